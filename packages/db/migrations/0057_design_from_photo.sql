-- What the photo reader (or a vision model) read from the photo a design was made from: the spec it read and
-- a confidence per field (issue 34, ADR 070). Null for a design made from a brief or a form only. Kept with
-- the design so the jeweller sees what was read beside what was made on every visit. Written by the same
-- statements as the rest of the row: the designs table's policies apply unchanged.
alter table public.designs
  add column from_photo jsonb
    check (from_photo is null or jsonb_typeof(from_photo) = 'object');
