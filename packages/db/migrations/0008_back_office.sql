-- The jeweller's back office: custom orders through the workshop stages with a timeline of every change,
-- invoices (numbered when issued, never deleted once issued: void + credit note), invoice settings, and
-- uploaded files (logos, product and reference images; the bytes live in the file storage, not here).
-- Children carry business_id and reference their parent through (business_id, id), so a row can never
-- point at another business's order, invoice or file, whoever writes it.

-- Uploaded files: type and size were checked by the API (the bytes were sniffed) before this row exists.
create table public.files (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  kind text not null check (kind in ('logo', 'product', 'reference')),
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/svg+xml')),
  byte_size integer not null check (byte_size between 1 and 10485760),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  storage_key text not null unique check (char_length(storage_key) between 1 and 200),
  original_name text check (char_length(original_name) <= 255),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  unique (business_id, id)
);
create index files_business_kind_idx on public.files (business_id, kind, created_at desc);

-- Orders gain what a custom piece needs and the workshop stage it is at. `amount_minor` (0003) is the
-- agreed price before VAT; the deposit is part of it.
alter table public.orders
  add column stage text not null default 'enquiry' check (stage in (
    'enquiry', 'consultation', 'quote', 'deposit', 'design', 'cad-approval', 'stone-sourcing', 'wax-print',
    'casting', 'assembly', 'stone-setting', 'polishing', 'hallmarking', 'quality-control',
    'ready-for-collection', 'collected', 'cancelled')),
  add column metal text check (char_length(metal) <= 100),
  add column stones text check (char_length(stones) <= 500),
  add column size text check (char_length(size) <= 40),
  -- At most 20 characters as a person counts them (checked by the API); code points here, as a backstop.
  add column engraving text check (char_length(engraving) <= 80),
  add column deposit_minor bigint not null default 0 check (deposit_minor >= 0),
  add column due_date date,
  add column notes text check (char_length(notes) <= 5000),
  -- Number, item and client name without case or accents, kept by the triggers below.
  add column search_text text not null default '',
  add constraint orders_deposit_within_price check (deposit_minor <= amount_minor),
  add constraint orders_business_id_key unique (business_id, id);

-- The spec's three statuses group the stages (as @carat/domain's ORDER_STAGE_INFO; a test compares them).
create function public.order_status_of_stage(stage text) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select case
    when stage = 'cancelled' then 'cancelled'
    when stage in ('enquiry', 'consultation', 'quote', 'deposit') then 'pending'
    when stage in ('ready-for-collection', 'collected') then 'completed'
    else 'in-progress'
  end
$$;

-- The stage an order written with a status alone is taken to be at.
create function public.order_stage_for_status(status text) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select case status
    when 'pending' then 'enquiry'
    when 'in-progress' then 'design'
    when 'completed' then 'collected'
    else 'cancelled'
  end
$$;

-- The status follows the stage. A row written with a status only (older code, the first seed) keeps its
-- status and gets the matching stage.
create function public.orders_sync_stage() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if public.order_status_of_stage(new.stage) <> new.status then
      new.stage := public.order_stage_for_status(new.status);
    end if;
  elsif new.stage is distinct from old.stage then
    new.status := public.order_status_of_stage(new.stage);
  elsif new.status is distinct from old.status and public.order_status_of_stage(new.stage) <> new.status then
    new.stage := public.order_stage_for_status(new.status);
  end if;
  return new;
end
$$;
create trigger orders_sync_stage before insert or update of stage, status on public.orders
  for each row execute function public.orders_sync_stage();

-- Existing rows get the stage of their status.
update public.orders set stage = public.order_stage_for_status(status)
 where public.order_status_of_stage(stage) <> status;

-- The search text names the client: read under the caller's rights, so only a client of the same
-- business can lend its name.
create function public.orders_search_text() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.search_text := public.normalize_search(
    new.number || ' ' || new.item || ' '
      || coalesce((select c.name from public.clients c where c.id = new.client_id), '')
  );
  return new;
end
$$;
create trigger orders_search_text before insert or update of number, item, client_id on public.orders
  for each row execute function public.orders_search_text();

create function public.clients_refresh_order_search() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  update public.orders o
     set search_text = public.normalize_search(o.number || ' ' || o.item || ' ' || new.name)
   where o.client_id = new.id;
  return null;
end
$$;
create trigger clients_refresh_order_search after update of name on public.clients
  for each row when (old.name is distinct from new.name)
  execute function public.clients_refresh_order_search();

update public.orders o
   set search_text = public.normalize_search(
     o.number || ' ' || o.item || ' ' || coalesce((select c.name from public.clients c where c.id = o.client_id), '')
   );

create index orders_search_idx on public.orders using gin (business_id, search_text extensions.gin_trgm_ops);
create index orders_business_status_created_idx on public.orders (business_id, status, created_at desc, id);
create index orders_business_amount_idx on public.orders (business_id, amount_minor, id);
create index orders_business_due_idx on public.orders (business_id, due_date, id);

-- The order's timeline: every change, appended, never edited.
create table public.order_events (
  id uuid primary key default gen_random_uuid(),
  -- The order in which things happened, also within one transaction (where now() does not move).
  seq bigint generated always as identity,
  business_id uuid not null default public.current_business_id(),
  order_id uuid not null,
  kind text not null check (kind in ('created', 'stage', 'cancelled', 'note', 'email', 'invoice', 'updated')),
  from_stage text check (char_length(from_stage) <= 40),
  to_stage text check (char_length(to_stage) <= 40),
  note text check (char_length(note) <= 2000),
  -- What changed, to whom an email went, which invoice: small facts, never a copy of the order.
  detail jsonb not null default '{}' check (jsonb_typeof(detail) = 'object'),
  actor_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  foreign key (business_id, order_id) references public.orders (business_id, id) on delete cascade
);
create index order_events_order_idx on public.order_events (order_id, seq);

-- Reference images of an order (the client's inspiration, sketches, CAD renders), in order.
create table public.order_images (
  business_id uuid not null default public.current_business_id(),
  order_id uuid not null,
  file_id uuid not null,
  position smallint not null default 0 check (position between 0 and 99),
  primary key (order_id, file_id),
  foreign key (business_id, order_id) references public.orders (business_id, id) on delete cascade,
  foreign key (business_id, file_id) references public.files (business_id, id) on delete cascade
);
create index order_images_file_idx on public.order_images (file_id);

-- Invoices. A draft has no number; issuing takes the next INV-YYYY-NNN of the business's counter in the
-- same transaction. 'Overdue' is not stored: it follows from the due date in the business's time zone.
create table public.invoices (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  number text check (number ~ '^INV-[0-9]{4}-[0-9]{3,}$'),
  -- 'deposit': a deposit received (its own VAT document); 'final': the balance of an order, deposits
  -- deducted; 'standard': any other invoice.
  kind text not null default 'standard' check (kind in ('standard', 'deposit', 'final')),
  status text not null default 'draft' check (status in ('draft', 'sent', 'paid', 'void')),
  order_id uuid,
  client_id uuid references public.clients (id) on delete set null,
  client_name text not null default '' check (char_length(client_name) <= 200),
  client_email text check (char_length(client_email) <= 320),
  client_address text check (char_length(client_address) <= 1000),
  locale text not null default 'fr' check (locale in ('fr', 'en')),
  currency char(3) not null default 'GBP' check (currency ~ '^[A-Z]{3}$'),
  vat_rate_bps integer not null default 2000 check (vat_rate_bps between 0 and 10000),
  issue_date date,
  due_date date not null,
  notes text check (char_length(notes) <= 2000),
  subtotal_minor bigint not null default 0 check (subtotal_minor >= 0),
  vat_minor bigint not null default 0 check (vat_minor >= 0),
  total_minor bigint not null default 0 check (total_minor >= 0),
  -- Deposit invoices of the same order already issued, deducted from what this one asks (VAT included).
  deposits_deducted_minor bigint not null default 0 check (deposits_deducted_minor >= 0),
  issued_at timestamptz,
  sent_at timestamptz,
  paid_at timestamptz,
  voided_at timestamptz,
  void_reason text check (char_length(void_reason) <= 500),
  search_text text generated always as (
    public.normalize_search(coalesce(number, '') || ' ' || client_name || ' ' || coalesce(client_email, ''))
  ) stored,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (business_id, number),
  unique (business_id, id),
  check (deposits_deducted_minor <= total_minor),
  check (total_minor = subtotal_minor + vat_minor),
  -- Numbered exactly when issued.
  check ((status = 'draft') = (number is null)),
  check ((number is null) = (issue_date is null)),
  foreign key (business_id, order_id) references public.orders (business_id, id) on delete set null (order_id)
);
create index invoices_business_created_idx on public.invoices (business_id, created_at desc, id);
create index invoices_business_status_due_idx on public.invoices (business_id, status, due_date);
create index invoices_business_due_idx on public.invoices (business_id, due_date, id);
create index invoices_business_amount_idx on public.invoices (business_id, total_minor, id);
create index invoices_order_idx on public.invoices (order_id) where order_id is not null;
create index invoices_client_idx on public.invoices (client_id) where client_id is not null;
create index invoices_search_idx on public.invoices using gin (business_id, search_text extensions.gin_trgm_ops);
create trigger invoices_touch before update on public.invoices
  for each row execute function public.touch_updated_at();

create table public.invoice_lines (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id(),
  invoice_id uuid not null,
  position smallint not null check (position between 0 and 199),
  description text not null check (char_length(btrim(description)) between 1 and 500),
  quantity integer not null check (quantity between 1 and 9999),
  unit_price_minor bigint not null check (unit_price_minor >= 0),
  -- Worked out by @carat/domain (VAT per line, rounded half-up to the penny) and kept as issued.
  net_minor bigint not null check (net_minor >= 0),
  vat_minor bigint not null check (vat_minor >= 0),
  unique (invoice_id, position),
  foreign key (business_id, invoice_id) references public.invoices (business_id, id) on delete cascade
);

-- A voided invoice keeps its number; the credit note cancels it, with a number of its own.
create table public.credit_notes (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  invoice_id uuid not null unique,
  number text not null check (number ~ '^CN-[0-9]{4}-[0-9]{3,}$'),
  reason text check (char_length(reason) <= 500),
  issue_date date not null,
  currency char(3) not null check (currency ~ '^[A-Z]{3}$'),
  subtotal_minor bigint not null check (subtotal_minor >= 0),
  vat_minor bigint not null check (vat_minor >= 0),
  total_minor bigint not null check (total_minor >= 0),
  created_at timestamptz not null default now(),
  unique (business_id, number),
  foreign key (business_id, invoice_id) references public.invoices (business_id, id)
);

-- What every invoice of the business carries. No row yet: the defaults of @carat/domain and the
-- business's own details apply.
create table public.invoice_settings (
  business_id uuid primary key default public.current_business_id()
    references public.businesses (id) on delete cascade,
  logo_file_id uuid,
  company_name text check (char_length(company_name) <= 200),
  email text check (char_length(email) <= 320),
  phone text check (char_length(phone) <= 40),
  address text check (char_length(address) <= 1000),
  website text check (char_length(website) <= 300),
  tax_id text check (char_length(tax_id) <= 60),
  bank_details text check (char_length(bank_details) <= 1000),
  auto_add_logo boolean not null default true,
  auto_add_company_info boolean not null default true,
  default_payment_terms smallint not null default 30 check (default_payment_terms between 0 and 365),
  default_notes text check (char_length(default_notes) <= 2000),
  invoice_color text not null default 'amber' check (invoice_color in ('amber', 'blue', 'purple', 'green')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (business_id, logo_file_id) references public.files (business_id, id) on delete set null (logo_file_id)
);
create trigger invoice_settings_touch before update on public.invoice_settings
  for each row execute function public.touch_updated_at();

-- Issued invoices are kept as issued. The API checks first and answers clearly; these triggers make it
-- true for every writer. A refusal is a check violation (the API answers 422), and rows whose business
-- is being deleted (account closure) are let go.
create function public.invoices_guard() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    if old.number is not null and exists (select 1 from public.businesses b where b.id = old.business_id) then
      raise exception 'an issued invoice cannot be deleted: void it' using errcode = '23514';
    end if;
    return old;
  end if;
  if old.number is not null and new.number is distinct from old.number then
    raise exception 'an invoice number never changes' using errcode = '23514';
  end if;
  if old.status <> 'draft' and (
       new.client_name, new.client_email, new.client_address, new.currency, new.vat_rate_bps, new.issue_date,
       new.due_date, new.subtotal_minor, new.vat_minor, new.total_minor, new.deposits_deducted_minor, new.kind
     ) is distinct from (
       old.client_name, old.client_email, old.client_address, old.currency, old.vat_rate_bps, old.issue_date,
       old.due_date, old.subtotal_minor, old.vat_minor, old.total_minor, old.deposits_deducted_minor, old.kind
     ) then
    raise exception 'an issued invoice cannot be changed: void it and issue another' using errcode = '23514';
  end if;
  if new.status is distinct from old.status and not (
       (old.status = 'draft' and new.status in ('sent', 'paid'))
       or (old.status = 'sent' and new.status in ('paid', 'void'))
       or (old.status = 'paid' and new.status = 'void')
     ) then
    raise exception 'an invoice cannot go from % to %', old.status, new.status using errcode = '23514';
  end if;
  return new;
end
$$;
create trigger invoices_guard before update or delete on public.invoices
  for each row execute function public.invoices_guard();

create function public.invoice_lines_guard() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  invoice_status text;
begin
  select i.status into invoice_status from public.invoices i
   where i.id = case when tg_op = 'DELETE' then old.invoice_id else new.invoice_id end;
  if invoice_status is not null and invoice_status <> 'draft' then
    raise exception 'the lines of an issued invoice cannot be changed' using errcode = '23514';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end
$$;
create trigger invoice_lines_guard before insert or update or delete on public.invoice_lines
  for each row execute function public.invoice_lines_guard();

-- The Orders and Invoices lists: one page of ids, and how many match, as the table owner with the
-- membership check written out (the definer pattern of client_page_ids in 0003: under RLS a LIKE filter
-- cannot use the trigram index). Sorts come from a fixed list, never from the caller's text. A search
-- first looks among the first 5,000 rows of the list's order: a common fragment ('example.com', a first
-- name) fills its page there at once. When it does not, every row is searched (a fragment of three
-- letters or more through the trigram index) and only the matches are sorted. The first matches in the
-- list's order are always among its first rows, so both ways answer the same page.
create function public.order_page_ids(
  business uuid, pattern text, wanted_status text, wanted_client uuid, sort text, page_size integer,
  page_offset integer
) returns setof uuid
language plpgsql stable security definer
set search_path = ''
as $$
declare
  ordering text := case sort
    when 'oldest' then '%1$s.created_at, %1$s.id'
    when 'amount-desc' then '%1$s.amount_minor desc, %1$s.id'
    when 'amount-asc' then '%1$s.amount_minor, %1$s.id'
    when 'due' then '%1$s.due_date nulls last, %1$s.id'
    else '%1$s.created_at desc, %1$s.id'
  end;
  wanted integer := least(page_size, 100);
  skip integer := greatest(page_offset, 0);
  filters text := '($3::text is null or %1$s.status = $3) and ($4::uuid is null or %1$s.client_id = $4)';
  ids uuid[];
begin
  if not public.has_business_role(business, 'staff') then
    return;
  end if;
  if pattern is null then
    return query execute format(
      'select o.id from public.orders o where o.business_id = $1 and %s order by %s limit $5 offset $6',
      format(filters, 'o'), format(ordering, 'o'))
    using business, pattern, wanted_status, wanted_client, wanted, skip;
    return;
  end if;
  execute format(
    'select array(
       select w.id from (
         select o.id, o.created_at, o.amount_minor, o.due_date, o.status, o.client_id, o.search_text
           from public.orders o where o.business_id = $1 order by %s limit 5000) w
        where w.search_text like public.normalize_search($2) and %s
        order by %s limit $5 offset $6)',
    format(ordering, 'o'), format(filters, 'w'), format(ordering, 'w'))
  into ids using business, pattern, wanted_status, wanted_client, wanted, skip;
  if cardinality(ids) = wanted then
    return query select unnest(ids);
    return;
  end if;
  return query execute format(
    'with matches as materialized (
       select o.id, o.created_at, o.amount_minor, o.due_date from public.orders o
        where o.business_id = $1 and o.search_text like public.normalize_search($2) and %s)
     select m.id from matches m order by %s limit $5 offset $6',
    format(filters, 'o'), format(ordering, 'm'))
  using business, pattern, wanted_status, wanted_client, wanted, skip;
end
$$;

-- How many match, up to `cap` (all of them when it is null).
create function public.order_match_count(
  business uuid, pattern text, wanted_status text, wanted_client uuid, cap integer
) returns integer
language plpgsql stable security definer
set search_path = ''
as $$
declare
  matched integer;
begin
  if not public.has_business_role(business, 'staff') then
    return 0;
  end if;
  execute
    'select count(*)::integer from (
       select 1 from public.orders o
        where o.business_id = $1
          and ($2::text is null or o.search_text like public.normalize_search($2))
          and ($3::text is null or o.status = $3)
          and ($4::uuid is null or o.client_id = $4)
        limit $5) matched'
  into matched
  using business, pattern, wanted_status, wanted_client, cap;
  return matched;
end
$$;

-- The invoice's displayed status: draft, pending, overdue, paid or void; overdue when sent and due
-- before today in the business's time zone.
create function public.invoice_display_status(status text, due_date date, today date) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select case when status = 'sent' then case when due_date < today then 'overdue' else 'pending' end
              else status end
$$;

create function public.business_today(business uuid) returns date
language sql stable security definer
set search_path = ''
as $$
  select (now() at time zone coalesce(
    (select b.time_zone from public.businesses b where b.id = business), 'Europe/London'))::date
$$;

-- A displayed status as a condition on the stored status and the due date (today is $7), so the
-- (business, status, due date) index serves it. From a fixed list, never from the caller's text.
create function public.invoice_status_condition(wanted_status text, alias text) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select format(case wanted_status
    when 'pending' then '%1$s.status = ''sent'' and %1$s.due_date >= $7'
    when 'overdue' then '%1$s.status = ''sent'' and %1$s.due_date < $7'
    when 'draft' then '%1$s.status = ''draft'''
    when 'paid' then '%1$s.status = ''paid'''
    when 'void' then '%1$s.status = ''void'''
    else 'true'
  end, alias)
$$;

create function public.invoice_page_ids(
  business uuid, pattern text, wanted_status text, wanted_client uuid, wanted_order uuid, sort text,
  page_size integer, page_offset integer
) returns setof uuid
language plpgsql stable security definer
set search_path = ''
as $$
declare
  today date := public.business_today(business);
  ordering text := case sort
    when 'oldest' then '%1$s.created_at, %1$s.id'
    when 'amount-desc' then '%1$s.total_minor desc, %1$s.id'
    when 'amount-asc' then '%1$s.total_minor, %1$s.id'
    when 'due' then '%1$s.due_date, %1$s.id'
    else '%1$s.created_at desc, %1$s.id'
  end;
  wanted integer := least(page_size, 100);
  skip integer := greatest(page_offset, 0);
  filters text := '%1$s and ($3::uuid is null or %2$s.client_id = $3) and ($4::uuid is null or %2$s.order_id = $4)';
  ids uuid[];
begin
  if not public.has_business_role(business, 'staff') then
    return;
  end if;
  if pattern is null then
    return query execute format(
      'select i.id from public.invoices i where i.business_id = $1 and %s order by %s limit $5 offset $6',
      format(filters, public.invoice_status_condition(wanted_status, 'i'), 'i'), format(ordering, 'i'))
    using business, pattern, wanted_client, wanted_order, wanted, skip, today;
    return;
  end if;
  execute format(
    'select array(
       select w.id from (
         select i.id, i.created_at, i.total_minor, i.due_date, i.status, i.client_id, i.order_id, i.search_text
           from public.invoices i where i.business_id = $1 order by %s limit 5000) w
        where w.search_text like public.normalize_search($2) and %s
        order by %s limit $5 offset $6)',
    format(ordering, 'i'), format(filters, public.invoice_status_condition(wanted_status, 'w'), 'w'),
    format(ordering, 'w'))
  into ids using business, pattern, wanted_client, wanted_order, wanted, skip, today;
  if cardinality(ids) = wanted then
    return query select unnest(ids);
    return;
  end if;
  return query execute format(
    'with matches as materialized (
       select i.id, i.created_at, i.total_minor, i.due_date from public.invoices i
        where i.business_id = $1 and i.search_text like public.normalize_search($2) and %s)
     select m.id from matches m order by %s limit $5 offset $6',
    format(filters, public.invoice_status_condition(wanted_status, 'i'), 'i'), format(ordering, 'm'))
  using business, pattern, wanted_client, wanted_order, wanted, skip, today;
end
$$;

-- How many match, up to `cap` (all of them when it is null).
create function public.invoice_match_count(
  business uuid, pattern text, wanted_status text, wanted_client uuid, wanted_order uuid, cap integer
) returns integer
language plpgsql stable security definer
set search_path = ''
as $$
declare
  matched integer;
begin
  if not public.has_business_role(business, 'staff') then
    return 0;
  end if;
  execute format(
    'select count(*)::integer from (
       select 1 from public.invoices i
        where i.business_id = $1
          and ($2::text is null or i.search_text like public.normalize_search($2))
          and %s
          and ($3::uuid is null or i.client_id = $3)
          and ($4::uuid is null or i.order_id = $4)
        limit $5) matched', public.invoice_status_condition(wanted_status, 'i'))
  into matched
  using business, pattern, wanted_client, wanted_order, cap, null::integer, public.business_today(business);
  return matched;
end
$$;

-- A product image, for the public showroom: the only kind of file anyone may read without signing in.
-- Answers the storage key and type only.
create function public.public_product_image(file uuid)
returns table (storage_key text, content_type text, sha256 text)
language sql stable security definer
set search_path = ''
as $$
  select f.storage_key, f.content_type, f.sha256 from public.files f where f.id = file and f.kind = 'product'
$$;

revoke execute on function
  public.order_page_ids(uuid, text, text, uuid, text, integer, integer),
  public.order_match_count(uuid, text, text, uuid, integer),
  public.invoice_page_ids(uuid, text, text, uuid, uuid, text, integer, integer),
  public.invoice_match_count(uuid, text, text, uuid, uuid, integer),
  public.business_today(uuid),
  public.invoice_status_condition(text, text)
  from public, anon;
grant execute on function
  public.order_page_ids(uuid, text, text, uuid, text, integer, integer),
  public.order_match_count(uuid, text, text, uuid, integer),
  public.invoice_page_ids(uuid, text, text, uuid, uuid, text, integer, integer),
  public.invoice_match_count(uuid, text, text, uuid, uuid, integer),
  public.business_today(uuid),
  public.invoice_status_condition(text, text)
  to authenticated, service_role;
revoke execute on function public.public_product_image(uuid) from public;
grant execute on function public.public_product_image(uuid) to anon, authenticated, service_role;

-- Row-level security: members of the business, nobody else. The timeline and credit notes are
-- append-only; only a draft invoice may be deleted.
alter table public.files enable row level security;
alter table public.order_events enable row level security;
alter table public.order_images enable row level security;
alter table public.invoices enable row level security;
alter table public.invoice_lines enable row level security;
alter table public.credit_notes enable row level security;
alter table public.invoice_settings enable row level security;

grant select, insert, delete on public.files, public.order_images to authenticated;
grant select, insert on public.order_events, public.credit_notes to authenticated;
grant select, insert, update, delete on public.invoices, public.invoice_lines to authenticated;
grant select, insert, update on public.invoice_settings to authenticated;
grant all on public.files, public.order_events, public.order_images, public.invoices, public.invoice_lines,
  public.credit_notes, public.invoice_settings to service_role;

create policy files_member_all on public.files for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy order_events_member_all on public.order_events for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy order_images_member_all on public.order_images for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy invoices_member_read on public.invoices for select to authenticated
  using (business_id in (select public.user_business_ids()));
create policy invoices_member_insert on public.invoices for insert to authenticated
  with check (business_id in (select public.user_business_ids()));
create policy invoices_member_update on public.invoices for update to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy invoices_member_delete_draft on public.invoices for delete to authenticated
  using (business_id in (select public.user_business_ids()) and number is null);
create policy invoice_lines_member_all on public.invoice_lines for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy credit_notes_member_all on public.credit_notes for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy invoice_settings_member_all on public.invoice_settings for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
