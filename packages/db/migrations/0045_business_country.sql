-- A jeweller outside London (issue 36; ADR 051). The business says where it trades and what its pages and
-- invoices carry, instead of the UK everyone got at sign-up:
-- - country (ISO 3166-1) and region (ISO 3166-2, where taxes or time differ: Canada's provinces); null until
--   the jeweller answers the sign-up step or Settings → Business (the product then keeps today's defaults);
-- - locale: the language numbers and dates are written in; null follows the reader's language;
-- - tax_registration: the numbers the country's invoices carry ({ siren, vatNumber, gstNumber, qstNumber,
--   uid, companyNumber, registered }), checked by the API against the country's formats;
-- - promises: the shop's own delivery, guarantee and returns lines in French and English; a line not set is
--   not shown anywhere (product page, emails).
alter table public.businesses
  add column country char(2) check (country ~ '^[A-Z]{2}$'),
  add column region text check (region ~ '^[A-Z]{2}-[A-Z0-9]{1,3}$'),
  add column locale text check (locale in ('fr', 'en')),
  add column tax_registration jsonb not null default '{}'::jsonb
    check (jsonb_typeof(tax_registration) = 'object' and pg_column_size(tax_registration) <= 4096),
  add column promises jsonb not null default '{}'::jsonb
    check (jsonb_typeof(promises) = 'object' and pg_column_size(promises) <= 8192);

-- The demo jeweller is in London and keeps the spec's promises (an installation seeded before this
-- migration; the seed writes the same for a new one: packages/db/src/seed/demo-data.ts).
update public.businesses
set country = 'GB',
    promises = jsonb_build_object(
      'delivery', jsonb_build_object('fr', 'Livraison gratuite au Royaume-Uni', 'en', 'Free UK delivery'),
      'guarantee', jsonb_build_object('fr', 'Garantie d’authenticité à vie', 'en', 'Lifetime authenticity guarantee'),
      'returns', jsonb_build_object('fr', 'Retours sous 30 jours', 'en', 'Returns within 30 days'))
where is_demo and slug = 'demo' and promises = '{}'::jsonb;

-- Members change these as they change the rest of the business's details (0018 grants by column).
grant update (country, region, locale, tax_registration, promises) on public.businesses to authenticated;

-- Visitors read the promises with the shop's other public details (the product page).
grant select (promises) on public.businesses to anon;
