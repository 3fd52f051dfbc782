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
