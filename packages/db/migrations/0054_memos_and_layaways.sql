-- Memo goods and layaway (issue 32, items 2 and 4; ADR 067). Money: integer minor units in the business's
-- currency. Children carry business_id and reference their parent through (business_id, id).

-- Goods received on memo from a supplier are stock items of status 'memo_in': in the shop, not owned, not
-- for sale until bought (then 'in_stock' at their memo cost) or sent back ('returned').
alter table public.stock_items drop constraint stock_items_status_check;
alter table public.stock_items add constraint stock_items_status_check
  check (status in ('in_stock', 'reserved', 'memo_in', 'memo_out', 'sold', 'returned'));

alter table public.stock_item_events drop constraint stock_item_events_kind_check;
alter table public.stock_item_events add constraint stock_item_events_kind_check
  check (kind in ('created', 'updated', 'status', 'sold', 'returned', 'memo', 'layaway'));

alter table private.business_counters drop constraint business_counters_kind_check;
alter table private.business_counters add constraint business_counters_kind_check
  check (kind in ('order', 'invoice', 'credit_note', 'repair', 'valuation', 'sale', 'stock_tag', 'memo',
                  'layaway'));

-- A catalogue piece sold from the shelf lowers the stock of its combination ({ size, metal, stone }); the
-- line keeps which, so that a return puts it back.
alter table public.sale_lines
  add column combination jsonb check (combination is null or (jsonb_typeof(combination) = 'object'
    and octet_length(combination::text) <= 1000));

-- A memo: 'in' from a supplier, 'out' to a client (a client of the business) or another shop (a name).
create table public.memos (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  number text not null check (number ~ '^MEMO-[0-9]{4}-[0-9]{3,}$'),
  direction text not null check (direction in ('in', 'out')),
  counterparty text not null check (char_length(btrim(counterparty)) between 1 and 200),
  client_id uuid,
  due_date date not null,
  terms text check (char_length(terms) <= 2000),
  status text not null default 'open' check (status in ('open', 'closed')),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  closed_at timestamptz,
  unique (business_id, number),
  unique (business_id, id),
  check (direction = 'out' or client_id is null),
  foreign key (business_id, client_id) references public.clients (business_id, id) on delete set null (client_id)
);
create index memos_business_status_idx on public.memos (business_id, direction, status, due_date, id);
create trigger memos_touch before update on public.memos
  for each row execute function public.touch_updated_at();

-- A piece on a memo, at the memo's agreed price (what the shop owes if it buys a memo-in piece; what the
-- other party owes if it keeps a memo-out piece), and how it ended: returned, bought, or sold.
create table public.memo_items (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id(),
  memo_id uuid not null,
  position smallint not null check (position between 0 and 199),
  stock_item_id uuid not null,
  memo_price_minor bigint not null check (memo_price_minor >= 0),
  outcome text check (outcome in ('returned', 'bought', 'sold')),
  settled_at timestamptz,
  check ((outcome is null) = (settled_at is null)),
  unique (memo_id, position),
  foreign key (business_id, memo_id) references public.memos (business_id, id) on delete cascade,
  foreign key (business_id, stock_item_id) references public.stock_items (business_id, id) on delete cascade
);
create index memo_items_memo_idx on public.memo_items (memo_id, position);
-- A piece is on at most one open memo line at a time.
create unique index memo_items_open_item_idx on public.memo_items (stock_item_id) where outcome is null;

-- A layaway: a piece reserved for a client at an agreed price, paid by a deposit and instalments; released
-- as a sale after the last payment, or cancelled (the piece back in stock, the refund by the policy).
create table public.layaways (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  number text not null check (number ~ '^LAY-[0-9]{4}-[0-9]{3,}$'),
  stock_item_id uuid not null,
  client_id uuid not null,
  currency char(3) not null check (currency ~ '^[A-Z]{3}$'),
  price_minor bigint not null check (price_minor > 0),
  paid_minor bigint not null default 0 check (paid_minor >= 0),
  -- [{ dueDate: 'YYYY-MM-DD', amountMinor }], the deposit first; the amounts add up to the price.
  schedule jsonb not null check (jsonb_typeof(schedule) = 'array' and jsonb_array_length(schedule) between 1 and 24),
  status text not null default 'active' check (status in ('active', 'completed', 'cancelled')),
  sale_id uuid,
  -- On cancel: what the policy kept and what went back to the client.
  fee_minor bigint check (fee_minor >= 0),
  refund_minor bigint check (refund_minor >= 0),
  notes text check (char_length(notes) <= 2000),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  closed_at timestamptz,
  unique (business_id, number),
  unique (business_id, id),
  check (paid_minor <= price_minor),
  check ((status = 'completed') = (sale_id is not null)),
  foreign key (business_id, stock_item_id) references public.stock_items (business_id, id) on delete cascade,
  foreign key (business_id, client_id) references public.clients (business_id, id),
  foreign key (business_id, sale_id) references public.sales (business_id, id)
);
create index layaways_business_status_idx on public.layaways (business_id, status, created_at desc, id);
-- One live layaway per piece (with the conditional in_stock → reserved update, the race guard).
create unique index layaways_active_item_idx on public.layaways (stock_item_id) where status = 'active';
create trigger layaways_touch before update on public.layaways
  for each row execute function public.touch_updated_at();

create table public.layaway_payments (
  id uuid primary key default gen_random_uuid(),
  seq bigint generated always as identity,
  business_id uuid not null default public.current_business_id(),
  layaway_id uuid not null,
  -- 'online': paid through the layaway's pay link (the Connect webhook writes it); 'refund': money given
  -- back on cancel (a negative movement, recorded with a positive amount).
  method text not null check (method in ('card', 'cash', 'transfer', 'online', 'refund')),
  amount_minor bigint not null check (amount_minor > 0),
  reference text check (char_length(reference) <= 100),
  client_payment_id uuid references public.client_payments (id) on delete set null,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  foreign key (business_id, layaway_id) references public.layaways (business_id, id) on delete cascade
);
create index layaway_payments_layaway_idx on public.layaway_payments (layaway_id, seq);

-- The business's layaway policy on cancel: give everything back, keep a percentage of the price, or keep a
-- fixed fee (never more than was paid). Owners and admins write it, as the counter's other settings.
alter table public.counter_settings
  add column layaway_fee_kind text not null default 'none' check (layaway_fee_kind in ('none', 'percent', 'fixed')),
  add column layaway_fee_value bigint not null default 0 check (layaway_fee_value >= 0),
  add constraint counter_settings_layaway_percent_check
    check (layaway_fee_kind <> 'percent' or layaway_fee_value <= 10000);

-- A layaway's balance paid online: pay links and client payments gain the kind 'layaway'.
alter table public.client_payments
  add column layaway_id uuid references public.layaways (id) on delete set null;
create index client_payments_layaway_idx on public.client_payments (layaway_id) where layaway_id is not null;
alter table public.payment_links
  add column layaway_id uuid references public.layaways (id) on delete cascade;

alter table public.client_payments drop constraint client_payments_kind_check;
alter table public.client_payments drop constraint client_payments_target_check;
alter table public.client_payments
  add constraint client_payments_kind_check
    check (kind in ('booking_deposit', 'invoice', 'order_deposit', 'order_balance', 'repair_balance', 'layaway')),
  add constraint client_payments_target_check check (
    (kind = 'booking_deposit' and appointment_id is not null)
    or (kind = 'invoice' and invoice_id is not null)
    or (kind in ('order_deposit', 'order_balance') and order_id is not null)
    or (kind = 'repair_balance' and repair_id is not null)
    or (kind = 'layaway' and layaway_id is not null)
    or (appointment_id is null and invoice_id is null and order_id is null and repair_id is null
        and layaway_id is null)
  );
alter table public.payment_links drop constraint payment_links_kind_check;
alter table public.payment_links
  add constraint payment_links_kind_check
    check (kind in ('invoice', 'order_deposit', 'order_balance', 'repair_balance', 'layaway')),
  add constraint payment_links_layaway_check check ((kind = 'layaway') = (layaway_id is not null));
create index payment_links_layaway_idx on public.payment_links (layaway_id) where layaway_id is not null;

alter table public.memos enable row level security;
alter table public.memo_items enable row level security;
alter table public.layaways enable row level security;
alter table public.layaway_payments enable row level security;

grant select, insert, update on public.memos, public.memo_items, public.layaways to authenticated;
grant select, insert on public.layaway_payments to authenticated;
grant all on public.memos, public.memo_items, public.layaways, public.layaway_payments to service_role;

create policy memos_member_all on public.memos for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy memo_items_member_all on public.memo_items for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy layaways_member_all on public.layaways for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy layaway_payments_member_all on public.layaway_payments for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));

select private.require_aal2('public.memos');
select private.require_aal2('public.memo_items');
select private.require_aal2('public.layaways');
select private.require_aal2('public.layaway_payments');
