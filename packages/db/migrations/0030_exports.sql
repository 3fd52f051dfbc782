-- Full exports (issue 19, ADR 033-export-and-hot-path; privacy page: access and portability): one row per
-- requested export of a business, or of one client's data for that client's access request. The ZIP is
-- built by a job (progress 0-100) and stored under the business's storage prefix; the emailed link carries
-- a token whose SHA-256 is kept here, good until expires_at (7 days after it was built).
create table public.data_exports (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null references public.businesses (id) on delete cascade,
  requested_by uuid references auth.users (id) on delete set null,
  client_id uuid references public.clients (id) on delete cascade,
  status text not null default 'queued' check (status in ('queued', 'running', 'ready', 'failed')),
  progress integer not null default 0 check (progress between 0 and 100),
  storage_key text check (char_length(storage_key) <= 200),
  byte_size integer,
  token_hash text unique check (token_hash ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index data_exports_business_idx on public.data_exports (business_id, created_at desc);
alter table public.data_exports enable row level security;
grant select, insert on public.data_exports to authenticated;
grant all on public.data_exports to service_role;
create policy data_exports_member_read on public.data_exports for select to authenticated
  using (business_id in (select public.user_business_ids()));
create policy data_exports_member_insert on public.data_exports for insert to authenticated
  with check (business_id in (select public.user_business_ids()) and requested_by = auth.uid());
select private.require_aal2('public.data_exports');
