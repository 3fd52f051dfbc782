-- Teams (issue 20, ADR 031-teams-and-roles): three roles, invitations by email, and who did what.
--
-- Roles: 'owner' (everything), 'admin' (everything but billing, deletion and ownership), 'staff' (clients,
-- orders, appointments, leads, catalogue). The API checks every route against one table
-- (@carat/domain/roles); the policies below are the floor under it for the tables staff must not reach.

alter table public.memberships drop constraint if exists memberships_role_check;
alter table public.memberships add constraint memberships_role_check
  check (role in ('owner', 'admin', 'staff'));

-- 'staff': any member; 'admin': an owner or an admin; 'owner': an owner.
create or replace function public.has_business_role(business uuid, wanted text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.memberships m
    where m.business_id = business and m.user_id = auth.uid()
      and (wanted = 'staff'
           or m.role = wanted
           or (wanted = 'admin' and m.role = 'owner'))
  )
$$;

-- The business's details: owners and admins.
drop policy businesses_owner_update on public.businesses;
create policy businesses_admin_update on public.businesses for update to authenticated
  using (public.has_business_role(id, 'admin'))
  with check (public.has_business_role(id, 'admin'));

-- Memberships: owners and admins manage the team, but only an owner touches an owner's row or makes one;
-- anyone may leave (delete their own row) unless they are an owner (ownership is transferred first).
drop policy memberships_owner_write on public.memberships;
create policy memberships_admin_write on public.memberships for all to authenticated
  using (public.has_business_role(business_id, 'admin')
         and (role <> 'owner' or public.has_business_role(business_id, 'owner')))
  with check (public.has_business_role(business_id, 'admin')
              and (role <> 'owner' or public.has_business_role(business_id, 'owner')));
create policy memberships_leave on public.memberships for delete to authenticated
  using (user_id = auth.uid() and role <> 'owner');

-- Invitations: a random token, kept only as its SHA-256 (hex); pending ones hold a seat until they expire.
create table public.team_invitations (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  email text not null check (char_length(email) between 3 and 254),
  role text not null check (role in ('admin', 'staff')),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  status text not null default 'pending' check (status in ('pending', 'accepted', 'declined', 'revoked')),
  invited_by uuid references auth.users (id) on delete set null,
  expires_at timestamptz not null,
  sent_at timestamptz not null default now(),
  responded_at timestamptz,
  responded_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);
create unique index team_invitations_one_pending on public.team_invitations (business_id, lower(email))
  where status = 'pending';
create index team_invitations_business_idx on public.team_invitations (business_id, created_at desc);

alter table public.team_invitations enable row level security;
grant select, insert, update, delete on public.team_invitations to authenticated;
grant all on public.team_invitations to service_role;
create policy team_invitations_admin_all on public.team_invitations for all to authenticated
  using (public.has_business_role(business_id, 'admin'))
  with check (public.has_business_role(business_id, 'admin'));
select private.require_aal2('public.team_invitations');

-- A new account that signs up from an invitation (its metadata carries the token, and a pending
-- invitation with that token names its email) joins that business on accepting: it gets a profile but
-- no business of its own, so it is never sent to /payment.
create or replace function public.handle_new_user() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  full_name text := nullif(btrim(meta ->> 'full_name'), '');
  business_name text := coalesce(
    nullif(btrim(meta ->> 'business_name'), ''),
    full_name,
    split_part(coalesce(new.email, 'bijouterie'), '@', 1)
  );
  invitation text := nullif(meta ->> 'invitation', '');
  new_business uuid;
begin
  insert into public.profiles (user_id, first_name, last_name, locale)
  values (
    new.id,
    split_part(coalesce(full_name, ''), ' ', 1),
    nullif(btrim(substr(coalesce(full_name, ''), char_length(split_part(coalesce(full_name, ''), ' ', 1)) + 1)), ''),
    case when meta ->> 'locale' = 'en' then 'en' else 'fr' end
  );
  if invitation is not null and exists (
    select 1 from public.team_invitations i
     where i.token_hash = encode(sha256(convert_to(invitation, 'UTF8')), 'hex')
       and i.status = 'pending' and i.expires_at > now()
       and lower(i.email) = lower(new.email)
  ) then
    return new;
  end if;
  insert into public.businesses (name, slug, email)
  values (left(business_name, 200), public.unique_business_slug(business_name), new.email)
  returning id into new_business;
  insert into public.memberships (business_id, user_id, role) values (new_business, new.id, 'owner');
  return new;
end
$$;
revoke execute on function public.handle_new_user() from public, anon, authenticated;

-- The team, activity and order timelines show members' names (to every member) and emails (to owners and
-- admins), which `authenticated` cannot read itself (auth.users; profiles are each user's own).
create function public.business_member_directory(business uuid)
returns table (user_id uuid, email text, first_name text, last_name text)
language sql stable security definer
set search_path = ''
as $$
  select m.user_id,
         case when public.has_business_role(business, 'admin') then u.email::text end,
         p.first_name, p.last_name
    from public.memberships m
    join auth.users u on u.id = m.user_id
    left join public.profiles p on p.user_id = m.user_id
   where m.business_id = business and public.has_business_role(business, 'staff')
$$;
revoke execute on function public.business_member_directory(uuid) from public, anon;
grant execute on function public.business_member_directory(uuid) to authenticated, service_role;

-- Staff do not reach invoices, their settings or the payments account (ADR 031): restrictive policies,
-- so a query that forgets the API's check still finds nothing.
do $$
declare
  t text;
begin
  foreach t in array array['invoices', 'invoice_lines', 'credit_notes', 'invoice_settings',
                           'payment_accounts', 'client_payments']
  loop
    execute format(
      'create policy %I on public.%I as restrictive for all to authenticated
         using (public.has_business_role(business_id, ''admin''))
         with check (public.has_business_role(business_id, ''admin''))',
      t || '_admin_only', t);
  end loop;
end
$$;

-- Who did what: orders, invoices and appointments write one line per change, with the member who made
-- it (auth.uid(); null for a visitor's booking or a job). Written by triggers, so no path forgets it.
create table public.activity_log (
  id uuid primary key default gen_random_uuid(),
  seq bigint generated always as identity,
  -- No foreign key: a business's deletion removes its orders, whose triggers write here on the way
  -- out; businesses_activity_purge then removes every line of that business.
  business_id uuid not null,
  actor_id uuid references auth.users (id) on delete set null,
  entity text not null check (entity in ('order', 'invoice', 'appointment')),
  entity_id uuid not null,
  action text not null check (action in ('created', 'updated', 'status', 'deleted')),
  -- Small facts (number, status from → to, name), never a copy of the row.
  detail jsonb not null default '{}' check (jsonb_typeof(detail) = 'object'),
  created_at timestamptz not null default now()
);
create index activity_log_business_idx on public.activity_log (business_id, seq desc);

alter table public.activity_log enable row level security;
grant select on public.activity_log to authenticated;
grant all on public.activity_log to service_role;
create policy activity_log_admin_read on public.activity_log for select to authenticated
  using (public.has_business_role(business_id, 'admin'));
select private.require_aal2('public.activity_log');

create function private.record_activity() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  entity text := case tg_table_name when 'orders' then 'order' when 'invoices' then 'invoice' else 'appointment' end;
  row_new jsonb := case when tg_op = 'DELETE' then null else to_jsonb(new) end;
  row_old jsonb := case when tg_op = 'INSERT' then null else to_jsonb(old) end;
  r jsonb := coalesce(row_new, row_old);
  action text;
  detail jsonb := jsonb_strip_nulls(jsonb_build_object(
    'number', r ->> 'number',
    'name', coalesce(r ->> 'item', r ->> 'client_name',
                     nullif(btrim(concat(r ->> 'first_name', ' ', r ->> 'last_name')), ''))
  ));
begin
  if tg_op = 'INSERT' then
    action := 'created';
  elsif tg_op = 'DELETE' then
    action := 'deleted';
  elsif (row_old ->> 'status') is distinct from (row_new ->> 'status') then
    action := 'status';
    detail := detail || jsonb_build_object('from', row_old ->> 'status', 'to', row_new ->> 'status');
  else
    -- Only a change a person would call a change: the touch columns alone do not count.
    if (row_old - 'updated_at' - 'search') = (row_new - 'updated_at' - 'search') then
      return null;
    end if;
    action := 'updated';
  end if;
  insert into public.activity_log (business_id, actor_id, entity, entity_id, action, detail)
  values ((r ->> 'business_id')::uuid, auth.uid(), entity, (r ->> 'id')::uuid, action, detail);
  return null;
end
$$;
revoke execute on function private.record_activity() from public;

create trigger orders_activity after insert or update or delete on public.orders
  for each row execute function private.record_activity();
create trigger invoices_activity after insert or update or delete on public.invoices
  for each row execute function private.record_activity();
create trigger appointments_activity after insert or update or delete on public.appointments
  for each row execute function private.record_activity();

create function private.purge_activity() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  delete from public.activity_log where business_id = old.id;
  return null;
end
$$;
revoke execute on function private.purge_activity() from public;
-- After the foreign keys' cascades (their triggers sort first), so the lines they wrote go too.
create trigger businesses_activity_purge after delete on public.businesses
  for each row execute function private.purge_activity();
