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
