-- Photos only members see (issue 28, items 5 and 10; ADR 049).
--
-- A draft piece's photos: the public image routes (`/product-images/{id}/…`, `/files/{id}`) read through
-- these definer functions, which now answer a piece's photos only while the piece is published. A member's
-- dashboard reaches a draft's photos by a short-lived signed address the API checks itself
-- (lib/image-access.ts), reading as the server; nothing here is granted for that.
create or replace function public.product_image_variants(image uuid) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select i.variants from public.product_images i
  join public.products p on p.id = i.product_id and p.business_id = i.business_id
  where i.id = image and i.status = 'ready' and p.status = 'published'
$$;

-- A showroom file (banner, covers) stays public; a product file only once a published piece shows it.
create or replace function public.public_product_image(file uuid)
returns table (storage_key text, content_type text, sha256 text)
language sql stable security definer
set search_path = ''
as $$
  select f.storage_key, f.content_type, f.sha256 from public.files f
  where f.id = file
    and (f.kind = 'showroom'
      or (f.kind = 'product' and exists (
        select 1 from public.products p
        where p.business_id = f.business_id and p.status = 'published'
          and p.images::text like '%/files/' || f.id::text || '%')))
$$;

-- A Custom Jewelry request's photos (issue 28, item 10): a visitor uploads them first (public route, rate
-- limited per address; checked and written in sizes like the catalogue's photos, without metadata), then
-- the request names them. Until then `lead_id` is null; a request attaches only its own showroom's
-- unattached photos. Never public: members read them in the lead sheet by signed addresses (ADR 049).
create table public.lead_photos (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null references public.businesses (id) on delete cascade,
  lead_id uuid references public.showroom_leads (id) on delete cascade,
  position integer not null default 0 check (position between 0 and 9),
  variants jsonb not null check (jsonb_typeof(variants) = 'array'),
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  original_bytes integer not null check (original_bytes > 0),
  created_at timestamptz not null default now()
);
create index lead_photos_lead_idx on public.lead_photos (lead_id, position);
create index lead_photos_pending_idx on public.lead_photos (business_id, created_at) where lead_id is null;

-- A photo belongs to its lead's business.
create function public.lead_photos_check_lead() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.lead_id is not null and not exists (
    select 1 from public.showroom_leads l where l.id = new.lead_id and l.business_id = new.business_id
  ) then
    raise exception 'lead % is not of business %', new.lead_id, new.business_id using errcode = '23503';
  end if;
  return new;
end
$$;
create trigger lead_photos_lead before insert or update on public.lead_photos
  for each row execute function public.lead_photos_check_lead();

alter table public.lead_photos enable row level security;
grant select, delete on public.lead_photos to authenticated;
grant all on public.lead_photos to service_role;
create policy lead_photos_member_all on public.lead_photos for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
select private.require_aal2('public.lead_photos');
