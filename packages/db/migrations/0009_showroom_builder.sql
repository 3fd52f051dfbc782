-- The showroom builder: the jeweller arranges blocks (hero, text, image, products, video, testimonials,
-- contact). 'Sauvegarder' keeps the draft; 'Publier' copies it to the published page, which visitors see,
-- and puts the showroom online.
create table public.showroom_pages (
  business_id uuid primary key default public.current_business_id()
    references public.businesses (id) on delete cascade,
  draft_blocks jsonb not null default '[]' check (jsonb_typeof(draft_blocks) = 'array' and jsonb_array_length(draft_blocks) <= 50),
  published_blocks jsonb not null default '[]' check (jsonb_typeof(published_blocks) = 'array' and jsonb_array_length(published_blocks) <= 50),
  draft_saved_at timestamptz,
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger showroom_pages_touch before update on public.showroom_pages
  for each row execute function public.touch_updated_at();

alter table public.showroom_pages enable row level security;
grant select, insert, update on public.showroom_pages to authenticated;
grant all on public.showroom_pages to service_role;
create policy showroom_pages_member_all on public.showroom_pages for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));

-- Visitors read the published blocks of a published showroom only — never the draft.
grant select (business_id, published_blocks, published_at) on public.showroom_pages to anon;
create policy showroom_pages_public_read on public.showroom_pages for select to anon
  using (public.showroom_published(business_id));

-- The back office's appointments: when a booking was confirmed (the response time of the analytics).
alter table public.appointments add column confirmed_at timestamptz;
