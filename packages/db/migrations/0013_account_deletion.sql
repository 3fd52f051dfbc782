-- Account deletion from Settings → Security → Compte (ADR 019). The privacy policy promises that the data
-- is deleted within 30 days of the request: a request is due 30 days after it was made, when the
-- `account.delete` job (whose id is the request's id) deletes the business, the files and the account.

-- One live request per user. Cancelling it deletes the row; carrying it out deletes the user, and the row
-- with them.
create table public.account_deletion_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  requested_at timestamptz not null default now(),
  scheduled_for timestamptz not null,
  -- The Stripe subscriptions this request set to cancel at their period's end, so that cancelling the
  -- request resumes exactly those (one the user had already cancelled in the portal stays cancelled).
  canceled_subscription_ids text[] not null default '{}',
  check (scheduled_for > requested_at),
  check (cardinality(canceled_subscription_ids) <= 100)
);

-- The audit trail: that a deletion was carried out, and when, with nothing that names the person. The
-- subject is the SHA-256 of the (random) user id: it matches only for someone who already holds that id.
create table public.account_deletions_completed (
  subject_hash text primary key check (subject_hash ~ '^[0-9a-f]{64}$'),
  requested_at timestamptz not null,
  scheduled_for timestamptz not null,
  completed_at timestamptz not null default now(),
  businesses_deleted integer not null default 0 check (businesses_deleted >= 0),
  files_deleted integer not null default 0 check (files_deleted >= 0)
);

-- A user reads their own request (the dashboard's banner); only the API, as the connection's owner,
-- writes it, after checking the password. The completion records are read by nobody but the owner.
alter table public.account_deletion_requests enable row level security;
alter table public.account_deletions_completed enable row level security;

revoke all on public.account_deletion_requests, public.account_deletions_completed from public, anon, authenticated;
grant select on public.account_deletion_requests to authenticated;
grant all on public.account_deletion_requests, public.account_deletions_completed to service_role;

create policy account_deletion_requests_own_read on public.account_deletion_requests for select to authenticated
  using (user_id = auth.uid());
