-- Stock photos, a metal-rate feed and the Factur-X buyer (issue 32, ADR 088).

-- A metal-rate feed (the operator's METAL_RATES_PROVIDER_URL): a business opts in and sets the margins it
-- buys below and sells above the feed's price of fine metal, in basis points; each run's outcome is kept so
-- the metal rates page can say when the last fetch succeeded or failed, and why.
create table public.metal_rate_feeds (
  business_id uuid primary key default public.current_business_id()
    references public.businesses (id) on delete cascade,
  enabled boolean not null default false,
  buy_margin_bps integer not null default 1000 check (buy_margin_bps between 0 and 9000),
  sell_margin_bps integer not null default 1500 check (sell_margin_bps between 0 and 100000),
  last_fetched_at timestamptz,
  last_failed_at timestamptz,
  last_error text check (char_length(last_error) <= 500),
  updated_at timestamptz not null default now()
);
create trigger metal_rate_feeds_touch before update on public.metal_rate_feeds
  for each row execute function public.touch_updated_at();

alter table public.metal_rate_feeds enable row level security;
grant select, insert, update on public.metal_rate_feeds to authenticated;
grant all on public.metal_rate_feeds to service_role;
create policy metal_rate_feeds_member_all on public.metal_rate_feeds for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
select private.require_aal2('public.metal_rate_feeds');

-- The buyer on a Factur-X: a client's country (ISO 3166-1 alpha-2) and VAT number, when known.
alter table public.clients
  add column country char(2) check (country ~ '^[A-Z]{2}$'),
  add column vat_number text check (vat_number ~ '^[0-9A-Z][0-9A-Z.-]{3,23}$');
-- An issued invoice keeps them as they were that day (a later change of the client does not alter it).
alter table public.invoices
  add column client_country char(2) check (client_country ~ '^[A-Z]{2}$'),
  add column client_vat_number text check (client_vat_number ~ '^[0-9A-Z][0-9A-Z.-]{3,23}$');

-- A stock item's photos: the catalogue's pipeline writes each in sizes (variants, the storage keys); members
-- only, by short-lived signed addresses. At most 30 an item, in the order the jeweller set.
create table public.stock_item_photos (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  stock_item_id uuid not null,
  position integer not null default 0 check (position between 0 and 29),
  variants jsonb not null check (jsonb_typeof(variants) = 'array'),
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  original_bytes integer not null check (original_bytes > 0),
  created_at timestamptz not null default now(),
  foreign key (business_id, stock_item_id) references public.stock_items (business_id, id) on delete cascade
);
create index stock_item_photos_item_idx on public.stock_item_photos (stock_item_id, position);

alter table public.stock_item_photos enable row level security;
grant select, insert, update, delete on public.stock_item_photos to authenticated;
grant all on public.stock_item_photos to service_role;
create policy stock_item_photos_member_all on public.stock_item_photos for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
select private.require_aal2('public.stock_item_photos');

-- A supplier's invoice attached to a memo received from them: the PDF in the file storage, and what its
-- Factur-X says when it carries one (null: no structured data). Only a memo 'in' has a supplier.
alter table public.memos
  add column supplier_invoice_key text,
  add column supplier_invoice_name text check (char_length(supplier_invoice_name) between 1 and 200),
  add column supplier_invoice_bytes integer check (supplier_invoice_bytes > 0),
  add column supplier_invoice_at timestamptz,
  add column supplier_invoice_read jsonb check (supplier_invoice_read is null
    or (jsonb_typeof(supplier_invoice_read) = 'object' and octet_length(supplier_invoice_read::text) <= 200000)),
  add constraint memos_supplier_invoice_in check (supplier_invoice_key is null or direction = 'in'),
  add constraint memos_supplier_invoice_whole check ((supplier_invoice_key is null) = (supplier_invoice_at is null));
