-- Security fixes from the outside test (issue #12): two-factor enforced in the database, the demo business
-- marked by a flag instead of found by its slug, and 'demo' among the slugs nobody can take.

-- 1. Two-factor authentication, enforced by row-level security as Supabase documents it: a user who has a
--    verified factor must present an aal2 token, or every tenant table answers no rows (and refuses
--    writes). The API checks the same before any query (403 mfa_required); this is the floor under it,
--    for a query that skips the middleware. SECURITY DEFINER: the policy reads auth.mfa_factors, which
--    the `authenticated` role cannot read itself.
create or replace function public.request_aal_satisfied() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2'
      or not exists (
        select 1 from auth.mfa_factors f where f.user_id = auth.uid() and f.status = 'verified'
      )
$$;
revoke execute on function public.request_aal_satisfied() from public, anon;
grant execute on function public.request_aal_satisfied() to authenticated, service_role;

-- Adds the restrictive policy to one table. Every later migration that creates a tenant table calls it;
-- packages/db's test fails on an RLS table of `public` without it.
create or replace function private.require_aal2(target regclass) returns void
language plpgsql
set search_path = ''
as $$
begin
  if not exists (
    select 1 from pg_policies p
    where format('%I.%I', p.schemaname, p.tablename)::regclass = target and p.policyname = 'mfa_aal2'
  ) then
    -- `(select …)`: evaluated once per query (an init plan), not once per row.
    execute format(
      'create policy mfa_aal2 on %s as restrictive for all to authenticated using ((select public.request_aal_satisfied())) with check ((select public.request_aal_satisfied()))',
      target
    );
  end if;
end
$$;
revoke execute on function private.require_aal2(regclass) from public;

do $$
declare
  t record;
begin
  for t in
    select c.oid::regclass as rel
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' and c.relrowsecurity
  loop
    perform private.require_aal2(t.rel);
  end loop;
end
$$;

-- 2. The public demo dashboard serves the business the seed marks, never whichever holds a slug.
alter table public.businesses add column if not exists is_demo boolean not null default false;

-- 3. Route words and 'demo' are not showroom slugs (the showroom lives at /s/{slug}; the demo at /showroom).
create or replace function public.is_reserved_slug(candidate text) returns boolean
language sql immutable
set search_path = ''
as $$
  select candidate in (
    'api', 'app', 'www', 'admin', 'auth', 'static', 'assets', 'docs', 'health', 'mail', 'help', 'support',
    'dashboard', 'dashboard-demo', 'demo', 'showroom', 's', 'product', 'products', 'payment',
    'payment-success', 'faq', 'legal', 'privacy', 'terms', 'pricing', 'blog', 'carat'
  )
$$;

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
        or public.is_reserved_slug(candidate) loop
    candidate := base || '-' || substr(md5(random()::text), 1, 4);
  end loop;
  return candidate;
end
$$;
revoke execute on function public.unique_business_slug(text) from public, anon, authenticated;

-- Whatever later sets a slug (showroom settings) meets the same rule in the database. NOT VALID: an
-- installation where someone already holds such a slug keeps working; only new values are checked.
alter table public.businesses
  add constraint businesses_slug_not_reserved check (is_demo or not public.is_reserved_slug(slug)) not valid;
