-- Tenancy: a jeweller's business is the tenant; users join it through memberships.

create table public.businesses (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 200),
  slug text not null unique check (slug ~ '^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$'),
  address text check (char_length(address) <= 500),
  city text check (char_length(city) <= 120),
  postal_code text check (char_length(postal_code) <= 20),
  vat_number text check (char_length(vat_number) <= 40),
  phone text check (char_length(phone) <= 40),
  email text check (char_length(email) <= 320),
  time_zone text not null default 'Europe/London' check (char_length(time_zone) <= 64),
  currency char(3) not null default 'GBP' check (currency ~ '^[A-Z]{3}$'),
  verified boolean not null default false,
  founded_year smallint check (founded_year between 1800 and 2100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.memberships (
  business_id uuid not null references public.businesses (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null check (role in ('owner', 'staff')),
  created_at timestamptz not null default now(),
  primary key (business_id, user_id)
);
create index memberships_user_idx on public.memberships (user_id);

create table public.profiles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  first_name text check (char_length(first_name) <= 100),
  last_name text check (char_length(last_name) <= 100),
  phone text check (char_length(phone) <= 40),
  locale text not null default 'fr' check (locale in ('fr', 'en')),
  notification_preferences jsonb not null default
    '{"orderUpdates": true, "appointmentReminders": true, "paymentAlerts": true, "marketingEmails": false}',
  appearance jsonb not null default '{"darkMode": false, "compactView": false}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger businesses_touch before update on public.businesses
  for each row execute function public.touch_updated_at();
create trigger profiles_touch before update on public.profiles
  for each row execute function public.touch_updated_at();

-- Helpers for policies. SECURITY DEFINER so that reading memberships inside a policy does not recurse
-- into the memberships policy; each reads only the caller's own rows (auth.uid()).
create function public.user_business_ids() returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select m.business_id from public.memberships m where m.user_id = auth.uid()
$$;

create function public.has_business_role(business uuid, wanted text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.memberships m
    where m.business_id = business and m.user_id = auth.uid() and (wanted = 'staff' or m.role = wanted)
  )
$$;

-- The caller's business: the one the request asked for (request.business_id) when the caller belongs
-- to it, else the caller's first owned business.
create function public.current_business_id() returns uuid
language sql stable security definer
set search_path = ''
as $$
  select coalesce(
    (select m.business_id from public.memberships m
      where m.user_id = auth.uid()
        and m.business_id = nullif(current_setting('request.business_id', true), '')::uuid),
    (select m.business_id from public.memberships m
      where m.user_id = auth.uid()
      order by (m.role = 'owner') desc, m.created_at
      limit 1)
  )
$$;

revoke execute on function public.user_business_ids(), public.has_business_role(uuid, text),
  public.current_business_id() from public, anon;
grant execute on function public.user_business_ids(), public.has_business_role(uuid, text),
  public.current_business_id() to authenticated, service_role;

-- A slug nobody has yet, derived from a name: 'Maison Élise' → 'maison-elise', then 'maison-elise-4f2a'.
create function public.unique_business_slug(name text) returns text
language plpgsql volatile
set search_path = ''
as $$
declare
  base text := btrim(regexp_replace(public.normalize_search(name), '[^a-z0-9]+', '-', 'g'), '-');
  candidate text;
begin
  if base = '' then base := 'bijouterie'; end if;
  base := left(base, 48);
  candidate := base;
  while exists (select 1 from public.businesses b where b.slug = candidate)
        or candidate in ('api', 'app', 'www', 'admin', 'dashboard', 'showroom', 'auth', 'static') loop
    candidate := base || '-' || substr(md5(random()::text), 1, 4);
  end loop;
  return candidate;
end
$$;
revoke execute on function public.unique_business_slug(text) from public, anon, authenticated;

-- A new account is a jeweller: it gets a profile, a business and the owner membership. A trigger (not
-- API code) so that sign-ups through hosted Supabase Auth get the same.
create function public.handle_new_user() returns trigger
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
  new_business uuid;
begin
  insert into public.profiles (user_id, first_name, last_name, locale)
  values (
    new.id,
    split_part(coalesce(full_name, ''), ' ', 1),
    nullif(btrim(substr(coalesce(full_name, ''), char_length(split_part(coalesce(full_name, ''), ' ', 1)) + 1)), ''),
    case when meta ->> 'locale' = 'en' then 'en' else 'fr' end
  );
  insert into public.businesses (name, slug, email)
  values (left(business_name, 200), public.unique_business_slug(business_name), new.email)
  returning id into new_business;
  insert into public.memberships (business_id, user_id, role) values (new_business, new.id, 'owner');
  return new;
end
$$;
revoke execute on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

-- Row-level security: the database, not only the handlers, keeps tenants apart.
alter table public.businesses enable row level security;
alter table public.memberships enable row level security;
alter table public.profiles enable row level security;

grant select, update on public.businesses to authenticated;
grant select, insert, update, delete on public.memberships to authenticated;
grant select, insert, update on public.profiles to authenticated;
grant all on public.businesses, public.memberships, public.profiles to service_role;

create policy businesses_member_read on public.businesses for select to authenticated
  using (id in (select public.user_business_ids()));
create policy businesses_owner_update on public.businesses for update to authenticated
  using (public.has_business_role(id, 'owner'))
  with check (public.has_business_role(id, 'owner'));

create policy memberships_member_read on public.memberships for select to authenticated
  using (business_id in (select public.user_business_ids()));
create policy memberships_owner_write on public.memberships for all to authenticated
  using (public.has_business_role(business_id, 'owner'))
  with check (public.has_business_role(business_id, 'owner'));

create policy profiles_own on public.profiles for all to authenticated
  using (user_id = auth.uid())
  with check (user_id = auth.uid());
