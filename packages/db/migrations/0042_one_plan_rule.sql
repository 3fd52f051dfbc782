-- Issue 28, items 3 and 8 (ADR 044).
--
-- 1. "The business's plan", decided once. It was written out in six services and two functions, and the
--    copies disagreed: some ignored a subscription whose cancel_at had passed, others did not. The rule:
--    a subscription is live when Stripe says active or trialing and its cancellation date (if any) has
--    not passed; a business works under its owners' highest live plan (staff under the owner's); none is
--    null (the API answers 402; the public showroom shows CZ). The TypeScript twin is isLiveSubscription /
--    planOfSubscriptions in @carat/domain (subscriptions.ts); packages/db/src/plan-rule.test.ts checks the
--    two agree on every state.
--
-- Like invoice_is_overdue (0016): no `set search_path`, not strict, immutable, so the planner inlines the
-- body into each caller's query; it uses only built-in text and timestamp comparisons.
create or replace function public.subscription_is_live(status text, cancel_at timestamptz, at timestamptz)
returns boolean
language sql immutable parallel safe
as $$
  select status in ('active', 'trialing') and (cancel_at is null or cancel_at > at)
$$;

create or replace function public.tier_rank(plan text) returns integer
language sql immutable parallel safe
as $$
  select case plan when 'DIAMOND' then 4 when 'MOISSANITE' then 3 when 'SILVER' then 2 when 'CZ' then 1 else 0 end
$$;

-- The plan a business works under, for the server's own connection (tenant scope, API keys, the showroom's
-- assistant, automations, deposits, webhooks). In `private`: no client role can call it (it answers for
-- any business); the member-facing and visitor-facing functions below wrap it with their own checks.
create or replace function private.plan_of_business(business uuid) returns text
language sql stable
set search_path = ''
as $$
  select s.plan
    from public.memberships m
    join public.billing_subscriptions s on s.user_id = m.user_id
   where m.business_id = business
     and m.role = 'owner'
     and public.subscription_is_live(s.status, s.cancel_at, now())
   order by public.tier_rank(s.plan) desc, s.current_period_end desc nulls last
   limit 1
$$;
revoke all on function private.plan_of_business(uuid) from public;

-- Members (and service_role) learn their business's plan; the same rule.
create or replace function public.business_plan(business uuid) returns text
language sql stable security definer
set search_path = ''
as $$
  select private.plan_of_business(business)
   where auth.role() = 'service_role' or public.has_business_role(business, 'staff')
$$;

-- Visitors learn the plan of a published showroom only (CZ when none); the same rule.
create or replace function public.showroom_plan(business uuid) returns text
language sql stable security definer
set search_path = ''
as $$
  select coalesce(private.plan_of_business(business), 'CZ')
   where public.showroom_published(business)
$$;

-- 2. Entitlements change in every API process at once (item 3). Each process remembers a caller's
--    subscription and "has a second factor" for a few seconds; a write to either tells every process
--    listening on `carat_entitlements` (payload: the user's id) to forget that caller, whichever process
--    — or the hosted auth service — wrote it.
create or replace function private.notify_entitlement_change() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    perform pg_notify('carat_entitlements', old.user_id::text);
    return old;
  end if;
  perform pg_notify('carat_entitlements', new.user_id::text);
  if tg_op = 'UPDATE' and old.user_id is distinct from new.user_id then
    perform pg_notify('carat_entitlements', old.user_id::text);
  end if;
  return new;
end
$$;

drop trigger if exists entitlement_changed on auth.mfa_factors;
create trigger entitlement_changed after insert or update or delete on auth.mfa_factors
  for each row execute function private.notify_entitlement_change();

drop trigger if exists entitlement_changed on public.billing_subscriptions;
create trigger entitlement_changed after insert or update or delete on public.billing_subscriptions
  for each row execute function private.notify_entitlement_change();
