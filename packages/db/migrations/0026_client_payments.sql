-- Jewellers take money from their own clients (issue 15): Stripe Connect with direct charges on the
-- jeweller's account. What Stripe says of the connected account is kept here (written only from Stripe's
-- answers); each Connect event is applied once; every payment is a row carrying what it pays for, so
-- that payments reconcile with the bookings, orders and invoices they settle. Money: integer minor units.

-- The business's connected account. One per business; disconnecting deletes the row (the account itself
-- stays the jeweller's, on Stripe).
create table public.payment_accounts (
  business_id uuid primary key default public.current_business_id()
    references public.businesses (id) on delete cascade,
  stripe_account_id text not null unique check (stripe_account_id ~ '^acct_[A-Za-z0-9_-]{1,64}$'),
  charges_enabled boolean not null default false,
  payouts_enabled boolean not null default false,
  details_submitted boolean not null default false,
  -- Stripe's requirements.currently_due (field names only).
  requirements_due text[] not null default '{}' check (cardinality(requirements_due) <= 100),
  livemode boolean not null default false,
  -- The jeweller's refund policy for booking deposits: cancelled at least this many hours ahead, the
  -- deposit is refunded in full; later, not at all. Shown to the client before paying.
  deposit_refund_hours smallint not null default 48 check (deposit_refund_hours between 0 and 720),
  synced_at timestamptz not null default now(),
  created_at timestamptz not null default now()
);

-- Connect events already applied (a redelivery is answered and ignored). The API's own connection only.
create table public.connect_webhook_events (
  id text primary key,
  type text not null,
  account text not null,
  received_at timestamptz not null default now()
);

-- One row per Checkout session made on the jeweller's account: what it pays for, how much, and what
-- became of it. The application fee is the platform's share (0 unless configured).
create table public.client_payments (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  stripe_account_id text not null,
  checkout_session_id text not null unique,
  payment_intent_id text unique,
  kind text not null check (kind in ('booking_deposit', 'invoice', 'order_deposit', 'order_balance')),
  appointment_id uuid references public.appointments (id) on delete set null,
  invoice_id uuid references public.invoices (id) on delete set null,
  order_id uuid references public.orders (id) on delete set null,
  client_id uuid references public.clients (id) on delete set null,
  amount_minor bigint not null check (amount_minor > 0),
  application_fee_minor bigint not null default 0 check (application_fee_minor >= 0),
  refunded_minor bigint not null default 0 check (refunded_minor >= 0),
  currency char(3) not null check (currency ~ '^[A-Z]{3}$'),
  status text not null default 'open' check (status in ('open', 'paid', 'expired')),
  expires_at timestamptz not null,
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (refunded_minor <= amount_minor),
  check (application_fee_minor <= amount_minor),
  check ((status = 'paid') = (paid_at is not null)),
  check (
    (kind = 'booking_deposit' and appointment_id is not null)
    or (kind = 'invoice' and invoice_id is not null)
    or (kind in ('order_deposit', 'order_balance') and order_id is not null)
    -- the target may be deleted later (set null); the kind stays
    or (appointment_id is null and invoice_id is null and order_id is null)
  )
);
create index client_payments_business_idx on public.client_payments (business_id, created_at desc);
create index client_payments_appointment_idx on public.client_payments (appointment_id);
create index client_payments_invoice_idx on public.client_payments (invoice_id);
create index client_payments_order_idx on public.client_payments (order_id);
create trigger client_payments_touch before update on public.client_payments
  for each row execute function public.touch_updated_at();

-- A booking whose deposit is being paid HOLDS its slot (status 'pending', deposit 'pending') until
-- hold_expires_at; the no-overlap constraint counts it like any live booking. A hold that ran out is
-- released (status 'cancelled', deposit 'expired') by the next booking of the business or by the job; until
-- then availability already treats it as free.
alter table public.appointments add column hold_expires_at timestamptz;
alter table public.appointments drop constraint appointments_deposit_status_check;
alter table public.appointments add constraint appointments_deposit_status_check
  check (deposit_status in ('none', 'simulated', 'pending', 'paid', 'refunded', 'expired'));
alter table public.appointments add constraint appointments_hold_pending
  check (hold_expires_at is null or deposit_status = 'pending');
create index appointments_holds_idx on public.appointments (hold_expires_at)
  where hold_expires_at is not null;

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
$$;

-- Pay links (invoices, and later orders): a random token emailed to the client; only its SHA-256 kept,
-- valid until it expires. Written and read on the API's own connection only (no tenant reads hashes).
create table public.payment_links (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  business_id uuid not null references public.businesses (id) on delete cascade,
  kind text not null check (kind in ('invoice', 'order_deposit', 'order_balance')),
  invoice_id uuid references public.invoices (id) on delete cascade,
  order_id uuid references public.orders (id) on delete cascade,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  check ((kind = 'invoice') = (invoice_id is not null))
);
create index payment_links_invoice_idx on public.payment_links (invoice_id);
alter table public.payment_links enable row level security;
grant all on public.payment_links to service_role;

-- Row-level security: members read their account and their payments; only the API's own connection
-- (webhooks, the showroom's visitor writes) writes them.
alter table public.payment_accounts enable row level security;
alter table public.connect_webhook_events enable row level security;
alter table public.client_payments enable row level security;

grant select, insert, update, delete on public.payment_accounts to authenticated;
grant select on public.client_payments to authenticated;
grant all on public.payment_accounts, public.connect_webhook_events, public.client_payments to service_role;

create policy payment_accounts_member_all on public.payment_accounts for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy client_payments_member_read on public.client_payments for select to authenticated
  using (business_id in (select public.user_business_ids()));

select private.require_aal2('public.payment_accounts');
select private.require_aal2('public.client_payments');
select private.require_aal2('public.connect_webhook_events');
select private.require_aal2('public.payment_links');
