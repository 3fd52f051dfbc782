-- The rest of a jeweller's own showroom (issue 14, items 2, 4–7): collections of pieces in a manual order,
-- the appointment types as the business offers them, review moderation (hide, verify, reply), and the
-- showroom settings (slug with redirects from old ones, logo, social links, contact, languages). The
-- 'VÉRIFIÉ' badge stays the platform's (docs/decisions/024-verified-badge.md). Products are 0017's; this
-- file only refers to them by id.

-- 1. Showroom settings. The business row keeps name, slug, city, founding year, phone and address (the
--    invoices print them too); the showroom's own settings row gains what only the showroom shows.
alter table public.showroom_settings
  add column logo_image text check (char_length(logo_image) <= 1000),
  -- { "instagram": "https://…", "facebook": …, "tiktok", "x", "pinterest", "youtube", "whatsapp", "website" }
  add column social_links jsonb not null default '{}'
    check (jsonb_typeof(social_links) = 'object' and pg_column_size(social_links) <= 4000),
  -- The address visitors may write to (the business's own email stays private: notifications go there).
  add column contact_email text check (char_length(contact_email) <= 320),
  -- The languages the showroom offers, the first its default: the FR/EN switch shows only these.
  add column languages text[] not null default '{fr,en}'
    check (cardinality(languages) between 1 and 2 and languages <@ array['fr', 'en']::text[]);

grant select (logo_image, social_links, contact_email, languages) on public.showroom_settings to anon;

-- The badge and the demo flag are the platform's: a member may change the business's details, never these
-- (before, `update` was granted on every column and only the API's schema kept them out).
revoke update on public.businesses from authenticated;
grant update (name, slug, address, city, postal_code, vat_number, phone, email, time_zone, currency, founded_year)
  on public.businesses to authenticated;

-- Who granted or withdrew the badge, when and why: written only by private.set_business_verified, on the
-- platform's own connection. Not in `public`: no API, no role but the owner reads it.
create table private.business_verifications (
  id bigint generated always as identity primary key,
  business_id uuid not null references public.businesses (id) on delete cascade,
  verified boolean not null,
  reason text not null check (char_length(btrim(reason)) between 1 and 1000),
  decided_by text not null check (char_length(btrim(decided_by)) between 1 and 200),
  decided_at timestamptz not null default now()
);
create index business_verifications_business_idx on private.business_verifications (business_id, decided_at desc);
revoke all on private.business_verifications from public, anon, authenticated;

create function private.set_business_verified(business uuid, badge boolean, reason text, decided_by text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  update public.businesses b set verified = badge where b.id = business;
  if not found then
    raise exception 'no business %', business using errcode = 'P0002';
  end if;
  insert into private.business_verifications (business_id, verified, reason, decided_by)
  values (business, badge, reason, decided_by);
end
$$;
revoke execute on function private.set_business_verified(uuid, boolean, text, text) from public, anon, authenticated;

-- 2. Old slugs. A showroom that changes its slug keeps its old addresses: each old slug points at the
--    business, and the public showroom answers where it moved (the showroom app turns that into a 301).
--    An old slug stays its business's: nobody else can take it (a link shared last year must not lead to
--    another shop); the business itself may take it back.
create table public.showroom_slug_redirects (
  slug text primary key check (slug ~ '^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$'),
  business_id uuid not null references public.businesses (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index showroom_slug_redirects_business_idx on public.showroom_slug_redirects (business_id);

create function public.business_slug_history() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.slug is not distinct from old.slug then
    return new;
  end if;
  if tg_when = 'BEFORE' then
    if exists (select 1 from public.showroom_slug_redirects r where r.slug = new.slug and r.business_id <> new.id) then
      raise exception 'slug % was another showroom''s', new.slug
        using errcode = '23505', constraint = 'showroom_slug_redirects_pkey';
    end if;
    return new;
  end if;
  delete from public.showroom_slug_redirects r where r.slug = new.slug;
  insert into public.showroom_slug_redirects (slug, business_id) values (old.slug, new.id)
  on conflict (slug) do update set business_id = excluded.business_id, created_at = now();
  return new;
end
$$;
revoke execute on function public.business_slug_history() from public, anon, authenticated;
create trigger businesses_slug_taken before update of slug on public.businesses
  for each row execute function public.business_slug_history();
create trigger businesses_slug_history after update of slug on public.businesses
  for each row execute function public.business_slug_history();

-- Where an old slug of a published showroom leads now (null: it never was one, or the showroom is
-- offline). SECURITY DEFINER: visitors ask it without reading the table.
create function public.showroom_slug_target(old_slug text) returns text
language sql stable security definer
set search_path = ''
as $$
  select b.slug from public.showroom_slug_redirects r join public.businesses b on b.id = r.business_id
   where r.slug = old_slug and public.showroom_published(b.id)
$$;
revoke execute on function public.showroom_slug_target(text) from public;
grant execute on function public.showroom_slug_target(text) to anon, authenticated, service_role;

-- Whether a slug is free for a business: not another business's, nor another's old one, nor a route word.
create function public.showroom_slug_available(candidate text, business uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select not public.is_reserved_slug(candidate)
     and not exists (select 1 from public.businesses b where b.slug = candidate and b.id <> business)
     and not exists (select 1 from public.showroom_slug_redirects r where r.slug = candidate and r.business_id <> business)
$$;
revoke execute on function public.showroom_slug_available(text, uuid) from public, anon;
grant execute on function public.showroom_slug_available(text, uuid) to authenticated, service_role;

-- A new account's slug skips old slugs too.
create or replace function public.unique_business_slug(name text) returns text
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
        or exists (select 1 from public.showroom_slug_redirects r where r.slug = candidate)
        or public.is_reserved_slug(candidate) loop
    candidate := base || '-' || substr(md5(random()::text), 1, 4);
  end loop;
  return candidate;
end
$$;
revoke execute on function public.unique_business_slug(text) from public, anon, authenticated;

-- 3. Collections: the jeweller's own groups of pieces (beside the spec's category tabs), a name in French
--    or English (one required), a cover, the pieces in a manual order; a piece may be in several.
create table public.collections (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  name_fr text check (char_length(name_fr) <= 120),
  name_en text check (char_length(name_en) <= 120),
  description_fr text check (char_length(description_fr) <= 2000),
  description_en text check (char_length(description_en) <= 2000),
  cover_image text check (char_length(cover_image) <= 1000),
  published boolean not null default true,
  position integer not null default 0 check (position >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id, business_id),
  constraint collections_name_present
    check (coalesce(btrim(name_fr), '') <> '' or coalesce(btrim(name_en), '') <> '')
);
create index collections_business_idx on public.collections (business_id, position, created_at);
create trigger collections_touch before update on public.collections
  for each row execute function public.touch_updated_at();

-- A piece of one's own business only: both references carry the business (products gain the key 0017
-- also declares; whichever migration runs first creates it).
do $$
begin
  if not exists (
    select 1 from pg_constraint c
     where c.conrelid = 'public.products'::regclass and c.contype in ('u', 'p')
       and (select array_agg(a.attname::text order by a.attname) from pg_attribute a
             where a.attrelid = c.conrelid and a.attnum = any (c.conkey)) = array['business_id', 'id']
  ) then
    alter table public.products add constraint products_id_business_key unique (id, business_id);
  end if;
end
$$;

create table public.collection_products (
  collection_id uuid not null,
  product_id uuid not null,
  business_id uuid not null default public.current_business_id(),
  position integer not null default 0 check (position >= 0),
  primary key (collection_id, product_id),
  foreign key (collection_id, business_id) references public.collections (id, business_id) on delete cascade,
  foreign key (product_id, business_id) references public.products (id, business_id) on delete cascade
);
create index collection_products_order_idx on public.collection_products (collection_id, position);
create index collection_products_product_idx on public.collection_products (product_id);

-- 4. The appointment types as a business offers them. A type without a row is the spec's (domain
--    appointment-services.ts): the defaults hold for every business, new or old, without a copy here.
create table public.appointment_services (
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  type text not null check (type in ('phone', 'video', 'store', 'design')),
  enabled boolean not null default true,
  min_duration_minutes smallint not null check (min_duration_minutes between 5 and 480),
  max_duration_minutes smallint not null check (max_duration_minutes between 5 and 480),
  min_price_minor bigint not null check (min_price_minor between 0 and 10000000),
  max_price_minor bigint not null check (max_price_minor between 0 and 10000000),
  currency char(3) not null check (currency ~ '^[A-Z]{3}$'),
  description_fr text check (char_length(description_fr) <= 500),
  description_en text check (char_length(description_en) <= 500),
  -- Asked at booking; charged by the payments work, stored as 'simulated' until then.
  deposit_minor bigint not null default 0 check (deposit_minor >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (business_id, type),
  check (min_duration_minutes <= max_duration_minutes),
  check (min_price_minor <= max_price_minor),
  check (deposit_minor <= max_price_minor)
);
create trigger appointment_services_touch before update on public.appointment_services
  for each row execute function public.touch_updated_at();

-- 5. Reviews: the jeweller's public reply, and how a review came to be verified. A review is verified at
--    once when its email is a client's of the business with an order (not cancelled) or an appointment
--    that took place or was confirmed; the jeweller may also mark one by hand.
alter table public.reviews
  add column reply text check (char_length(reply) <= 2000),
  add column replied_at timestamptz,
  add column verification text check (verification in ('automatic', 'manual'));
update public.reviews set verification = 'manual' where verified;

create function public.is_known_client_email(business uuid, address text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
      select 1 from public.clients c
       where c.business_id = business and lower(c.email) = lower(btrim(address))
         and (exists (select 1 from public.orders o where o.client_id = c.id and o.status <> 'cancelled')
              or exists (select 1 from public.appointments a
                          where a.client_id = c.id and a.status in ('confirmed', 'completed'))))
      or exists (
      select 1 from public.appointments a
       where a.business_id = business and lower(a.email) = lower(btrim(address))
         and a.status in ('confirmed', 'completed'))
$$;
-- Not granted to members: it would tell whether an address is another business's client.
revoke execute on function public.is_known_client_email(uuid, text) from public, anon, authenticated;

create function public.review_verification() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.verified then
    new.verification := coalesce(new.verification, 'manual');
  elsif new.email is not null and public.is_known_client_email(new.business_id, new.email) then
    new.verified := true;
    new.verification := 'automatic';
  else
    new.verification := null;
  end if;
  return new;
end
$$;
revoke execute on function public.review_verification() from public, anon, authenticated;
create trigger reviews_verification before insert on public.reviews
  for each row execute function public.review_verification();

-- Reviews already left by known clients are verified the same way.
update public.reviews r set verified = true, verification = 'automatic'
 where not r.verified and r.email is not null and public.is_known_client_email(r.business_id, r.email);

create index clients_business_email_idx on public.clients (business_id, lower(email)) where email is not null;
create index appointments_business_email_idx on public.appointments (business_id, lower(email));

-- Row-level security: members manage their own; visitors read what a published showroom shows.
alter table public.showroom_slug_redirects enable row level security;
alter table public.collections enable row level security;
alter table public.collection_products enable row level security;
alter table public.appointment_services enable row level security;

grant select on public.showroom_slug_redirects to authenticated;
grant select, insert, update, delete on public.collections, public.collection_products,
  public.appointment_services to authenticated;
grant all on public.showroom_slug_redirects, public.collections, public.collection_products,
  public.appointment_services to service_role;

create policy showroom_slug_redirects_member_read on public.showroom_slug_redirects for select to authenticated
  using (business_id in (select public.user_business_ids()));
create policy collections_member_all on public.collections for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy collection_products_member_all on public.collection_products for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy appointment_services_member_all on public.appointment_services for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));

grant select on public.collections, public.collection_products, public.appointment_services to anon;
create policy collections_public_read on public.collections for select to anon
  using (published and public.showroom_published(business_id));
-- A piece of a published collection; the piece itself shows only if published (products' own policy).
create policy collection_products_public_read on public.collection_products for select to anon
  using (exists (select 1 from public.collections c where c.id = collection_id and c.published
                   and public.showroom_published(c.business_id)));
-- Disabled types too: a visitor's booking must know a type is off rather than fall back to the spec's.
create policy appointment_services_public_read on public.appointment_services for select to anon
  using (public.showroom_published(business_id));

grant select (reply, replied_at) on public.reviews to anon;

select private.require_aal2('public.showroom_slug_redirects');
select private.require_aal2('public.collections');
select private.require_aal2('public.collection_products');
select private.require_aal2('public.appointment_services');
