-- The AI marketing studio (issue 18): clients' consent to marketing email, email campaigns and their
-- recipients, the studio's library of saved visuals, and the automations' switches.
--
-- Consent is a row per client (when it was given, how, and when it was withdrawn), apart from the client
-- row so the client book's own columns stay as they are. A campaign's recipients are written when it starts
-- sending: one row per client with a unique idempotency key, claimed in the same transaction as its email
-- is queued, so a worker that dies mid-campaign never sends anyone a second copy.

create table public.client_marketing_consents (
  client_id uuid primary key references public.clients (id) on delete cascade,
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  -- When and how the client agreed ('in-store', 'showroom-form', 'import', 'email', 'phone'…), kept as proof.
  granted_at timestamptz,
  source text check (char_length(source) <= 60),
  -- A withdrawal after the latest grant wins; a new grant after it counts again.
  withdrawn_at timestamptz,
  withdrawn_via text check (char_length(withdrawn_via) <= 60),
  updated_at timestamptz not null default now(),
  check (granted_at is not null or withdrawn_at is not null)
);
create index client_marketing_consents_business_idx on public.client_marketing_consents (business_id);
create trigger client_marketing_consents_touch before update on public.client_marketing_consents
  for each row execute function public.touch_updated_at();

create table public.marketing_campaigns (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 120),
  subject text not null check (char_length(subject) between 1 and 150),
  preheader text not null default '' check (char_length(preheader) <= 200),
  -- The editor's blocks (@carat/marketing/email emailBlockSchema): heading, text, pieces, image, button.
  blocks jsonb not null default '[]' check (jsonb_typeof(blocks) = 'array' and jsonb_array_length(blocks) <= 40),
  -- { "kind": "all" | "vip" | "birthday-this-month" | "anniversary-this-month" | "no-purchase-12-months"
  --   | "collection", "collectionId"? } (@carat/marketing/email audienceRuleSchema).
  audience jsonb not null default '{"kind":"all"}' check (jsonb_typeof(audience) = 'object'),
  locale text not null default 'fr' check (locale in ('fr', 'en')),
  status text not null default 'draft' check (status in ('draft', 'scheduled', 'sending', 'sent')),
  scheduled_at timestamptz,
  sent_at timestamptz,
  recipient_count integer not null default 0 check (recipient_count >= 0),
  sent_count integer not null default 0 check (sent_count >= 0),
  clicked_count integer not null default 0 check (clicked_count >= 0),
  unsubscribed_count integer not null default 0 check (unsubscribed_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (status <> 'scheduled' or scheduled_at is not null),
  unique (id, business_id)
);
create index marketing_campaigns_business_idx on public.marketing_campaigns (business_id, created_at desc);
create index marketing_campaigns_schedule_idx on public.marketing_campaigns (business_id, scheduled_at);
create trigger marketing_campaigns_touch before update on public.marketing_campaigns
  for each row execute function public.touch_updated_at();

create table public.campaign_recipients (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  campaign_id uuid not null,
  client_id uuid references public.clients (id) on delete set null,
  -- recipientIdempotencyKey(campaign, client): one email per client and campaign, whoever runs the job.
  idempotency_key text not null unique check (char_length(idempotency_key) <= 80),
  email text not null check (char_length(email) <= 320),
  first_name text check (char_length(first_name) <= 120),
  status text not null default 'pending' check (status in ('pending', 'sent', 'skipped')),
  sent_at timestamptz,
  clicked_at timestamptz,
  unsubscribed_at timestamptz,
  created_at timestamptz not null default now(),
  foreign key (campaign_id, business_id) references public.marketing_campaigns (id, business_id) on delete cascade,
  check ((status = 'sent') = (sent_at is not null))
);
create index campaign_recipients_pending_idx on public.campaign_recipients (campaign_id, status);
create index campaign_recipients_business_idx on public.campaign_recipients (business_id);
create index campaign_recipients_client_idx on public.campaign_recipients (client_id);

-- Visuals the jeweller saved from the studio: the PNG/JPEG bytes live in the file storage.
create table public.marketing_library (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  product_id uuid references public.products (id) on delete set null,
  title text not null check (char_length(title) between 1 and 200),
  template text not null check (char_length(template) <= 40),
  format text not null check (format in ('1080x1080', '1080x1350', '1080x1920', 'email-header')),
  content_type text not null check (content_type in ('image/png', 'image/jpeg')),
  storage_key text not null check (char_length(storage_key) <= 300),
  bytes integer not null check (bytes > 0),
  created_at timestamptz not null default now()
);
create index marketing_library_business_idx on public.marketing_library (business_id, created_at desc);

-- The automations, each switchable (no row: off).
create table public.marketing_automations (
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  kind text not null check (kind in ('birthday', 'anniversary', 'review-request', 're-engagement')),
  enabled boolean not null default false,
  updated_at timestamptz not null default now(),
  primary key (business_id, kind)
);
create trigger marketing_automations_touch before update on public.marketing_automations
  for each row execute function public.touch_updated_at();

-- Row-level security: a business's members, and nobody else, read and write its rows.
do $$
declare
  t text;
begin
  foreach t in array array['client_marketing_consents', 'marketing_campaigns', 'campaign_recipients',
                           'marketing_library', 'marketing_automations']
  loop
    execute format('alter table public.%I enable row level security', t);
    execute format('grant select, insert, update, delete on public.%I to authenticated', t);
    execute format('grant all on public.%I to service_role', t);
    execute format(
      'create policy %I on public.%I for all to authenticated
         using (business_id in (select public.user_business_ids()))
         with check (business_id in (select public.user_business_ids()))',
      t || '_member_all', t);
    perform private.require_aal2(format('public.%I', t)::regclass);
  end loop;
end
$$;

-- A consent row names a client of its own business.
create function public.client_marketing_consents_check_business() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not exists (select 1 from public.clients c where c.id = new.client_id and c.business_id = new.business_id) then
    raise exception 'client % is not of business %', new.client_id, new.business_id
      using errcode = '23503';
  end if;
  return new;
end
$$;
create trigger client_marketing_consents_business before insert or update on public.client_marketing_consents
  for each row execute function public.client_marketing_consents_check_business();
