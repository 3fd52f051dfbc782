-- Issue 14: a visitor sees the price of the combination they choose (size, metal, stone) where the
-- jeweller's stock grid gave it a price of its own. The inventory (stock per combination) stays the
-- jeweller's: visitors read only a generated copy of its prices, without quantities.

create function public.combination_prices(inventory jsonb) returns jsonb
  language sql immutable parallel safe
  set search_path = ''
as $$
  select coalesce(
    jsonb_agg(jsonb_build_object('size', e -> 'size', 'metal', e -> 'metal', 'stone', e -> 'stone',
                                 'priceMinor', e -> 'priceMinor')),
    '[]'::jsonb)
  from pg_catalog.jsonb_array_elements(coalesce(inventory, '[]'::jsonb)) as e
  where pg_catalog.jsonb_typeof(e -> 'priceMinor') = 'number'
$$;

alter table public.products
  add column combination_prices jsonb generated always as (public.combination_prices(inventory)) stored;

grant select (combination_prices) on public.products to anon;
