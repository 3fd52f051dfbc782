-- The showroom's AI assistant (issue #16): the jeweller's settings, the visitors' conversations and their
-- messages. Visitors never touch these tables: the API writes a conversation as the server, for the
-- business of a published slug (services/assistant), after checking the visitor's token; the jeweller's
-- team reads them under row-level security. Everything belongs to a business and goes with it (account
-- deletion deletes the business: the transcripts cascade).

create table public.assistant_settings (
  business_id uuid primary key references public.businesses (id) on delete cascade,
  enabled boolean not null default false,
  welcome_fr text check (char_length(welcome_fr) <= 500),
  welcome_en text check (char_length(welcome_en) <= 500),
  tone text not null default 'warm' check (tone in ('warm', 'formal', 'concise')),
  -- Where the hand-off and hot leads are emailed; null: the business's usual address.
  handoff_email text check (char_length(handoff_email) between 3 and 320),
  -- [{ "question": "…", "answer": "…" }], written by the jeweller.
  faq jsonb not null default '[]' check (jsonb_typeof(faq) = 'array' and jsonb_array_length(faq) <= 50),
  updated_at timestamptz not null default now()
);
create trigger assistant_settings_touch before update on public.assistant_settings
  for each row execute function public.touch_updated_at();

create table public.assistant_conversations (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null references public.businesses (id) on delete cascade,
  -- SHA-256 of the visitor's random token (kept in their browser): only they continue the conversation.
  visitor_token_hash text not null check (char_length(visitor_token_hash) = 64),
  locale text not null default 'fr' check (locale in ('fr', 'en')),
  -- The engine's state between messages (@carat/assistant ConversationState).
  state jsonb not null default '{}',
  -- The normalised lead fields, its score (0-100) and the score's reasons.
  lead jsonb not null default '{}',
  score smallint check (score between 0 and 100),
  reasons jsonb not null default '[]' check (jsonb_typeof(reasons) = 'array'),
  engine text not null default 'offline' check (engine in ('offline', 'model')),
  lead_id uuid references public.showroom_leads (id) on delete set null,
  appointment_id uuid references public.appointments (id) on delete set null,
  hot_notified boolean not null default false,
  message_count integer not null default 0 check (message_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (business_id, id)
);
create index assistant_conversations_business_idx
  on public.assistant_conversations (business_id, updated_at desc);
create trigger assistant_conversations_touch before update on public.assistant_conversations
  for each row execute function public.touch_updated_at();

create table public.assistant_messages (
  id bigint generated always as identity primary key,
  business_id uuid not null,
  conversation_id uuid not null,
  role text not null check (role in ('visitor', 'assistant')),
  text text not null check (char_length(text) <= 8000),
  created_at timestamptz not null default now(),
  foreign key (business_id, conversation_id)
    references public.assistant_conversations (business_id, id) on delete cascade
);
create index assistant_messages_conversation_idx on public.assistant_messages (conversation_id, id);

-- A lead the assistant qualified lands in 'Demandes' beside the showroom's requests, with its fields,
-- score, reasons and transcript.
alter table public.showroom_leads drop constraint showroom_leads_kind_check;
alter table public.showroom_leads
  add constraint showroom_leads_kind_check check (kind in ('custom', 'basket', 'assistant')),
  -- { "fields": Lead, "score": 0-100, "reasons": [...], "transcript": [{ role, text }] } for 'assistant'.
  add column assistant jsonb check (assistant is null or jsonb_typeof(assistant) = 'object');

-- Row-level security: the jeweller's team manages the settings and reads (and may delete) the
-- conversations; anon has no right on any of them.
alter table public.assistant_settings enable row level security;
alter table public.assistant_conversations enable row level security;
alter table public.assistant_messages enable row level security;
grant select, insert, update, delete on public.assistant_settings to authenticated;
grant select, delete on public.assistant_conversations, public.assistant_messages to authenticated;
grant all on public.assistant_settings, public.assistant_conversations, public.assistant_messages
  to service_role;
create policy assistant_settings_member_all on public.assistant_settings for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy assistant_conversations_member_all on public.assistant_conversations for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy assistant_messages_member_all on public.assistant_messages for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
select private.require_aal2('public.assistant_settings');
select private.require_aal2('public.assistant_conversations');
select private.require_aal2('public.assistant_messages');
