-- The AI design generator (issue 17): a business's designs, each with its versions (a new spec is a new
-- version; the files of every version stay in the file storage under keys the API built), the links that
-- share a design with a client (only the token's SHA-256 is stored, with an expiry), and the business's
-- pricing inputs (metal price per gram per alloy, labour, stone price per carat), all in minor units.

create table public.designs (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  brief text check (char_length(brief) <= 2000),
  -- The brief's words the parser could not place, shown beside the form.
  unparsed text[] not null default '{}' check (cardinality(unparsed) <= 60),
  -- The current version's spec (@carat/domain DesignSpec) and estimate ({ metalVolumeMm3, weightG, stones,
  -- totalCarat, price }), copied from design_versions for the list.
  spec jsonb not null check (jsonb_typeof(spec) = 'object'),
  estimate jsonb not null check (jsonb_typeof(estimate) = 'object'),
  version integer not null default 1 check (version >= 1),
  engine text not null default 'offline' check (engine in ('offline', 'model', 'form')),
  thumbnail_key text check (char_length(thumbnail_key) <= 200),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id, business_id)
);
create index designs_business_updated_idx on public.designs (business_id, updated_at desc, id);
create trigger designs_touch before update on public.designs
  for each row execute function public.touch_updated_at();

create table public.design_versions (
  design_id uuid not null,
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  version integer not null check (version >= 1),
  spec jsonb not null check (jsonb_typeof(spec) = 'object'),
  estimate jsonb not null check (jsonb_typeof(estimate) = 'object'),
  -- File storage keys (<businessId>/<uuid>) of the GLB, the metal's STL and the USDZ for Quick Look.
  glb_key text check (char_length(glb_key) <= 200),
  stl_key text check (char_length(stl_key) <= 200),
  usdz_key text check (char_length(usdz_key) <= 200),
  glb_bytes integer check (glb_bytes >= 0),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (design_id, version),
  foreign key (design_id, business_id) references public.designs (id, business_id) on delete cascade
);
create index design_versions_business_idx on public.design_versions (business_id);

create table public.design_shares (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  design_id uuid not null,
  -- The version the client sees: a later change of the design does not change a link already sent.
  version integer not null check (version >= 1),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz not null,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  foreign key (design_id, version) references public.design_versions (design_id, version) on delete cascade,
  foreign key (design_id, business_id) references public.designs (id, business_id) on delete cascade
);
create index design_shares_design_idx on public.design_shares (design_id);
create index design_shares_business_idx on public.design_shares (business_id);

-- Integer minor units of the business's currency; a business without a row gets the API's defaults.
create table public.design_pricing (
  business_id uuid primary key default public.current_business_id()
    references public.businesses (id) on delete cascade,
  -- { "<metal>": minor units per gram } for every alloy of @carat/domain METALS.
  metal_per_gram jsonb not null check (jsonb_typeof(metal_per_gram) = 'object'),
  labour_minor bigint not null check (labour_minor between 0 and 100000000),
  -- { "<stone type>": minor units per carat }.
  stone_per_carat jsonb not null check (jsonb_typeof(stone_per_carat) = 'object'),
  updated_at timestamptz not null default now()
);
create trigger design_pricing_touch before update on public.design_pricing
  for each row execute function public.touch_updated_at();

-- The order a design became, the catalogue piece it became (the design stays the source of the 3D view).
alter table public.orders add column design_id uuid references public.designs (id) on delete set null;
alter table public.products add column design_id uuid references public.designs (id) on delete set null;
create index orders_design_idx on public.orders (design_id) where design_id is not null;
create index products_design_idx on public.products (design_id) where design_id is not null;

-- Row-level security: the business's members only. A shared link is read by the API's own connection by
-- the token's hash (as the appointment links are), never by the `anon` role.
alter table public.designs enable row level security;
alter table public.design_versions enable row level security;
alter table public.design_shares enable row level security;
alter table public.design_pricing enable row level security;
grant select, insert, update, delete on public.designs, public.design_versions, public.design_shares,
  public.design_pricing to authenticated;
grant all on public.designs, public.design_versions, public.design_shares, public.design_pricing to service_role;
create policy designs_member_all on public.designs for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy design_versions_member_all on public.design_versions for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy design_shares_member_all on public.design_shares for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy design_pricing_member_all on public.design_pricing for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
select private.require_aal2('public.designs');
select private.require_aal2('public.design_versions');
select private.require_aal2('public.design_shares');
select private.require_aal2('public.design_pricing');
