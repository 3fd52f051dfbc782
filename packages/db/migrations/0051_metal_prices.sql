-- Metal prices (issue 32 item 5, ADR 064): the business's buy and sell rates per grade, in minor units of its
-- currency per kilogram of fine metal (so a rate entered per troy ounce keeps its precision); every change
-- appended to a history. A catalogue piece may follow the rate: its metal, weight (mg), labour, stones and
-- rounding rule in a row of its own; the repricing queue's approvals are logged piece by piece.
create table public.metal_rates (
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  metal text not null check (metal in ('gold-9k', 'gold-10k', 'gold-14k', 'gold-18k', 'gold-22k', 'gold-24k',
    'platinum-950', 'palladium-950', 'palladium-500', 'silver-925')),
  buy_per_kg_minor bigint not null check (buy_per_kg_minor >= 0),
  sell_per_kg_minor bigint not null check (sell_per_kg_minor >= 0),
  source text not null default 'manual' check (source in ('manual', 'provider')),
  updated_by uuid,
  updated_at timestamptz not null default now(),
  primary key (business_id, metal)
);

create table public.metal_rate_changes (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  metal text not null,
  buy_per_kg_minor bigint not null,
  sell_per_kg_minor bigint not null,
  previous_buy_per_kg_minor bigint,
  previous_sell_per_kg_minor bigint,
  source text not null default 'manual',
  changed_by uuid,
  changed_at timestamptz not null default now()
);
create index metal_rate_changes_business_idx on public.metal_rate_changes (business_id, changed_at desc);

create table public.product_metal_pricing (
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  product_id uuid not null,
  metal text not null check (metal in ('gold-9k', 'gold-10k', 'gold-14k', 'gold-18k', 'gold-22k', 'gold-24k',
    'platinum-950', 'palladium-950', 'palladium-500', 'silver-925')),
  weight_mg integer not null check (weight_mg > 0 and weight_mg <= 100000000),
  labour_minor bigint not null default 0 check (labour_minor >= 0),
  stones_minor bigint not null default 0 check (stones_minor >= 0),
  rounding text not null default 'minor' check (rounding in ('minor', 'unit', 'five', 'ten', 'ending-99')),
  updated_at timestamptz not null default now(),
  primary key (business_id, product_id),
  foreign key (product_id, business_id) references public.products (id, business_id) on delete cascade
);

create table public.product_price_changes (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  product_id uuid not null,
  old_price_minor bigint not null,
  new_price_minor bigint not null,
  reason text not null default 'repricing' check (reason in ('repricing')),
  applied_by uuid,
  applied_at timestamptz not null default now(),
  foreign key (product_id, business_id) references public.products (id, business_id) on delete cascade
);
create index product_price_changes_business_idx on public.product_price_changes (business_id, applied_at desc);

-- Row-level security: members of the business (the catalogue's staff set prices, as they edit products);
-- the histories are appended, never rewritten.
alter table public.metal_rates enable row level security;
alter table public.metal_rate_changes enable row level security;
alter table public.product_metal_pricing enable row level security;
alter table public.product_price_changes enable row level security;

grant select, insert, update on public.metal_rates to authenticated;
grant select, insert on public.metal_rate_changes, public.product_price_changes to authenticated;
grant select, insert, update, delete on public.product_metal_pricing to authenticated;
grant all on public.metal_rates, public.metal_rate_changes, public.product_metal_pricing,
  public.product_price_changes to service_role;

create policy metal_rates_member_all on public.metal_rates for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy metal_rate_changes_member_all on public.metal_rate_changes for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy product_metal_pricing_member_all on public.product_metal_pricing for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy product_price_changes_member_all on public.product_price_changes for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));

select private.require_aal2('public.metal_rates');
select private.require_aal2('public.metal_rate_changes');
select private.require_aal2('public.product_metal_pricing');
select private.require_aal2('public.product_price_changes');
