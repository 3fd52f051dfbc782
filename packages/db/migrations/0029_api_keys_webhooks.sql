-- The public API and outgoing webhooks (issue 20 items 5–7, ADR 032): API keys stored only as a hash,
-- the log of every key use, idempotent creates, webhook endpoints (their signing secret encrypted by the
-- server) and the delivery log. DIAMOND only: the API checks the plan on every key request and before
-- queuing a delivery.

-- Who may manage keys and endpoints: the owner, and an admin once that role exists (issue 20 item 2).
create or replace function public.can_manage_integrations(business uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.memberships m
    where m.business_id = business and m.user_id = auth.uid() and m.role in ('owner', 'admin')
  )
$$;
revoke execute on function public.can_manage_integrations(uuid) from public, anon;
grant execute on function public.can_manage_integrations(uuid) to authenticated, service_role;

create table public.api_keys (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  -- The key acts as this member (RLS, "who did what"); it stops working if they leave or lose the role.
  created_by uuid not null references auth.users (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 100),
  -- SHA-256 (hex) of the whole key: the key has 190 bits of randomness, a slow hash adds nothing.
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  -- What the list shows: the prefix and the first characters of the random part.
  token_start text not null check (char_length(token_start) between 8 and 24),
  environment text not null check (environment in ('live', 'test')),
  scopes text[] not null default '{}' check (cardinality(scopes) <= 32),
  rate_limit_per_minute integer not null default 120 check (rate_limit_per_minute between 1 and 6000),
  expires_at timestamptz,
  last_used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index api_keys_business_idx on public.api_keys (business_id, created_at desc);

-- Every use of a key (after it was recognised): what, when, the answer's status.
create table public.api_key_requests (
  id bigint generated always as identity primary key,
  business_id uuid not null references public.businesses (id) on delete cascade,
  api_key_id uuid not null references public.api_keys (id) on delete cascade,
  method text not null check (char_length(method) <= 10),
  path text not null check (char_length(path) <= 500),
  status smallint not null,
  request_id text check (char_length(request_id) <= 100),
  created_at timestamptz not null default now()
);
create index api_key_requests_key_idx on public.api_key_requests (api_key_id, created_at desc);

-- Idempotency-Key on creates: the first answer, replayed for the same key and body (per business).
create table public.idempotency_keys (
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  key text not null check (char_length(key) between 1 and 255),
  method text not null,
  path text not null,
  request_hash text not null,
  response_status smallint not null,
  response_body jsonb not null,
  created_at timestamptz not null default now(),
  primary key (business_id, key)
);
create index idempotency_keys_created_idx on public.idempotency_keys (created_at);

create table public.webhook_endpoints (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  url text not null check (char_length(url) between 8 and 2000 and url ~ '^https?://'),
  description text not null default '' check (char_length(description) <= 200),
  events text[] not null check (cardinality(events) between 1 and 20),
  -- The signing secret, sealed with the server's WEBHOOK_SECRET_KEY (AES-256-GCM): it is needed to sign.
  secret_ciphertext text not null,
  secret_start text not null,
  enabled boolean not null default true,
  disabled_reason text check (disabled_reason in ('failing', 'manual')),
  consecutive_failures integer not null default 0,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index webhook_endpoints_business_idx on public.webhook_endpoints (business_id);
create trigger webhook_endpoints_touch before update on public.webhook_endpoints
  for each row execute function public.touch_updated_at();

create table public.webhook_deliveries (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null references public.businesses (id) on delete cascade,
  endpoint_id uuid not null references public.webhook_endpoints (id) on delete cascade,
  event_id uuid not null,
  event_type text not null,
  -- The exact body sent (and signed) on every attempt.
  body text not null,
  status text not null default 'pending' check (status in ('pending', 'succeeded', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz,
  last_attempt_at timestamptz,
  response_status integer,
  response_excerpt text check (char_length(response_excerpt) <= 1000),
  error text check (char_length(error) <= 500),
  replay_of uuid references public.webhook_deliveries (id) on delete set null,
  created_at timestamptz not null default now()
);
create index webhook_deliveries_endpoint_idx on public.webhook_deliveries (endpoint_id, created_at desc);

alter table public.api_keys enable row level security;
alter table public.api_key_requests enable row level security;
alter table public.idempotency_keys enable row level security;
alter table public.webhook_endpoints enable row level security;
alter table public.webhook_deliveries enable row level security;
grant select, insert, update on public.api_keys, public.webhook_endpoints to authenticated;
grant delete on public.webhook_endpoints to authenticated;
grant select on public.api_key_requests, public.webhook_deliveries to authenticated;
grant insert on public.webhook_deliveries to authenticated;
grant select, insert on public.idempotency_keys to authenticated;
grant all on public.api_keys, public.api_key_requests, public.idempotency_keys, public.webhook_endpoints,
  public.webhook_deliveries to service_role;

create policy api_keys_managers on public.api_keys for all to authenticated
  using (public.can_manage_integrations(business_id))
  with check (public.can_manage_integrations(business_id) and created_by = auth.uid());
create policy api_key_requests_managers on public.api_key_requests for select to authenticated
  using (public.can_manage_integrations(business_id));
-- A key acts as its member: its creates (and their stored answers) are the business's own.
create policy idempotency_keys_members on public.idempotency_keys for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy webhook_endpoints_managers on public.webhook_endpoints for all to authenticated
  using (public.can_manage_integrations(business_id))
  with check (public.can_manage_integrations(business_id));
create policy webhook_deliveries_managers on public.webhook_deliveries for all to authenticated
  using (public.can_manage_integrations(business_id))
  with check (public.can_manage_integrations(business_id));
select private.require_aal2('public.api_keys');
select private.require_aal2('public.api_key_requests');
select private.require_aal2('public.idempotency_keys');
select private.require_aal2('public.webhook_endpoints');
select private.require_aal2('public.webhook_deliveries');

-- An event of a business, one delivery per enabled endpoint that chose it, on a DIAMOND plan; returns
-- the deliveries' ids (the caller queues their jobs in the same transaction). SECURITY DEFINER: a staff
-- member's change emits events too, though they cannot read the endpoints. A signed-in caller must
-- belong to the business; the server's own connection (no claims) may emit for any.
create or replace function public.queue_webhook_event(
  target_business uuid, wanted_type text, new_event_id uuid, event_body text
) returns setof uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  caller_role text := coalesce(auth.role(), '');
begin
  if caller_role = 'anon' then
    raise exception 'webhook events are emitted by members or the server' using errcode = '42501';
  end if;
  if caller_role = 'authenticated' and not exists (
    select 1 from public.memberships m where m.business_id = target_business and m.user_id = auth.uid()
  ) then
    raise exception 'not a member of this business' using errcode = '42501';
  end if;
  if not exists (
    select 1 from public.memberships m
      join public.billing_subscriptions s on s.user_id = m.user_id
     where m.business_id = target_business and m.role = 'owner' and s.plan = 'DIAMOND'
       and s.status in ('active', 'trialing')
  ) then
    return;
  end if;
  return query
    insert into public.webhook_deliveries (business_id, endpoint_id, event_id, event_type, body)
    select e.business_id, e.id, new_event_id, wanted_type, event_body
      from public.webhook_endpoints e
     where e.business_id = target_business and e.enabled and wanted_type = any (e.events)
    returning id;
end
$$;
revoke execute on function public.queue_webhook_event(uuid, text, uuid, text) from public, anon;
grant execute on function public.queue_webhook_event(uuid, text, uuid, text) to authenticated, service_role;
