-- The jeweller's calendar on their phone (issue 33, ADR 068): a private iCalendar feed per team member,
-- reached by a random token of which only the SHA-256 is kept (as API keys and booking links), and the
-- busy times imported from the jeweller's own calendar (an ICS URL), which the showroom's availability
-- leaves out; and deposit and payment receipts by text.

-- One live feed per member of a business; rotating replaces the hash (the old address answers 404),
-- revoking deletes the row.
create table public.calendar_feeds (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  rotated_at timestamptz not null default now(),
  -- The last time a calendar fetched it: shown in Settings so the jeweller sees the phone subscribed.
  last_fetched_at timestamptz,
  unique (business_id, user_id)
);

-- An ICS address the jeweller pasted. The address may carry a secret (Google's private address does):
-- members read it, only owners and admins add or remove one.
create table public.calendar_imports (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  url text not null check (url ~ '^https?://' and char_length(url) <= 2000),
  created_by uuid references auth.users (id) on delete set null,
  last_synced_at timestamptz,
  last_error text check (char_length(last_error) <= 500),
  busy_count integer not null default 0,
  created_at timestamptz not null default now(),
  unique (business_id, url)
);

-- The busy intervals of the last successful sync (times only: no title or place is kept).
create table public.calendar_busy (
  id bigint generated always as identity primary key,
  business_id uuid not null references public.businesses (id) on delete cascade,
  import_id uuid not null references public.calendar_imports (id) on delete cascade,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  check (ends_at > starts_at)
);
create index calendar_busy_range_idx on public.calendar_busy (business_id, starts_at, ends_at);

alter table public.calendar_feeds enable row level security;
alter table public.calendar_imports enable row level security;
alter table public.calendar_busy enable row level security;

grant select, insert, update, delete on public.calendar_feeds to authenticated;
grant select, insert, update, delete on public.calendar_imports to authenticated;
grant select on public.calendar_busy to authenticated;
grant all on public.calendar_feeds, public.calendar_imports, public.calendar_busy to service_role;

-- A member sees and manages their own feed only (its address is theirs).
create policy calendar_feeds_own on public.calendar_feeds for all to authenticated
  using (user_id = auth.uid() and business_id in (select public.user_business_ids()))
  with check (user_id = auth.uid() and business_id in (select public.user_business_ids()));

create policy calendar_imports_member_read on public.calendar_imports for select to authenticated
  using (business_id in (select public.user_business_ids()));
create policy calendar_imports_admin_insert on public.calendar_imports for insert to authenticated
  with check (public.has_business_role(business_id, 'admin'));
create policy calendar_imports_admin_update on public.calendar_imports for update to authenticated
  using (public.has_business_role(business_id, 'admin'))
  with check (public.has_business_role(business_id, 'admin'));
create policy calendar_imports_admin_delete on public.calendar_imports for delete to authenticated
  using (public.has_business_role(business_id, 'admin'));

-- Written by the sync (the API's own connection); members read them.
create policy calendar_busy_member_read on public.calendar_busy for select to authenticated
  using (business_id in (select public.user_business_ids()));

select private.require_aal2('public.calendar_feeds');
select private.require_aal2('public.calendar_imports');
select private.require_aal2('public.calendar_busy');

-- The showroom's busy ranges now include the imported busy times: every reader of free slots (the
-- showroom's booking form, the chat's slots) goes through this function.
create or replace function public.showroom_busy_ranges(business uuid, range_from timestamptz, range_to timestamptz)
returns table (starts_at timestamptz, blocked_until timestamptz)
language sql stable security definer
set search_path = ''
as $$
  select a.starts_at, a.blocked_until from public.appointments a
   where a.business_id = business
     and public.showroom_published(business)
     and a.status in ('pending', 'confirmed')
     and (a.hold_expires_at is null or a.hold_expires_at > now())
     and a.starts_at < range_to and a.blocked_until > range_from
  union all
  select b.starts_at, b.ends_at from public.calendar_busy b
   where b.business_id = business
     and public.showroom_published(business)
     and b.starts_at < range_to and b.ends_at > range_from
$$;

-- Deposit and payment receipts by text (ADR 068): a message kind of their own.
alter table public.messages drop constraint messages_kind_check;
alter table public.messages
  add constraint messages_kind_check check (kind in ('booking_confirmation', 'booking_reminder', 'repair_ready',
    'receipt', 'campaign', 'manual', 'reply', 'keyword'));
