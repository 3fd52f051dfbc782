-- Issue 15: a CZ showroom carries the 'Propulsé par Carat' watermark that paid plans remove. Visitors'
-- reads run as anon and may not read billing rows: this tells them the plan of a *published* showroom
-- only (its owners' highest live plan, CZ when none), nothing else of its billing. The API turns it into
-- a single public flag (`watermark`); the rule itself lives in @carat/domain.
create function public.showroom_plan(business uuid) returns text
language sql stable security definer
set search_path = ''
as $$
  select coalesce(
    (select s.plan
       from public.memberships m
       join public.billing_subscriptions s on s.user_id = m.user_id
      where m.business_id = business
        and m.role = 'owner'
        and s.status in ('active', 'trialing')
        and (s.cancel_at is null or s.cancel_at > now())
      order by case s.plan when 'DIAMOND' then 4 when 'MOISSANITE' then 3 when 'SILVER' then 2 when 'CZ' then 1 else 0 end desc
      limit 1),
    'CZ')
   where public.showroom_published(business)
$$;
revoke execute on function public.showroom_plan(uuid) from public;
grant execute on function public.showroom_plan(uuid) to anon, authenticated, service_role;
