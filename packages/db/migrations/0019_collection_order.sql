-- A collection's pieces in the jeweller's order (issue 14, item 2). The catalogue's lists (0017) filter by
-- a collection through collection_products (0018); in the default order ('position') a filtered list now
-- follows the collection's own order instead of the catalogue's, in the dashboard and on the showroom.
-- Other sorts (name, newest, price…) are unchanged. The page functions are 0017's with that one change.

create function public.product_list_order_sql(sort text, alias text, in_collection boolean) returns text
language sql immutable
set search_path = ''
as $$
  select case
    when in_collection and coalesce(sort, 'position') not in ('name', 'recent', 'updated', 'price_asc', 'price_desc')
      then format(
        '(select cp.position from public.collection_products cp where cp.product_id = %1$s.id and cp.collection_id = $5), %1$s.ref',
        alias)
    else public.product_order_sql(sort, alias)
  end
$$;
revoke execute on function public.product_list_order_sql(text, text, boolean) from public;

create or replace function public.product_page_ids(
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
      filter, public.product_list_order_sql(sort, 'm', wanted_collection is not null))
    using business, pattern, wanted_category, wanted_status, wanted_collection,
          least(page_size, 200), greatest(page_offset, 0);
  else
    return query execute format(
      'select p.id from public.products p where %s order by %s limit $6 offset $7',
      filter, public.product_list_order_sql(sort, 'p', wanted_collection is not null))
    using business, pattern, wanted_category, wanted_status, wanted_collection,
          least(page_size, 200), greatest(page_offset, 0);
  end if;
end
$$;

create or replace function public.public_product_page_ids(
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
      filter, public.product_list_order_sql(sort, 'm', wanted_collection is not null))
    using business, pattern, wanted_category, null::text, wanted_collection,
          least(page_size, 100), greatest(page_offset, 0);
  else
    return query execute format(
      'select p.id from public.products p where %s order by %s limit $6 offset $7',
      filter, public.product_list_order_sql(sort, 'p', wanted_collection is not null))
    using business, pattern, wanted_category, null::text, wanted_collection,
          least(page_size, 100), greatest(page_offset, 0);
  end if;
end
$$;
