-- What a brief asked that the design generator does not make, and what it made instead ('a rope chain' →
-- 'a curb chain, the nearest link made'), kept with the design so the jeweller reads it on every visit,
-- not only in the answer to the brief. Written by the same statements as the rest of the row: the
-- designs table's policies apply unchanged.
alter table public.designs
  add column not_made jsonb not null default '[]'::jsonb
    check (jsonb_typeof(not_made) = 'array');
