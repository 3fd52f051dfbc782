-- A showroom product made from a design shows that design's 3D model (and the try-on): visitors may read
-- which design a published product came from, not the design itself (its GLB is served by the API).
grant select (design_id) on public.products to anon;
