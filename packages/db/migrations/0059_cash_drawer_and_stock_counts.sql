-- The cash drawer and its Z report, and stock counts (issue 32 items 3 and 1, ADR 072). Money: integer
-- minor units in the business's currency. One open session per business at a time; a closed session is never rewritten (a trigger
-- refuses it, and refuses movements into it). The sales' cash payments, layaways' cash payments and cash
-- refunds of returns are not copied into the drawer: they are read from the session's time window.

create table public.cash_drawer_sessions (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  currency char(3) not null check (currency ~ '^[A-Z]{3}$'),
  opening_float_minor bigint not null check (opening_float_minor >= 0),
  status text not null default 'open' check (status in ('open', 'closed')),
  opened_by uuid references auth.users (id) on delete set null,
  opened_at timestamptz not null default now(),
  -- At close: what the drawer should hold, what was counted, and counted − expected (negative: short).
  expected_cash_minor bigint,
  counted_cash_minor bigint check (counted_cash_minor >= 0),
  difference_minor bigint,
  closing_note text check (char_length(closing_note) <= 500),
  closed_by uuid references auth.users (id) on delete set null,
  closed_at timestamptz,
  unique (business_id, id),
  check ((status = 'closed') = (closed_at is not null)),
  check (status = 'open' or (expected_cash_minor is not null and counted_cash_minor is not null
    and difference_minor = counted_cash_minor - expected_cash_minor)),
  check (closed_at is null or closed_at >= opened_at)
);
create index cash_drawer_sessions_business_idx on public.cash_drawer_sessions (business_id, opened_at desc, id);
-- One open drawer per business (with the service's 409, the race guard of two opens at once).
create unique index cash_drawer_sessions_open_idx on public.cash_drawer_sessions (business_id)
  where status = 'open';

-- Cash put in (change brought from the bank) or taken out (to the safe, a purchase), with its reason.
create table public.cash_drawer_movements (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id(),
  session_id uuid not null,
  kind text not null check (kind in ('in', 'out')),
  amount_minor bigint not null check (amount_minor > 0),
  reason text not null check (char_length(btrim(reason)) between 1 and 200),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  foreign key (business_id, session_id) references public.cash_drawer_sessions (business_id, id) on delete cascade
);
create index cash_drawer_movements_session_idx on public.cash_drawer_movements (session_id, created_at);

-- How a return was refunded (null: not said, as before this migration). Cash refunds come out of the drawer.
alter table public.sale_returns
  add column refund_method text check (refund_method in ('cash', 'card', 'transfer', 'credit'));

-- A closed session is final: no update of it, no movement added to it after its close.
create function private.cash_drawer_closed_guard() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_table_name = 'cash_drawer_sessions' then
    if old.status = 'closed' then
      raise exception 'cash drawer session % is closed', old.id using errcode = 'check_violation';
    end if;
    return new;
  end if;
  -- A movement dated before the close is the session's own (a restore writes it back); one after is late.
  if exists (select 1 from public.cash_drawer_sessions s
             where s.id = new.session_id and s.status = 'closed' and new.created_at >= s.closed_at) then
    raise exception 'cash drawer session % is closed', new.session_id using errcode = 'check_violation';
  end if;
  return new;
end;
$$;
create trigger cash_drawer_sessions_closed before update on public.cash_drawer_sessions
  for each row execute function private.cash_drawer_closed_guard();
create trigger cash_drawer_movements_closed before insert or update on public.cash_drawer_movements
  for each row execute function private.cash_drawer_closed_guard();

alter table public.cash_drawer_sessions enable row level security;
alter table public.cash_drawer_movements enable row level security;

grant select, insert, update on public.cash_drawer_sessions to authenticated;
grant select, insert on public.cash_drawer_movements to authenticated;
grant all on public.cash_drawer_sessions, public.cash_drawer_movements to service_role;

create policy cash_drawer_sessions_member_all on public.cash_drawer_sessions for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy cash_drawer_movements_member_all on public.cash_drawer_movements for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));

select private.require_aal2('public.cash_drawer_sessions');
select private.require_aal2('public.cash_drawer_movements');

-- Stock counts (issue 32 item 1's count mode, ADR 072): a location counted by scanning its pieces; finished,
-- the count keeps its result (what was expected, counted, missing and found out of place) and is final.
create table public.stock_counts (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  location text not null check (char_length(btrim(location)) between 1 and 100),
  status text not null default 'open' check (status in ('open', 'finished')),
  expected_count integer check (expected_count >= 0),
  counted_count integer check (counted_count >= 0),
  missing_count integer check (missing_count >= 0),
  unexpected_count integer check (unexpected_count >= 0),
  -- At finish: { counted: [...], missing: [...], unexpected: [...] }, each piece with its tag and name.
  result jsonb check (result is null or (jsonb_typeof(result) = 'object' and octet_length(result::text) <= 2000000)),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  finished_by uuid references auth.users (id) on delete set null,
  finished_at timestamptz,
  unique (business_id, id),
  check ((status = 'finished') = (finished_at is not null and result is not null))
);
create index stock_counts_business_idx on public.stock_counts (business_id, created_at desc, id);

-- Each code scanned or typed, and the piece it found (none: a code no piece has). A piece counts once.
create table public.stock_count_scans (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id(),
  count_id uuid not null,
  code text not null check (char_length(code) between 1 and 100),
  stock_item_id uuid,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  foreign key (business_id, count_id) references public.stock_counts (business_id, id) on delete cascade,
  foreign key (business_id, stock_item_id) references public.stock_items (business_id, id) on delete cascade
);
create index stock_count_scans_count_idx on public.stock_count_scans (count_id, created_at);
create unique index stock_count_scans_item_idx on public.stock_count_scans (count_id, stock_item_id)
  where stock_item_id is not null;
create unique index stock_count_scans_code_idx on public.stock_count_scans (count_id, code)
  where stock_item_id is null;

-- A finished count is final: no update of it, no scan added to it after its finish.
create function private.stock_count_finished_guard() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_table_name = 'stock_counts' then
    if old.status = 'finished' then
      raise exception 'stock count % is finished', old.id using errcode = 'check_violation';
    end if;
    return new;
  end if;
  if exists (select 1 from public.stock_counts c
             where c.id = new.count_id and c.status = 'finished' and new.created_at >= c.finished_at) then
    raise exception 'stock count % is finished', new.count_id using errcode = 'check_violation';
  end if;
  return new;
end;
$$;
create trigger stock_counts_finished before update on public.stock_counts
  for each row execute function private.stock_count_finished_guard();
create trigger stock_count_scans_finished before insert or update on public.stock_count_scans
  for each row execute function private.stock_count_finished_guard();

alter table public.stock_counts enable row level security;
alter table public.stock_count_scans enable row level security;

grant select, insert, update on public.stock_counts to authenticated;
grant select, insert on public.stock_count_scans to authenticated;
grant all on public.stock_counts, public.stock_count_scans to service_role;

create policy stock_counts_member_all on public.stock_counts for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy stock_count_scans_member_all on public.stock_count_scans for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));

select private.require_aal2('public.stock_counts');
select private.require_aal2('public.stock_count_scans');
