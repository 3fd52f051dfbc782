-- Stock you can sell (issue 32 part A, ADR 063): tagged stock items with their certificates and history, the
-- in-store sale with its lines and split payments (old gold taken in among them), and the sale's returns,
-- each a credit note numbered in the business's credit-note series. Money: integer minor units in the
-- business's currency. Children carry business_id and reference their parent through (business_id, id).

-- Numbers: SALE-2026-001 from the same per-business, per-year counters as invoices; a return's credit
-- note takes the next CN-YYYY-NNN of the 'credit_note' counter that invoices' credit notes use.
alter table private.business_counters drop constraint business_counters_kind_check;
alter table private.business_counters add constraint business_counters_kind_check
  check (kind in ('order', 'invoice', 'credit_note', 'repair', 'valuation', 'sale', 'stock_tag'));

create table public.stock_items (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  -- The tag printed on the rat-tail label and encoded in its Code 128 bar code.
  tag text not null check (tag ~ '^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$'),
  name text not null check (char_length(btrim(name)) between 1 and 200),
  description text check (char_length(description) <= 5000),
  -- The catalogue piece it is, and which of its combinations ({ "size": "52", "metal": "or jaune" }).
  product_id uuid references public.products (id) on delete set null,
  combination jsonb check (combination is null or (jsonb_typeof(combination) = 'object'
    and octet_length(combination::text) <= 2000)),
  cost_minor bigint not null default 0 check (cost_minor >= 0),
  price_minor bigint not null check (price_minor >= 0),
  currency char(3) not null check (currency ~ '^[A-Z]{3}$'),
  supplier text check (char_length(supplier) <= 200),
  location text check (char_length(location) <= 100),
  status text not null default 'in_stock'
    check (status in ('in_stock', 'reserved', 'memo_out', 'sold', 'returned')),
  metal text check (char_length(metal) <= 100),
  -- Milligrams: a 4.235 g ring is 4235.
  metal_weight_mg integer check (metal_weight_mg between 0 and 100000000),
  -- Parts per thousand (750 for 18 k).
  fineness smallint check (fineness between 1 and 1000),
  -- [{ kind, carats, lab: 'GIA'|'IGI'|'HRD'|null, certificateNumber }]
  stones jsonb not null default '[]'
    check (jsonb_typeof(stones) = 'array' and jsonb_array_length(stones) <= 30 and octet_length(stones::text) <= 20000),
  sold_sale_id uuid,
  search_text text not null default '',
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (business_id, tag),
  unique (business_id, id)
);
create index stock_items_business_status_idx on public.stock_items (business_id, status, created_at desc, id);
create index stock_items_business_created_idx on public.stock_items (business_id, created_at desc, id);
create index stock_items_search_idx on public.stock_items using gin (business_id, search_text extensions.gin_trgm_ops);
create trigger stock_items_touch before update on public.stock_items
  for each row execute function public.touch_updated_at();

-- Tag, name, supplier, location and the stones' certificate numbers, without case or accents.
create function public.stock_items_search_text() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.search_text := public.normalize_search(
    new.tag || ' ' || new.name || ' ' || coalesce(new.supplier, '') || ' ' || coalesce(new.location, '')
      || ' ' || coalesce((select string_agg(coalesce(s ->> 'certificateNumber', ''), ' ')
                            from jsonb_array_elements(new.stones) s), '')
  );
  return new;
end
$$;
create trigger stock_items_search_text before insert or update of tag, name, supplier, location, stones
  on public.stock_items for each row execute function public.stock_items_search_text();

-- The item's history: every change, appended, never edited.
create table public.stock_item_events (
  id uuid primary key default gen_random_uuid(),
  seq bigint generated always as identity,
  business_id uuid not null default public.current_business_id(),
  stock_item_id uuid not null,
  kind text not null check (kind in ('created', 'updated', 'status', 'sold', 'returned')),
  from_status text check (char_length(from_status) <= 40),
  to_status text check (char_length(to_status) <= 40),
  detail jsonb not null default '{}' check (jsonb_typeof(detail) = 'object'),
  actor_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  foreign key (business_id, stock_item_id) references public.stock_items (business_id, id) on delete cascade
);
create index stock_item_events_item_idx on public.stock_item_events (stock_item_id, seq);

create table public.sales (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  number text not null check (number ~ '^SALE-[0-9]{4}-[0-9]{3,}$'),
  client_id uuid,
  currency char(3) not null check (currency ~ '^[A-Z]{3}$'),
  -- Prices are tax included (a counter's ticket prices): the lines' total, the sale's discount, what is
  -- due, and the tax inside it, one line per tax of the business's rule.
  lines_total_minor bigint not null check (lines_total_minor >= 0),
  discount_minor bigint not null default 0 check (discount_minor >= 0),
  total_minor bigint not null check (total_minor >= 0),
  tax_minor bigint not null check (tax_minor >= 0),
  taxes jsonb not null default '[]' check (jsonb_typeof(taxes) = 'array'),
  -- Cash handed over beyond the cash payment, given back.
  change_minor bigint not null default 0 check (change_minor >= 0),
  returned_minor bigint not null default 0 check (returned_minor >= 0),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  unique (business_id, number),
  unique (business_id, id),
  check (discount_minor <= lines_total_minor),
  check (total_minor = lines_total_minor - discount_minor),
  check (returned_minor <= total_minor),
  foreign key (business_id, client_id) references public.clients (business_id, id) on delete set null (client_id)
);
create index sales_business_created_idx on public.sales (business_id, created_at desc, id);

-- Deferred: the sale marks its items sold (the atomic conditional update) before its own row is written,
-- all in one transaction.
alter table public.stock_items
  add foreign key (business_id, sold_sale_id) references public.sales (business_id, id)
    on delete set null (sold_sale_id) deferrable initially deferred;

create table public.sale_lines (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id(),
  sale_id uuid not null,
  position smallint not null check (position between 0 and 199),
  stock_item_id uuid,
  product_id uuid references public.products (id) on delete set null,
  description text not null check (char_length(btrim(description)) between 1 and 300),
  quantity integer not null check (quantity between 1 and 9999),
  unit_price_minor bigint not null check (unit_price_minor >= 0),
  discount_minor bigint not null default 0 check (discount_minor >= 0),
  total_minor bigint not null check (total_minor >= 0),
  returned_quantity integer not null default 0 check (returned_quantity between 0 and quantity),
  check (total_minor = quantity * unit_price_minor - discount_minor),
  unique (sale_id, position),
  foreign key (business_id, sale_id) references public.sales (business_id, id) on delete cascade,
  foreign key (business_id, stock_item_id) references public.stock_items (business_id, id)
);
create index sale_lines_sale_idx on public.sale_lines (sale_id, position);
create index sale_lines_item_idx on public.sale_lines (stock_item_id) where stock_item_id is not null;

create table public.sale_payments (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id(),
  sale_id uuid not null,
  position smallint not null check (position between 0 and 19),
  method text not null check (method in ('card', 'cash', 'transfer', 'credit', 'old-gold')),
  amount_minor bigint not null check (amount_minor > 0),
  -- Cash: what the client handed over (the change is tendered − amount).
  tendered_minor bigint check (tendered_minor >= amount_minor),
  -- Old gold taken in: the weight in milligrams, its fineness and the buy rate per gram of fine metal.
  weight_mg integer check (weight_mg > 0),
  fineness smallint check (fineness between 1 and 1000),
  buy_rate_minor_per_gram bigint check (buy_rate_minor_per_gram > 0),
  description text check (char_length(description) <= 300),
  reference text check (char_length(reference) <= 100),
  check ((method = 'old-gold') = (weight_mg is not null and fineness is not null and buy_rate_minor_per_gram is not null)),
  check (method = 'cash' or tendered_minor is null),
  unique (sale_id, position),
  foreign key (business_id, sale_id) references public.sales (business_id, id) on delete cascade
);

-- A return against the receipt: the pieces back in stock and a credit note for what is refunded.
create table public.sale_returns (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id(),
  sale_id uuid not null,
  number text not null check (number ~ '^CN-[0-9]{4}-[0-9]{3,}$'),
  -- [{ lineId, quantity, amountMinor }]
  lines jsonb not null check (jsonb_typeof(lines) = 'array' and jsonb_array_length(lines) between 1 and 200),
  total_minor bigint not null check (total_minor >= 0),
  tax_minor bigint not null check (tax_minor >= 0),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  unique (business_id, number),
  foreign key (business_id, sale_id) references public.sales (business_id, id) on delete cascade
);
create index sale_returns_sale_idx on public.sale_returns (sale_id, created_at);

-- Row-level security: members of the business. The history, the sale's lines and payments and the returns
-- are appended, never rewritten by a member (a line's returned quantity is the one update, by the return).
alter table public.stock_items enable row level security;
alter table public.stock_item_events enable row level security;
alter table public.sales enable row level security;
alter table public.sale_lines enable row level security;
alter table public.sale_payments enable row level security;
alter table public.sale_returns enable row level security;

grant select, insert, update on public.stock_items, public.sales, public.sale_lines to authenticated;
grant select, insert on public.stock_item_events, public.sale_payments, public.sale_returns to authenticated;
grant all on public.stock_items, public.stock_item_events, public.sales, public.sale_lines,
  public.sale_payments, public.sale_returns to service_role;

create policy stock_items_member_all on public.stock_items for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy stock_item_events_member_all on public.stock_item_events for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy sales_member_all on public.sales for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy sale_lines_member_all on public.sale_lines for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy sale_payments_member_all on public.sale_payments for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy sale_returns_member_all on public.sale_returns for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));

select private.require_aal2('public.stock_items');
select private.require_aal2('public.stock_item_events');
select private.require_aal2('public.sales');
select private.require_aal2('public.sale_lines');
select private.require_aal2('public.sale_payments');
select private.require_aal2('public.sale_returns');
