-- The public showroom: what a jeweller publishes (settings, products, collaborations, reviews, weekly
-- availability) and what visitors send (appointments, leads). Visitors read as `anon`, through policies
-- that expose only what the jeweller published, and column grants where a table mixes public and
-- private columns. Visitors never write as `anon`: the API validates a public write and runs it on the
-- owner connection, scoped to the business it resolved from a published slug (docs/decisions).

-- One row per business: whether its showroom is public, its banner texts and booking rules.
create table public.showroom_settings (
  business_id uuid primary key references public.businesses (id) on delete cascade,
  published boolean not null default false,
  tagline text check (char_length(tagline) <= 300),
  banner_image text check (char_length(banner_image) <= 1000),
  -- Minutes kept free after each appointment (tidying up), part of the range a booking blocks.
  booking_buffer_minutes smallint not null default 0 check (booking_buffer_minutes between 0 and 240),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger showroom_settings_touch before update on public.showroom_settings
  for each row execute function public.touch_updated_at();

-- Whether a business's showroom is public. SECURITY DEFINER so the anon policies below can ask it
-- without anon reading the settings table through its own policy, and so it stays one indexed read.
create function public.showroom_published(business uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce((select s.published from public.showroom_settings s where s.business_id = business), false)
$$;
grant execute on function public.showroom_published(uuid) to anon, authenticated, service_role;

-- The week, in the business's own time zone: a start time offered on an ISO weekday (1 Monday … 7 Sunday).
create table public.availability_slots (
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  weekday smallint not null check (weekday between 1 and 7),
  start_time time not null,
  primary key (business_id, weekday, start_time)
);

-- Days the shop takes no booking (holidays), whatever the week says.
create table public.closed_dates (
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  closed_on date not null,
  reason text check (char_length(reason) <= 200),
  primary key (business_id, closed_on)
);

-- Every business starts with the spec's nine start times on every day, and an unpublished showroom.
create function public.create_showroom_defaults() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.showroom_settings (business_id) values (new.id) on conflict do nothing;
  insert into public.availability_slots (business_id, weekday, start_time)
  select new.id, d, t::time
    from generate_series(1, 7) d,
         unnest(array['09:00', '10:00', '11:00', '12:00', '14:00', '15:00', '16:00', '17:00', '18:00']) t
  on conflict do nothing;
  return new;
end
$$;
revoke execute on function public.create_showroom_defaults() from public, anon, authenticated;
create trigger businesses_showroom_defaults after insert on public.businesses
  for each row execute function public.create_showroom_defaults();

-- Businesses that existed before this migration get the same defaults.
insert into public.showroom_settings (business_id) select id from public.businesses on conflict do nothing;
insert into public.availability_slots (business_id, weekday, start_time)
select b.id, d, t::time
  from public.businesses b, generate_series(1, 7) d,
       unnest(array['09:00', '10:00', '11:00', '12:00', '14:00', '15:00', '16:00', '17:00', '18:00']) t
on conflict do nothing;

create table public.products (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  -- The per-business number used in URLs (/product/1 …), given in order by the trigger below.
  ref integer not null check (ref > 0),
  name text not null check (char_length(btrim(name)) between 1 and 200),
  description text not null default '' check (char_length(description) <= 5000),
  details text[] not null default '{}' check (cardinality(details) <= 30),
  price_minor bigint not null check (price_minor >= 0),
  currency char(3) not null default 'GBP' check (currency ~ '^[A-Z]{3}$'),
  category text not null
    check (category in ('CHAINS', 'PENDANTS', 'BRACELETS', 'WATCHES', 'GRILLS', 'RINGS')),
  -- Ordered: [{ "url": "...", "alt": "..." }], the first is the cover.
  images jsonb not null default '[]' check (jsonb_typeof(images) = 'array'),
  sizes text[] not null default '{}' check (cardinality(sizes) <= 40),
  engraving_allowed boolean not null default false,
  colours text[] not null default '{}' check (cardinality(colours) <= 20),
  stock integer not null default 0 check (stock >= 0),
  published boolean not null default false,
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (business_id, ref)
);
create index products_business_listing_idx on public.products (business_id, published, position, ref);
create trigger products_touch before update on public.products
  for each row execute function public.touch_updated_at();

-- A product without a ref gets the business's next one. The advisory lock serialises two inserts of one
-- business, so they cannot both take max + 1.
create function public.assign_product_ref() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.ref is null then
    perform pg_advisory_xact_lock(hashtextextended('product-ref:' || new.business_id::text, 0));
    select coalesce(max(p.ref), 0) + 1 into new.ref from public.products p where p.business_id = new.business_id;
  end if;
  return new;
end
$$;
revoke execute on function public.assign_product_ref() from public, anon, authenticated;
create trigger products_assign_ref before insert on public.products
  for each row execute function public.assign_product_ref();

create table public.collaborations (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  title text not null check (char_length(btrim(title)) between 1 and 200),
  celebrity text not null check (char_length(btrim(celebrity)) between 1 and 200),
  year smallint not null check (year between 1900 and 2100),
  description text not null default '' check (char_length(description) <= 2000),
  image_url text check (char_length(image_url) <= 1000),
  published boolean not null default true,
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index collaborations_business_idx on public.collaborations (business_id, position);
create trigger collaborations_touch before update on public.collaborations
  for each row execute function public.touch_updated_at();

-- Reviews: shown at once as unverified (moderated after the fact: the jeweller can hide one); the
-- reviewer's email is kept for the jeweller only (no column grant to anon).
create table public.reviews (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  product_id uuid references public.products (id) on delete set null,
  name text not null check (char_length(btrim(name)) between 1 and 100),
  email text check (char_length(email) <= 320),
  rating smallint not null check (rating between 1 and 5),
  comment text not null check (char_length(btrim(comment)) between 1 and 2000),
  verified boolean not null default false,
  status text not null default 'published' check (status in ('pending', 'published', 'hidden')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index reviews_business_published_idx on public.reviews (business_id, status, created_at desc);
create index reviews_product_idx on public.reviews (product_id, status, created_at desc)
  where product_id is not null;
create trigger reviews_touch before update on public.reviews
  for each row execute function public.touch_updated_at();

-- Appointments. The range a booking blocks is [starts_at, blocked_until): the type's longest duration
-- plus the business's buffer. Two live bookings of one business can never overlap: the exclusion
-- constraint refuses the second, whatever the types and whoever inserts.
create table public.appointments (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  type text not null check (type in ('phone', 'video', 'store', 'design')),
  mode text not null check (mode in ('phone', 'video', 'in-person')),
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'cancelled', 'completed')),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  blocked_until timestamptz not null,
  time_zone text not null check (char_length(time_zone) <= 64),
  first_name text not null check (char_length(btrim(first_name)) between 1 and 100),
  last_name text not null check (char_length(btrim(last_name)) between 1 and 100),
  email text not null check (char_length(email) between 3 and 320),
  phone text not null check (char_length(phone) <= 40),
  message text check (char_length(message) <= 2000),
  locale text not null default 'fr' check (locale in ('fr', 'en')),
  product_id uuid references public.products (id) on delete set null,
  deposit_minor bigint not null default 0 check (deposit_minor >= 0),
  deposit_currency char(3) not null default 'USD' check (deposit_currency ~ '^[A-Z]{3}$'),
  -- 'simulated': the spec's simulated card payment, until jewellers connect their own payment account.
  deposit_status text not null default 'none'
    check (deposit_status in ('none', 'simulated', 'pending', 'paid', 'refunded')),
  -- Bumped on every reschedule: the calendar file's SEQUENCE and the reminder job's key.
  sequence integer not null default 0,
  reminder_sent_at timestamptz,
  cancelled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (ends_at > starts_at and blocked_until >= ends_at),
  constraint appointments_no_overlap exclude using gist (
    business_id with =,
    tstzrange(starts_at, blocked_until, '[)') with &&
  ) where (status in ('pending', 'confirmed'))
);
create index appointments_business_start_idx on public.appointments (business_id, starts_at);
create trigger appointments_touch before update on public.appointments
  for each row execute function public.touch_updated_at();

-- The cancel / reschedule link: a random token, only its SHA-256 kept, valid until the slot starts.
create table public.appointment_tokens (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  appointment_id uuid not null references public.appointments (id) on delete cascade,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index appointment_tokens_appointment_idx on public.appointment_tokens (appointment_id);

-- What visitors send the jeweller: a custom-jewellery request, or an enquiry basket of pieces with their
-- choices. Leads land in the jeweller's data (and in their inbox); they are never orders or payments.
create table public.showroom_leads (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  kind text not null check (kind in ('custom', 'basket')),
  name text not null check (char_length(btrim(name)) between 1 and 100),
  email text not null check (char_length(email) between 3 and 320),
  phone text check (char_length(phone) <= 40),
  message text check (char_length(message) <= 2000),
  budget text check (char_length(budget) <= 100),
  -- Basket: [{ "productId", "ref", "name", "priceMinor", "currency", "size", "colour", "engraving" }].
  items jsonb not null default '[]' check (jsonb_typeof(items) = 'array' and jsonb_array_length(items) <= 50),
  status text not null default 'new' check (status in ('new', 'contacted', 'closed')),
  locale text not null default 'fr' check (locale in ('fr', 'en')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index showroom_leads_business_idx on public.showroom_leads (business_id, created_at desc);
create trigger showroom_leads_touch before update on public.showroom_leads
  for each row execute function public.touch_updated_at();

-- Busy ranges of a published showroom between two instants, for the availability answer: times only,
-- never who booked. Anon has no access to the appointments table itself.
create function public.showroom_busy_ranges(business uuid, range_from timestamptz, range_to timestamptz)
returns table (starts_at timestamptz, blocked_until timestamptz)
language sql stable security definer
set search_path = ''
as $$
  select a.starts_at, a.blocked_until from public.appointments a
   where a.business_id = business
     and public.showroom_published(business)
     and a.status in ('pending', 'confirmed')
     and a.starts_at < range_to and a.blocked_until > range_from
$$;
revoke execute on function public.showroom_busy_ranges(uuid, timestamptz, timestamptz) from public;
grant execute on function public.showroom_busy_ranges(uuid, timestamptz, timestamptz)
  to anon, authenticated, service_role;

-- Row-level security.
alter table public.showroom_settings enable row level security;
alter table public.availability_slots enable row level security;
alter table public.closed_dates enable row level security;
alter table public.products enable row level security;
alter table public.collaborations enable row level security;
alter table public.reviews enable row level security;
alter table public.appointments enable row level security;
alter table public.appointment_tokens enable row level security;
alter table public.showroom_leads enable row level security;

-- The jeweller's team: everything of their own business (tokens stay server-side only).
grant select, insert, update, delete on public.showroom_settings, public.availability_slots,
  public.closed_dates, public.products, public.collaborations, public.reviews, public.appointments,
  public.showroom_leads to authenticated;
grant all on public.showroom_settings, public.availability_slots, public.closed_dates, public.products,
  public.collaborations, public.reviews, public.appointments, public.appointment_tokens,
  public.showroom_leads to service_role;

create policy showroom_settings_member_all on public.showroom_settings for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy availability_slots_member_all on public.availability_slots for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy closed_dates_member_all on public.closed_dates for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy products_member_all on public.products for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy collaborations_member_all on public.collaborations for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy reviews_member_all on public.reviews for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy appointments_member_all on public.appointments for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy showroom_leads_member_all on public.showroom_leads for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));

-- Visitors: only what a published showroom shows, and only its public columns.
grant select (id, name, slug, city, address, postal_code, phone, verified, founded_year, time_zone, currency)
  on public.businesses to anon;
create policy businesses_public_read on public.businesses for select to anon
  using (public.showroom_published(id));

grant select (business_id, published, tagline, banner_image, booking_buffer_minutes)
  on public.showroom_settings to anon;
create policy showroom_settings_public_read on public.showroom_settings for select to anon
  using (published);

grant select on public.availability_slots, public.closed_dates to anon;
create policy availability_slots_public_read on public.availability_slots for select to anon
  using (public.showroom_published(business_id));
create policy closed_dates_public_read on public.closed_dates for select to anon
  using (public.showroom_published(business_id));

grant select (id, business_id, ref, name, description, details, price_minor, currency, category, images,
  sizes, engraving_allowed, colours, published, position, created_at, updated_at) on public.products to anon;
create policy products_public_read on public.products for select to anon
  using (published and public.showroom_published(business_id));

grant select (id, business_id, title, celebrity, year, description, image_url, published, position)
  on public.collaborations to anon;
create policy collaborations_public_read on public.collaborations for select to anon
  using (published and public.showroom_published(business_id));

grant select (id, business_id, product_id, name, rating, comment, verified, status, created_at)
  on public.reviews to anon;
create policy reviews_public_read on public.reviews for select to anon
  using (status = 'published' and public.showroom_published(business_id));
