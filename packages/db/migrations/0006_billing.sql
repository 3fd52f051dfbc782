-- Billing: subscription state lives here, fed by Stripe's signed webhooks, so a check is one indexed read.

-- One Stripe customer per user, created once (with metadata.user_id and an idempotency key), never found
-- by email.
create table public.billing_customers (
  user_id uuid primary key references auth.users (id) on delete cascade,
  stripe_customer_id text not null unique,
  created_at timestamptz not null default now()
);

-- The price allowlist (from configuration): only these can be bought. Amounts are read from Stripe.
create table public.billing_prices (
  price_id text primary key,
  product_id text not null,
  plan text not null check (plan in ('CZ', 'SILVER', 'MOISSANITE', 'DIAMOND')),
  interval text not null check (interval in ('monthly', 'yearly')),
  amount_minor bigint not null check (amount_minor >= 0),
  currency char(3) not null,
  active boolean not null default true,
  synced_at timestamptz not null default now()
);

-- Several subscriptions per customer are allowed; the highest live plan wins.
create table public.billing_subscriptions (
  id text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  stripe_customer_id text not null,
  status text not null,
  price_id text,
  product_id text,
  plan text check (plan in ('CZ', 'SILVER', 'MOISSANITE', 'DIAMOND')),
  interval text check (interval in ('monthly', 'yearly')),
  -- Read from the subscription items (Stripe moved the period there in 2025-03-31).
  current_period_end timestamptz,
  cancel_at_period_end boolean not null default false,
  cancel_at timestamptz,
  canceled_at timestamptz,
  trial_end timestamptz,
  card_brand text,
  card_last4 text check (card_last4 ~ '^[0-9]{4}$'),
  created_at timestamptz not null default now(),
  synced_at timestamptz not null default now()
);
create index billing_subscriptions_user_live_idx on public.billing_subscriptions (user_id)
  where status in ('active', 'trialing');
create index billing_subscriptions_customer_idx on public.billing_subscriptions (stripe_customer_id);

-- Webhook events already applied: a redelivery is answered 200 and ignored.
create table public.billing_webhook_events (
  id text primary key,
  type text not null,
  received_at timestamptz not null default now()
);

alter table public.billing_customers enable row level security;
alter table public.billing_prices enable row level security;
alter table public.billing_subscriptions enable row level security;
alter table public.billing_webhook_events enable row level security;

grant select on public.billing_customers, public.billing_subscriptions to authenticated;
grant select on public.billing_prices to anon, authenticated;
grant all on public.billing_customers, public.billing_prices, public.billing_subscriptions,
  public.billing_webhook_events to service_role;

create policy billing_customers_own on public.billing_customers for select to authenticated
  using (user_id = auth.uid());
create policy billing_subscriptions_own on public.billing_subscriptions for select to authenticated
  using (user_id = auth.uid());
create policy billing_prices_public on public.billing_prices for select to anon, authenticated
  using (active);

-- The plan a business works under: the highest live plan of its owners (staff work under the owner's).
-- Definer so a staff member can learn the plan without reading the owner's billing rows.
create function public.business_plan(business uuid) returns text
language sql stable security definer
set search_path = ''
as $$
  select s.plan
    from public.memberships m
    join public.billing_subscriptions s on s.user_id = m.user_id
   where m.business_id = business
     and m.role = 'owner'
     and s.status in ('active', 'trialing')
     and (auth.role() = 'service_role' or public.has_business_role(business, 'staff'))
   order by case s.plan when 'DIAMOND' then 4 when 'MOISSANITE' then 3 when 'SILVER' then 2 when 'CZ' then 1 else 0 end desc
   limit 1
$$;
revoke execute on function public.business_plan(uuid) from public, anon;
grant execute on function public.business_plan(uuid) to authenticated, service_role;

-- Team invitations name an existing account by email: only the owner of the business may ask, and the
-- answer is an id (or nothing), never the account's details.
create function public.user_id_for_team_invite(business uuid, invite_email text) returns uuid
language sql stable security definer
set search_path = ''
as $$
  select u.id from auth.users u
   where public.has_business_role(business, 'owner')
     and lower(u.email) = lower(btrim(invite_email))
   limit 1
$$;
revoke execute on function public.user_id_for_team_invite(uuid, text) from public, anon;
grant execute on function public.user_id_for_team_invite(uuid, text) to authenticated, service_role;
