-- The cash drawer and its Z report (issue 32 item 3, ADR 072). Money: integer minor units in the business's
-- currency. One open session per business at a time; a closed session is never rewritten (a trigger
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

-- A closed session is final: no update of it, no movement added to it.
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
  if exists (select 1 from public.cash_drawer_sessions s where s.id = new.session_id and s.status = 'closed') then
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
