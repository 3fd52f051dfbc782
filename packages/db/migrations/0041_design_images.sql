-- A still picture of each design version (JPEG, drawn from its geometry by @carat/design renderStill):
-- the design's card, the marketing studio's posts of a design, and `GET /v1/designs/{id}/image.jpg`.
-- Versions made before this column have none; their picture is drawn again when asked for.

alter table public.design_versions add column image_key text;
