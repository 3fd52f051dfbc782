-- Issue 14's gaps (ADR 034-catalogue-acceptance).
--
-- 1. The ring-size system a business sizes its rings in (Settings → Business): the product form starts a
--    ring's sizes there. Null means "from the business's currency" (GBP → UK letters, USD/CAD → US, CHF →
--    Swiss, otherwise EU), as before.
alter table public.businesses
  add column ring_size_system text check (ring_size_system in ('eu', 'fr', 'ch', 'us', 'uk', 'jp'));
-- The business's owner sets it, like the other details (0018 grants update column by column).
grant update (ring_size_system) on public.businesses to authenticated;

-- 2. The showroom's own images (logo, banner, collection covers, collaboration photos) are a kind of their
--    own, no longer filed as product photos; like product photos, visitors may read them.
alter table public.files drop constraint files_kind_check;
alter table public.files
  add constraint files_kind_check check (kind in ('logo', 'product', 'reference', 'showroom'));

create or replace function public.public_product_image(file uuid)
returns table (storage_key text, content_type text, sha256 text)
language sql stable security definer
set search_path = ''
as $$
  select f.storage_key, f.content_type, f.sha256 from public.files f
  where f.id = file and f.kind in ('product', 'showroom')
$$;
