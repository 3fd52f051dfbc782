-- The catalogue (issue 14, items 1 and 3): a jeweller's pieces as the dashboard edits them. A piece has
-- its name and description in French and English (one of the two required), a status (draft,
-- published, archived), a URL slug, SEO texts, a price or 'price on request', and jewellery-aware options:
-- sizes (ring sizes in a system, or free sizes), metals/colours, stones, engraving with its maximum length,
-- stock per option combination or 'made to order' with a lead time. Photos are rows of their own, each
-- with the responsive sizes the API wrote (WebP and AVIF at 400/800/1600 px) or, until it is uploaded,
-- the address an import named.
--
-- Existing readers keep working: `name`, `description` and `published` stay, kept in step by a trigger
-- (name = the French name, else the English one; published = status is 'published'), and `images` stays the
-- showroom's ordered list, rewritten by the API from the photos.

alter table public.products drop constraint products_category_check;
alter table public.products add constraint products_category_check
  check (category in ('CHAINS', 'PENDANTS', 'BRACELETS', 'WATCHES', 'GRILLS', 'RINGS', 'EARRINGS'));

alter table public.products
  add column name_fr text check (char_length(name_fr) <= 200),
  add column name_en text check (char_length(name_en) <= 200),
  add column description_fr text check (char_length(description_fr) <= 5000),
  add column description_en text check (char_length(description_en) <= 5000),
  add column status text not null default 'draft' check (status in ('draft', 'published', 'archived')),
  add column archived_at timestamptz,
  -- The piece's address on the showroom, unique in its business; given from the name when left empty.
  add column slug text check (slug ~ '^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$'),
  add column seo_title text check (char_length(seo_title) <= 70),
  add column seo_description text check (char_length(seo_description) <= 320),
  add column price_on_request boolean not null default false,
  -- The ring-size system the sizes are written in (@carat/domain ring-sizes); null: free sizes ('45 cm').
  add column size_system text check (size_system in ('eu', 'fr', 'ch', 'us', 'uk', 'jp')),
  add column stones text[] not null default '{}' check (cardinality(stones) <= 20),
  add column engraving_max_length smallint check (engraving_max_length between 1 and 20),
  add column made_to_order boolean not null default false,
  add column lead_time_weeks smallint check (lead_time_weeks between 1 and 52),
  -- Stock per option combination, never typed row by row: [{ "size", "metal", "stone", "quantity",
  -- "priceMinor"? }] (a combination left out has none; priceMinor only where it differs from the piece's).
  -- `stock` stays the total.
  add column inventory jsonb not null default '[]'
    check (jsonb_typeof(inventory) = 'array' and jsonb_array_length(inventory) <= 2000);

-- Existing pieces: their name and description were written in French (the demo's), their flag is their status.
update public.products
   set name_fr = name,
       description_fr = nullif(description, ''),
       status = case when published then 'published' else 'draft' end;

alter table public.products
  add constraint products_name_present
    check (coalesce(btrim(name_fr), '') <> '' or coalesce(btrim(name_en), '') <> ''),
  add constraint products_archived_when check ((status = 'archived') = (archived_at is not null)),
  -- For product_images' composite key: a photo belongs to a piece of its own business.
  add constraint products_id_business_key unique (id, business_id);

-- The slug a name gives: lower case, no accents, words joined by hyphens; 'piece' when nothing is left.
create function public.product_slug_base(name text) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select coalesce(
    nullif(btrim(left(btrim(regexp_replace(public.normalize_search(name), '[^a-z0-9]+', '-', 'g'), '-'), 80), '-'), ''),
    'piece')
$$;

-- Keeps the old columns in step with the new ones, whoever writes (the API, the seed, an older test):
-- an insert giving only `name` / `published` gets them copied into name_fr / status; status decides
-- `published`; `name` and `description` follow the French texts, else the English ones; a piece without a
-- slug gets one from its name, numbered when the business already has it ('bague-eclat-2').
create function public.products_sync_catalogue() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  base text;
  candidate text;
  n integer := 1;
begin
  if tg_op = 'INSERT' then
    if new.name_fr is null and new.name_en is null then new.name_fr := new.name; end if;
    if new.description_fr is null and new.description_en is null and new.description <> '' then
      new.description_fr := new.description;
    end if;
    if new.published and new.status = 'draft' then new.status := 'published'; end if;
  else
    if new.name is distinct from old.name and new.name_fr is not distinct from old.name_fr
       and new.name_en is not distinct from old.name_en then
      new.name_fr := new.name;
    end if;
    if new.description is distinct from old.description
       and new.description_fr is not distinct from old.description_fr
       and new.description_en is not distinct from old.description_en then
      new.description_fr := nullif(new.description, '');
    end if;
    if new.status is not distinct from old.status and new.published is distinct from old.published then
      new.status := case when new.published then 'published' else 'draft' end;
    end if;
  end if;
  new.published := new.status = 'published';
  new.archived_at := case when new.status = 'archived'
                          then coalesce(case when tg_op = 'UPDATE' then old.archived_at end, now()) end;
  new.name := coalesce(nullif(btrim(new.name_fr), ''), nullif(btrim(new.name_en), ''), new.name);
  new.description := left(coalesce(nullif(new.description_fr, ''), nullif(new.description_en, ''), ''), 5000);
  if new.slug is null or new.slug = '' then
    base := public.product_slug_base(new.name);
    candidate := base;
    while exists (
      select 1 from public.products p
       where p.business_id = new.business_id and p.slug = candidate and p.id <> new.id
    ) loop
      n := n + 1;
      candidate := btrim(left(base, 90), '-') || '-' || n;
    end loop;
    new.slug := candidate;
  end if;
  return new;
end
$$;
revoke execute on function public.products_sync_catalogue() from public, anon, authenticated;
create trigger products_sync_catalogue before insert or update on public.products
  for each row execute function public.products_sync_catalogue();

-- Every existing piece gets its slug (the trigger numbers duplicates in ref order).
update public.products p set slug = null from (select id from public.products order by business_id, ref) o
 where o.id = p.id;

alter table public.products
  alter column slug set not null,
  add constraint products_business_slug_key unique (business_id, slug),
  -- Searchable without case or accents by either name or its number; sortable by name the same way.
  add column search_text text generated always as (
    public.normalize_search(coalesce(name_fr, '') || ' ' || coalesce(name_en, '') || ' ' || ref::text)
  ) stored,
  add column sort_name text generated always as (public.normalize_search(name)) stored;

-- The lists' orders: the manual order (all live pieces, or one status: the showroom's published ones),
-- a category's pieces, name, date, price.
create index products_business_position_idx on public.products (business_id, position, ref);
create index products_business_status_idx on public.products (business_id, status, position, ref);
create index products_business_category_idx on public.products (business_id, category, status, position, ref);
create index products_business_name_idx on public.products (business_id, sort_name, id);
create index products_business_created_idx on public.products (business_id, created_at desc, id);
create index products_business_updated_idx on public.products (business_id, updated_at desc, id);
create index products_business_price_idx on public.products (business_id, price_minor, id);
create index products_search_idx on public.products using gin (business_id, search_text extensions.gin_trgm_ops);

-- A piece's photos, in order. An uploaded photo has its sizes ("variants": [{ "format": "webp" | "avif",
-- "width", "height", "key", "bytes" }], keys in the file storage; the original is not kept: its metadata,
-- GPS position included, never reaches storage). A photo named by address (an import's 'Image Src', to
-- upload; the demo's drawings, served as they are) has `source_url` instead.
create table public.product_images (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  product_id uuid not null,
  position integer not null default 0 check (position >= 0),
  alt_fr text check (char_length(alt_fr) <= 300),
  alt_en text check (char_length(alt_en) <= 300),
  -- The metal (or colour) this photo shows, one of the piece's: the showroom shows it when it is chosen.
  metal text check (char_length(metal) <= 100),
  status text not null default 'ready' check (status in ('ready', 'to_upload')),
  variants jsonb not null default '[]' check (jsonb_typeof(variants) = 'array' and jsonb_array_length(variants) <= 12),
  width integer check (width > 0),
  height integer check (height > 0),
  original_bytes integer check (original_bytes >= 0),
  source_url text check (char_length(source_url) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (product_id, business_id) references public.products (id, business_id) on delete cascade,
  check (status = 'ready' or source_url is not null),
  check (jsonb_array_length(variants) > 0 or source_url is not null)
);
create index product_images_product_idx on public.product_images (product_id, position);
create index product_images_business_idx on public.product_images (business_id);
create trigger product_images_touch before update on public.product_images
  for each row execute function public.touch_updated_at();

-- The pieces the demo and earlier versions listed in `images` become photos (served from where they are).
insert into public.product_images (business_id, product_id, position, alt_fr, source_url)
select p.business_id, p.id, (i.ordinality - 1)::integer, nullif(left(i.value ->> 'alt', 300), ''),
       left(i.value ->> 'url', 2000)
  from public.products p, jsonb_array_elements(p.images) with ordinality i
 where coalesce(i.value ->> 'url', '') <> '';

-- The Catalogue list: a page of ids and how many match, as for clients (0003): under row-level security a
-- LIKE cannot use the trigram index, so these run as the owner with the membership check written out and
-- answer ids only; the rows are read under RLS. Status: null for the live pieces (draft and published),
-- 'all', or one status. The collection filter reads collection_products(collection_id, product_id) once that
-- table exists (collections come with their own migration); before, no piece is in any collection.
create function public.product_filter_sql(with_collection boolean) returns text
language sql stable
set search_path = ''
as $$
  select 'p.business_id = $1
      and ($2::text is null or p.search_text like public.normalize_search($2))
      and ($3::text is null or p.category = $3)'
    || case when not with_collection then ''
            when to_regclass('public.collection_products') is null then ' and false'
            else ' and exists (select 1 from public.collection_products cp where cp.product_id = p.id and cp.collection_id = $5)'
       end
$$;

create function public.product_order_sql(sort text, alias text) returns text
language sql immutable
set search_path = ''
as $$
  select case sort
    when 'name' then format('%1$s.sort_name, %1$s.id', alias)
    when 'recent' then format('%1$s.created_at desc, %1$s.id', alias)
    when 'updated' then format('%1$s.updated_at desc, %1$s.id', alias)
    when 'price_asc' then format('%1$s.price_minor, %1$s.id', alias)
    when 'price_desc' then format('%1$s.price_minor desc, %1$s.id', alias)
    else format('%1$s.position, %1$s.ref', alias)
  end
$$;

create function public.product_status_sql(wanted_status text) returns text
language sql immutable
set search_path = ''
as $$
  select case when wanted_status is null then 'p.status <> ''archived'''
              when wanted_status = 'all' then 'true'
              else 'p.status = $4' end
$$;

create function public.product_page_ids(
  business uuid, pattern text, wanted_category text, wanted_status text, wanted_collection uuid, sort text,
  page_size integer, page_offset integer
) returns setof uuid
language plpgsql stable security definer
set search_path = ''
as $$
declare
  filter text := public.product_filter_sql(wanted_collection is not null) || ' and '
    || public.product_status_sql(wanted_status);
begin
  if not public.has_business_role(business, 'staff') then
    return;
  end if;
  -- A fragment of three letters or more: the trigram index finds the matches, and only those are sorted.
  if pattern is not null and char_length(replace(pattern, '%', '')) >= 3 then
    return query execute format(
      'with matches as materialized (
         select p.id, p.position, p.ref, p.sort_name, p.created_at, p.updated_at, p.price_minor
           from public.products p where %s)
       select m.id from matches m order by %s limit $6 offset $7',
      filter, public.product_order_sql(sort, 'm'))
    using business, pattern, wanted_category, wanted_status, wanted_collection,
          least(page_size, 200), greatest(page_offset, 0);
  else
    return query execute format(
      'select p.id from public.products p where %s order by %s limit $6 offset $7',
      filter, public.product_order_sql(sort, 'p'))
    using business, pattern, wanted_category, wanted_status, wanted_collection,
          least(page_size, 200), greatest(page_offset, 0);
  end if;
end
$$;

create function public.product_match_count(
  business uuid, pattern text, wanted_category text, wanted_status text, wanted_collection uuid, cap integer
) returns integer
language plpgsql stable security definer
set search_path = ''
as $$
declare
  matched integer;
begin
  if not public.has_business_role(business, 'staff') then
    return 0;
  end if;
  execute format('select count(*)::integer from (select 1 from public.products p where %s limit $6) matched',
    public.product_filter_sql(wanted_collection is not null) || ' and ' || public.product_status_sql(wanted_status))
  into matched
  using business, pattern, wanted_category, wanted_status, wanted_collection, cap;
  return matched;
end
$$;

-- The showroom's list: published pieces of a published showroom only, whoever asks.
create function public.public_product_page_ids(
  business uuid, pattern text, wanted_category text, wanted_collection uuid, sort text,
  page_size integer, page_offset integer
) returns setof uuid
language plpgsql stable security definer
set search_path = ''
as $$
declare
  filter text := public.product_filter_sql(wanted_collection is not null) || ' and p.status = ''published''';
begin
  if not public.showroom_published(business) then
    return;
  end if;
  if pattern is not null and char_length(replace(pattern, '%', '')) >= 3 then
    return query execute format(
      'with matches as materialized (
         select p.id, p.position, p.ref, p.sort_name, p.created_at, p.updated_at, p.price_minor
           from public.products p where %s)
       select m.id from matches m order by %s limit $6 offset $7',
      filter, public.product_order_sql(sort, 'm'))
    using business, pattern, wanted_category, null::text, wanted_collection,
          least(page_size, 100), greatest(page_offset, 0);
  else
    return query execute format(
      'select p.id from public.products p where %s order by %s limit $6 offset $7',
      filter, public.product_order_sql(sort, 'p'))
    using business, pattern, wanted_category, null::text, wanted_collection,
          least(page_size, 100), greatest(page_offset, 0);
  end if;
end
$$;

create function public.public_product_count(
  business uuid, pattern text, wanted_category text, wanted_collection uuid, cap integer
) returns integer
language plpgsql stable security definer
set search_path = ''
as $$
declare
  matched integer;
begin
  if not public.showroom_published(business) then
    return 0;
  end if;
  execute format('select count(*)::integer from (select 1 from public.products p where %s limit $6) matched',
    public.product_filter_sql(wanted_collection is not null) || ' and p.status = ''published''')
  into matched
  using business, pattern, wanted_category, null::text, wanted_collection, cap;
  return matched;
end
$$;

-- A photo's stored sizes, for the public image route: the bytes are addressed by the photo's random id
-- (as product files are, 0008), and the storage keys never leave the server.
create function public.product_image_variants(image uuid) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select i.variants from public.product_images i where i.id = image and i.status = 'ready'
$$;

revoke execute on function
  public.product_filter_sql(boolean),
  public.product_order_sql(text, text),
  public.product_status_sql(text),
  public.product_page_ids(uuid, text, text, text, uuid, text, integer, integer),
  public.product_match_count(uuid, text, text, text, uuid, integer),
  public.public_product_page_ids(uuid, text, text, uuid, text, integer, integer),
  public.public_product_count(uuid, text, text, uuid, integer),
  public.product_image_variants(uuid)
  from public;
grant execute on function
  public.product_page_ids(uuid, text, text, text, uuid, text, integer, integer),
  public.product_match_count(uuid, text, text, text, uuid, integer)
  to authenticated, service_role;
grant execute on function
  public.public_product_page_ids(uuid, text, text, uuid, text, integer, integer),
  public.public_product_count(uuid, text, text, uuid, integer),
  public.product_image_variants(uuid)
  to anon, authenticated, service_role;

-- Row-level security: the business's members manage their photos; visitors see the photos of published
-- pieces of a published showroom, without the storage keys.
alter table public.product_images enable row level security;
grant select, insert, update, delete on public.product_images to authenticated;
grant all on public.product_images to service_role;
create policy product_images_member_all on public.product_images for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
grant select (id, business_id, product_id, position, alt_fr, alt_en, metal, width, height)
  on public.product_images to anon;
create policy product_images_public_read on public.product_images for select to anon
  using (status = 'ready' and public.showroom_published(business_id)
         and exists (select 1 from public.products p where p.id = product_id and p.status = 'published'));
select private.require_aal2('public.product_images');

-- Visitors read the new public columns of a published piece (stock and inventory stay the jeweller's).
grant select (name_fr, name_en, description_fr, description_en, status, slug, seo_title, seo_description,
  price_on_request, size_system, stones, engraving_max_length, made_to_order, lead_time_weeks)
  on public.products to anon;
drop policy products_public_read on public.products;
create policy products_public_read on public.products for select to anon
  using (status = 'published' and public.showroom_published(business_id));
