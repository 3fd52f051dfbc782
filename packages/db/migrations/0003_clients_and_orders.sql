-- Clients of a business and the orders they place. A client's spend and order count are derived from
-- the orders, never typed in.

create table public.clients (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 200),
  email text check (char_length(email) <= 320),
  phone text check (char_length(phone) <= 40),
  status text not null default 'new' check (status in ('vip', 'active', 'new')),
  location text check (char_length(location) <= 200),
  notes text check (char_length(notes) <= 5000),
  -- [{ "finger": "left ring", "diameterMm": 17.3 }]: one number per finger, every size system derived.
  ring_sizes jsonb not null default '[]' check (jsonb_typeof(ring_sizes) = 'array'),
  birthday date,
  anniversary date,
  rating smallint check (rating between 1 and 5),
  -- Searchable without case or accents: name, email, phone as written and phone digits alone.
  -- The name as it sorts: without case or accents (Émilie with the Es).
  sort_name text generated always as (public.normalize_search(name)) stored,
  search_text text generated always as (
    public.normalize_search(
      name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' '
        || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')
    )
  ) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index clients_business_name_idx on public.clients (business_id, sort_name, id);
create index clients_business_created_idx on public.clients (business_id, created_at desc, id);
create index clients_business_status_idx on public.clients (business_id, status);
create index clients_search_idx on public.clients using gin (business_id, search_text extensions.gin_trgm_ops);
create trigger clients_touch before update on public.clients
  for each row execute function public.touch_updated_at();

-- The Clients list: one page of ids, and how many match (counted up to a cap). Under row-level security
-- a LIKE filter cannot use an index (LIKE is not leakproof, so Postgres applies the policy first, row by
-- row), so these run as the table owner with the membership check written out, and answer ids and
-- counts only; the caller then reads the rows under RLS. Dynamic SQL so each call is planned with its
-- own values (a fragment matching few rows walks the trigram index, a broad one the name order).
create function public.client_page_ids(
  business uuid, pattern text, wanted_status text, sort text, page_size integer, page_offset integer
) returns setof uuid
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not public.has_business_role(business, 'staff') then
    return;
  end if;
  -- With a fragment of three letters or more, the trigram index finds every match first and only those
  -- are sorted (the cost follows the number of matches). Walking the name order and filtering, which
  -- the planner may prefer, is slow when the matches sort late (every 'Émilie' after 27,000 others).
  if pattern is not null and char_length(replace(pattern, '%', '')) >= 3 then
    return query execute format(
      'with matches as materialized (
         select c.id, c.sort_name, c.created_at from public.clients c
          where c.business_id = $1
            and c.search_text like public.normalize_search($2)
            and ($3::text is null or c.status = $3))
       select m.id from matches m order by %s limit $4 offset $5',
      case when sort = 'recent' then 'm.created_at desc, m.id' else 'm.sort_name, m.id' end)
    using business, pattern, wanted_status, least(page_size, 100), greatest(page_offset, 0);
  else
    return query execute format(
      'select c.id from public.clients c
        where c.business_id = $1
          and ($2::text is null or c.search_text like public.normalize_search($2))
          and ($3::text is null or c.status = $3)
        order by %s
        limit $4 offset $5',
      case when sort = 'recent' then 'c.created_at desc, c.id' else 'c.sort_name, c.id' end)
    using business, pattern, wanted_status, least(page_size, 100), greatest(page_offset, 0);
  end if;
end
$$;

create function public.client_match_count(business uuid, pattern text, wanted_status text, cap integer)
returns integer
language plpgsql stable security definer
set search_path = ''
as $$
declare
  matched integer;
begin
  if not public.has_business_role(business, 'staff') then
    return 0;
  end if;
  execute
    'select count(*)::integer from (
       select 1 from public.clients c
        where c.business_id = $1
          and ($2::text is null or c.search_text like public.normalize_search($2))
          and ($3::text is null or c.status = $3)
        limit $4) matched'
  into matched
  using business, pattern, wanted_status, cap;
  return matched;
end
$$;

revoke execute on function public.client_page_ids(uuid, text, text, text, integer, integer),
  public.client_match_count(uuid, text, text, integer) from public, anon;
grant execute on function public.client_page_ids(uuid, text, text, text, integer, integer),
  public.client_match_count(uuid, text, text, integer) to authenticated, service_role;

-- Per-business, per-year counters for human numbers (ORD-2026-001, INV-2026-001): incremented in the
-- transaction that takes a number, so numbers are never reused and gaps only come from rollbacks.
create table private.business_counters (
  business_id uuid not null references public.businesses (id) on delete cascade,
  kind text not null check (kind in ('order', 'invoice', 'credit_note')),
  year smallint not null,
  last_value integer not null default 0,
  primary key (business_id, kind, year)
);

create function public.next_business_number(business uuid, counter_kind text, counter_year integer)
returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  taken integer;
begin
  -- Only a member of the business may take its numbers.
  if auth.role() is distinct from 'service_role' and not public.has_business_role(business, 'staff') then
    raise exception 'not a member of this business' using errcode = '42501';
  end if;
  insert into private.business_counters (business_id, kind, year, last_value)
  values (business, counter_kind, counter_year, 1)
  on conflict (business_id, kind, year)
  do update set last_value = private.business_counters.last_value + 1
  returning last_value into taken;
  return taken;
end
$$;
revoke execute on function public.next_business_number(uuid, text, integer) from public, anon;
grant execute on function public.next_business_number(uuid, text, integer) to authenticated, service_role;

create table public.orders (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  number text not null check (number ~ '^ORD-[0-9]{4}-[0-9]{3,}$'),
  client_id uuid references public.clients (id) on delete set null,
  item text not null check (char_length(btrim(item)) between 1 and 200),
  status text not null default 'pending' check (status in ('pending', 'in-progress', 'completed', 'cancelled')),
  amount_minor bigint not null default 0 check (amount_minor >= 0),
  currency char(3) not null default 'GBP' check (currency ~ '^[A-Z]{3}$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (business_id, number)
);
create index orders_client_idx on public.orders (client_id) where client_id is not null;
create index orders_business_created_idx on public.orders (business_id, created_at desc);
create trigger orders_touch before update on public.orders
  for each row execute function public.touch_updated_at();

alter table public.clients enable row level security;
alter table public.orders enable row level security;
alter table private.business_counters enable row level security;

grant select, insert, update, delete on public.clients, public.orders to authenticated;
grant all on public.clients, public.orders to service_role;

create policy clients_member_all on public.clients for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy orders_member_all on public.orders for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
