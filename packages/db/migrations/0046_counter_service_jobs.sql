-- The counter (issue 31, ADR 056): service jobs (repairs, resizing…) taken in at the counter, moved
-- through their stages with a timeline, handed back against a signature and a settled balance; the custody
-- limit the insurer sets; insurance valuations, numbered and versioned. Money: integer minor units in the
-- business's currency. Children carry business_id and reference their parent through (business_id, id).

-- Numbers: REP-2026-001 and VAL-2026-001 from the same per-business, per-year counters as orders and invoices.
alter table private.business_counters drop constraint business_counters_kind_check;
alter table private.business_counters add constraint business_counters_kind_check
  check (kind in ('order', 'invoice', 'credit_note', 'repair', 'valuation'));

-- Photos taken at the counter are uploaded files of their own kinds (never public: members only).
alter table public.files drop constraint files_kind_check;
alter table public.files
  add constraint files_kind_check check (kind in ('logo', 'product', 'reference', 'showroom', 'repair', 'valuation'));

-- A client can be named by (business_id, id) from the rows below.
alter table public.clients add constraint clients_business_id_key unique (business_id, id);

create table public.repairs (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  number text not null check (number ~ '^REP-[0-9]{4}-[0-9]{3,}$'),
  client_id uuid,
  -- { type, metal, stones, marks[], description }: the counter's checklist.
  piece jsonb not null check (jsonb_typeof(piece) = 'object' and octet_length(piece::text) <= 4000),
  condition_notes text check (char_length(condition_notes) <= 5000),
  declared_value_minor bigint not null default 0 check (declared_value_minor >= 0),
  currency char(3) not null check (currency ~ '^[A-Z]{3}$'),
  -- [{ label, priceMinor }]: the jeweller's own priced services.
  work jsonb not null default '[]'
    check (jsonb_typeof(work) = 'array' and jsonb_array_length(work) <= 30 and octet_length(work::text) <= 20000),
  quote_minor bigint not null default 0 check (quote_minor >= 0),
  due_date date,
  express boolean not null default false,
  estimate_only boolean not null default false,
  -- What was taken at intake, and everything paid so far (the deposit included).
  deposit_minor bigint not null default 0 check (deposit_minor >= 0),
  paid_minor bigint not null default 0 check (paid_minor >= 0),
  stage text not null default 'taken_in'
    check (stage in ('taken_in', 'quoted', 'bench', 'outside', 'ready', 'collected')),
  -- The quote's link: a random token emailed to the client, only its SHA-256 kept.
  quote_token_hash text unique check (quote_token_hash ~ '^[0-9a-f]{64}$'),
  quote_token_expires_at timestamptz,
  quote_sent_at timestamptz,
  quote_approved_at timestamptz,
  -- Sent to an outside workshop: who, when, expected back.
  workshop text check (char_length(workshop) <= 200),
  sent_out_at timestamptz,
  expected_back date,
  ready_at timestamptz,
  collected_at timestamptz,
  -- Drawn signatures, kept with the job as PNG data URLs (ADR 056: a few kilobytes, in the row, under RLS,
  -- in backups and exports with it).
  intake_signature text check (char_length(intake_signature) <= 300000),
  pickup_signature text check (char_length(pickup_signature) <= 300000),
  search_text text not null default '',
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (business_id, number),
  unique (business_id, id),
  check (deposit_minor <= paid_minor),
  check ((stage = 'collected') = (collected_at is not null)),
  foreign key (business_id, client_id) references public.clients (business_id, id) on delete set null (client_id)
);
create index repairs_business_stage_idx on public.repairs (business_id, stage, created_at desc, id);
create index repairs_business_created_idx on public.repairs (business_id, created_at desc, id);
create index repairs_client_idx on public.repairs (client_id) where client_id is not null;
create index repairs_search_idx on public.repairs using gin (business_id, search_text extensions.gin_trgm_ops);
create trigger repairs_touch before update on public.repairs
  for each row execute function public.touch_updated_at();

-- Number, piece and client name without case or accents; read under the caller's rights, so only a client
-- of the same business can lend its name.
create function public.repairs_search_text() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.search_text := public.normalize_search(
    new.number || ' ' || coalesce(new.piece ->> 'type', '') || ' ' || coalesce(new.piece ->> 'metal', '')
      || ' ' || coalesce(new.piece ->> 'stones', '') || ' ' || coalesce(new.piece ->> 'description', '')
      || ' ' || coalesce((select c.name from public.clients c where c.id = new.client_id), '')
  );
  return new;
end
$$;
create trigger repairs_search_text before insert or update of number, piece, client_id on public.repairs
  for each row execute function public.repairs_search_text();

create function public.clients_refresh_repair_search() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  update public.repairs r set piece = r.piece where r.client_id = new.id;
  return null;
end
$$;
create trigger clients_refresh_repair_search after update of name on public.clients
  for each row when (old.name is distinct from new.name)
  execute function public.clients_refresh_repair_search();

-- The job's timeline: every change, appended, never edited.
create table public.repair_events (
  id uuid primary key default gen_random_uuid(),
  seq bigint generated always as identity,
  business_id uuid not null default public.current_business_id(),
  repair_id uuid not null,
  kind text not null check (kind in (
    'created', 'updated', 'stage', 'quote_sent', 'quote_approved', 'payment', 'email', 'collected', 'note')),
  from_stage text check (char_length(from_stage) <= 40),
  to_stage text check (char_length(to_stage) <= 40),
  note text check (char_length(note) <= 5000),
  detail jsonb not null default '{}' check (jsonb_typeof(detail) = 'object'),
  actor_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  foreign key (business_id, repair_id) references public.repairs (business_id, id) on delete cascade
);
create index repair_events_repair_idx on public.repair_events (repair_id, seq);

create table public.repair_photos (
  business_id uuid not null default public.current_business_id(),
  repair_id uuid not null,
  file_id uuid not null,
  position smallint not null default 0 check (position between 0 and 99),
  primary key (repair_id, file_id),
  foreign key (business_id, repair_id) references public.repairs (business_id, id) on delete cascade,
  foreign key (business_id, file_id) references public.files (business_id, id) on delete cascade
);
create index repair_photos_file_idx on public.repair_photos (file_id);

-- The counter's settings: the custody limit an insurer's block policy caps (null: none). Owners and admins.
create table public.counter_settings (
  business_id uuid primary key default public.current_business_id()
    references public.businesses (id) on delete cascade,
  custody_limit_minor bigint check (custody_limit_minor >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger counter_settings_touch before update on public.counter_settings
  for each row execute function public.touch_updated_at();

-- Insurance valuations. A new version of the same piece names the one it supersedes and keeps its number;
-- both are kept, and a valuation is superseded at most once.
create table public.valuations (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  number text not null check (number ~ '^VAL-[0-9]{4}-[0-9]{3,}$'),
  version integer not null default 1 check (version between 1 and 1000),
  supersedes_id uuid,
  client_id uuid,
  repair_id uuid,
  description text not null check (char_length(btrim(description)) between 1 and 5000),
  metal jsonb not null default '{}' check (jsonb_typeof(metal) = 'object' and octet_length(metal::text) <= 4000),
  stones jsonb not null default '[]'
    check (jsonb_typeof(stones) = 'array' and jsonb_array_length(stones) <= 30 and octet_length(stones::text) <= 40000),
  replacement_value_minor bigint not null check (replacement_value_minor >= 0),
  currency char(3) not null check (currency ~ '^[A-Z]{3}$'),
  valuer_name text not null check (char_length(btrim(valuer_name)) between 1 and 200),
  signature text check (char_length(signature) <= 300000),
  valid_until date,
  fee_minor bigint not null default 0 check (fee_minor >= 0),
  invoice_id uuid,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  unique (business_id, id),
  unique (business_id, number, version),
  unique (business_id, supersedes_id),
  check ((version = 1) = (supersedes_id is null)),
  foreign key (business_id, supersedes_id) references public.valuations (business_id, id),
  foreign key (business_id, client_id) references public.clients (business_id, id) on delete set null (client_id),
  foreign key (business_id, repair_id) references public.repairs (business_id, id) on delete set null (repair_id),
  foreign key (business_id, invoice_id) references public.invoices (business_id, id) on delete set null (invoice_id)
);
create index valuations_client_idx on public.valuations (business_id, client_id, created_at desc);

create table public.valuation_photos (
  business_id uuid not null default public.current_business_id(),
  valuation_id uuid not null,
  file_id uuid not null,
  position smallint not null default 0 check (position between 0 and 99),
  primary key (valuation_id, file_id),
  foreign key (business_id, valuation_id) references public.valuations (business_id, id) on delete cascade,
  foreign key (business_id, file_id) references public.files (business_id, id) on delete cascade
);
create index valuation_photos_file_idx on public.valuation_photos (file_id);

-- Row-level security: members of the business; the settings written by owners and admins; the timeline
-- and valuations appended, never rewritten by a member.
alter table public.repairs enable row level security;
alter table public.repair_events enable row level security;
alter table public.repair_photos enable row level security;
alter table public.counter_settings enable row level security;
alter table public.valuations enable row level security;
alter table public.valuation_photos enable row level security;

grant select, insert, update on public.repairs to authenticated;
grant select, insert on public.repair_events, public.valuations to authenticated;
grant select, insert, delete on public.repair_photos, public.valuation_photos to authenticated;
grant select, insert, update on public.counter_settings to authenticated;
grant all on public.repairs, public.repair_events, public.repair_photos, public.counter_settings,
  public.valuations, public.valuation_photos to service_role;

create policy repairs_member_all on public.repairs for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy repair_events_member_all on public.repair_events for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy repair_photos_member_all on public.repair_photos for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy counter_settings_member_read on public.counter_settings for select to authenticated
  using (business_id in (select public.user_business_ids()));
create policy counter_settings_admin_write on public.counter_settings for insert to authenticated
  with check (public.has_business_role(business_id, 'admin'));
create policy counter_settings_admin_update on public.counter_settings for update to authenticated
  using (public.has_business_role(business_id, 'admin'))
  with check (public.has_business_role(business_id, 'admin'));
create policy valuations_member_all on public.valuations for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy valuation_photos_member_all on public.valuation_photos for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));

select private.require_aal2('public.repairs');
select private.require_aal2('public.repair_events');
select private.require_aal2('public.repair_photos');
select private.require_aal2('public.counter_settings');
select private.require_aal2('public.valuations');
select private.require_aal2('public.valuation_photos');
