-- Client messages by SMS and WhatsApp (issue 33, ADR 065): each client's consent per channel with its
-- history (when, how, by whom), every text sent or received (the inbox and the client's thread), and each
-- business's messaging settings (the platform's Twilio account or its own, the token sealed with
-- AES-256-GCM by the API as webhook secrets are, and its templates). Unknown numbers that write become
-- leads of a new kind 'message'.

-- Consent: append-only; a client's consent is the newest row (the state after the change), so the history
-- says when and how each was given or withdrawn. No row: nothing agreed to.
create table public.client_consents (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  client_id uuid not null,
  email boolean not null,
  sms boolean not null,
  whatsapp boolean not null,
  -- booking: the showroom's tick box; in-shop: recorded by a member; reply: STOP/START by text.
  source text not null check (source in ('booking', 'in-shop', 'reply')),
  recorded_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  foreign key (business_id, client_id) references public.clients (business_id, id) on delete cascade
);
create index client_consents_client_idx on public.client_consents (business_id, client_id, created_at desc);

create table public.messaging_settings (
  business_id uuid primary key default public.current_business_id()
    references public.businesses (id) on delete cascade,
  -- platform: Carat's account, each segment counted against the plan; own: the jeweller's Twilio account.
  provider text not null default 'platform' check (provider in ('platform', 'own')),
  twilio_account_sid text check (twilio_account_sid ~ '^AC[0-9a-fA-F]{32}$'),
  -- AES-256-GCM, bound to the business id (features/messaging/settings.ts); never answered.
  twilio_auth_token_sealed text,
  messaging_service_sid text check (messaging_service_sid ~ '^MG[0-9a-fA-F]{32}$'),
  -- The number clients see and reply to (E.164); WhatsApp's sender, when set up.
  sender_number text check (sender_number ~ '^\+[1-9][0-9]{6,14}$'),
  whatsapp_number text check (whatsapp_number ~ '^\+[1-9][0-9]{6,14}$'),
  -- { fr: { key: text }, en: { … } }: the jeweller's own texts over the defaults.
  templates jsonb not null default '{}'
    check (jsonb_typeof(templates) = 'object' and octet_length(templates::text) <= 8000),
  updated_at timestamptz not null default now(),
  check (provider = 'platform' or (twilio_account_sid is not null and twilio_auth_token_sealed is not null))
);

create table public.messages (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  client_id uuid,
  lead_id uuid references public.showroom_leads (id) on delete set null,
  direction text not null check (direction in ('outbound', 'inbound')),
  channel text not null check (channel in ('sms', 'whatsapp')),
  -- What sent it: a booking's confirmation or reminder, a ready job, a campaign, a member's answer, a reply.
  kind text not null check (kind in ('booking_confirmation', 'booking_reminder', 'repair_ready', 'campaign',
    'manual', 'reply', 'keyword')),
  to_number text not null check (to_number ~ '^\+[1-9][0-9]{6,14}$'),
  from_number text check (from_number ~ '^\+[1-9][0-9]{6,14}$'),
  body text not null check (char_length(body) between 1 and 1600),
  segments smallint not null default 1 check (segments between 1 and 20),
  -- queued → sent → delivered | undelivered | failed (Twilio's status callbacks); 'received' for inbound;
  -- 'skipped' when consent was withdrawn before a queued text went.
  status text not null default 'queued'
    check (status in ('queued', 'sent', 'delivered', 'undelivered', 'failed', 'received', 'skipped')),
  -- Twilio's MessageSid (SM…/MM…): a delivery of the same inbound message is applied once.
  provider_sid text unique,
  -- Not before (quiet hours in the business's zone).
  send_after timestamptz not null default now(),
  sent_at timestamptz,
  error text check (char_length(error) <= 500),
  -- Counted against the plan: sent through the platform's account.
  platform boolean not null default false,
  appointment_id uuid references public.appointments (id) on delete set null,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (business_id, client_id) references public.clients (business_id, id) on delete cascade
);
create index messages_client_idx on public.messages (business_id, client_id, created_at desc);
create index messages_business_idx on public.messages (business_id, created_at desc);
-- The inbound router finds the business that last wrote to a number.
create index messages_to_number_idx on public.messages (to_number, created_at desc) where direction = 'outbound';

-- Leads: an unknown number that writes.
alter table public.showroom_leads drop constraint showroom_leads_kind_check;
alter table public.showroom_leads
  add constraint showroom_leads_kind_check check (kind in ('custom', 'basket', 'assistant', 'message'));

alter table public.client_consents enable row level security;
alter table public.messaging_settings enable row level security;
alter table public.messages enable row level security;

grant select, insert on public.client_consents to authenticated;
grant select, insert on public.messages to authenticated;
grant select, insert, update on public.messaging_settings to authenticated;
grant all on public.client_consents, public.messaging_settings, public.messages to service_role;

-- Members read and record consents and messages; nobody rewrites them (status moves are the server's).
create policy client_consents_member_read on public.client_consents for select to authenticated
  using (business_id in (select public.user_business_ids()));
create policy client_consents_member_insert on public.client_consents for insert to authenticated
  with check (business_id in (select public.user_business_ids()));
create policy messages_member_read on public.messages for select to authenticated
  using (business_id in (select public.user_business_ids()));
create policy messages_member_insert on public.messages for insert to authenticated
  with check (business_id in (select public.user_business_ids()));
-- The provider and its token: owners and admins.
create policy messaging_settings_member_read on public.messaging_settings for select to authenticated
  using (business_id in (select public.user_business_ids()));
create policy messaging_settings_admin_write on public.messaging_settings for insert to authenticated
  with check (public.has_business_role(business_id, 'admin'));
create policy messaging_settings_admin_update on public.messaging_settings for update to authenticated
  using (public.has_business_role(business_id, 'admin'))
  with check (public.has_business_role(business_id, 'admin'));

select private.require_aal2('public.client_consents');
select private.require_aal2('public.messaging_settings');
select private.require_aal2('public.messages');
