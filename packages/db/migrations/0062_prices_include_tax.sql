-- Prices entered tax included or before tax, as the business chooses (issue 36; ADR 079).
-- businesses.prices_include_tax: how its jewellers type an invoice's unit prices; false (before tax) is what
-- every business did so far. invoices.prices_include_tax: the mode the invoice was made in, copied from the
-- business when it is created and kept, so a later change of the setting never changes what its prices mean.
alter table public.businesses
  add column prices_include_tax boolean not null default false;

alter table public.invoices
  add column prices_include_tax boolean not null default false;

-- The business's owner sets it with the rest of its details (0018 grants update column by column).
grant update (prices_include_tax) on public.businesses to authenticated;
