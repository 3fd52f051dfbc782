-- The jeweller's own product categories (issue 36 item 8, ADR 076): a key, a French and an English name, an
-- order and whether the showroom shows it as a tab. A product's category is one of its business's keys (the
-- foreign key below); a category its pieces still name cannot be deleted (the API moves them first).
-- Defaults: the spec's five, RINGS, EARRINGS and NECKLACES, for every business, new or old.

create table public.product_categories (
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  -- Upper-case letters, digits and underscores: it is the showroom's `?category=` and the API's value.
  key text not null check (key ~ '^[A-Z][A-Z0-9_]{0,39}$' and key <> 'ALL'),
  name_fr text not null check (char_length(btrim(name_fr)) between 1 and 60),
  name_en text not null check (char_length(btrim(name_en)) between 1 and 60),
  position integer not null default 0 check (position >= 0),
  visible boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (business_id, key)
);
create index product_categories_order_idx on public.product_categories (business_id, position, key);
create trigger product_categories_touch before update on public.product_categories
  for each row execute function public.touch_updated_at();

-- The defaults, in their order. Written as the definer: a business is created by the sign-up trigger,
-- before its owner is a member who could write the rows.
create function private.default_product_categories(business uuid, all_visible boolean) returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.product_categories (business_id, key, name_fr, name_en, position, visible)
  select business, d.key, d.name_fr, d.name_en, d.position,
         all_visible or d.spec
           or exists (select 1 from public.products p where p.business_id = business and p.category = d.key)
    from (values
      ('CHAINS', 'Chaînes', 'Chains', 0, true),
      ('PENDANTS', 'Pendentifs', 'Pendants', 1, true),
      ('BRACELETS', 'Bracelets', 'Bracelets', 2, true),
      ('WATCHES', 'Montres', 'Watches', 3, true),
      ('GRILLS', 'Grillz', 'Grillz', 4, true),
      ('RINGS', 'Bagues', 'Rings', 5, false),
      ('EARRINGS', 'Boucles d’oreilles', 'Earrings', 6, false),
      ('NECKLACES', 'Colliers', 'Necklaces', 7, false)
    ) as d (key, name_fr, name_en, position, spec)
  on conflict do nothing;
$$;
revoke execute on function private.default_product_categories(uuid, boolean) from public, anon, authenticated;

create function private.business_default_categories() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.default_product_categories(new.id, true);
  return null;
end;
$$;
revoke execute on function private.business_default_categories() from public, anon, authenticated;
create trigger businesses_default_categories after insert on public.businesses
  for each row execute function private.business_default_categories();

-- An existing showroom reads as before: the spec's five are tabs; RINGS, EARRINGS and NECKLACES only
-- where the business already has such pieces (the showroom showed RINGS and EARRINGS only then).
select private.default_product_categories(id, false) from public.businesses;

alter table public.products drop constraint products_category_check;
alter table public.products add constraint products_category_fkey
  foreign key (business_id, category) references public.product_categories (business_id, key)
  on update cascade;

alter table public.product_categories enable row level security;
grant select, insert, update, delete on public.product_categories to authenticated;
grant all on public.product_categories to service_role;
create policy product_categories_member_all on public.product_categories for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));

-- A visitor reads the categories of a published showroom: the visible ones are its tabs; a hidden one's
-- pieces still show under ALL and the assistant still knows what they are.
grant select on public.product_categories to anon;
create policy product_categories_public_read on public.product_categories for select to anon
  using (public.showroom_published(business_id));

select private.require_aal2('public.product_categories');
