-- Taxes by country on invoices (issue 36; ADR 052). An invoice keeps the tax lines it was worked out with —
-- one per tax of the business's rule (UK/France VAT, Quebec GST and QST apart), each
-- { code, rateBps, baseMinor, taxMinor } — so a Montréal invoice prints 'TPS 5 %' and 'TVQ 9,975 %' and a
-- business that is not registered prints none. vat_minor stays the sum of them (every total, report and
-- export reads it); vat_rate_bps stays the single rate of a one-tax invoice (0 without tax).
alter table public.invoices
  add column taxes jsonb not null default '[]'::jsonb
    check (jsonb_typeof(taxes) = 'array' and jsonb_array_length(taxes) <= 8);

-- Invoices made before: the UK VAT they were computed with, as one line.
update public.invoices
set taxes = jsonb_build_array(jsonb_build_object(
  'code', 'VAT', 'rateBps', vat_rate_bps, 'baseMinor', subtotal_minor, 'taxMinor', vat_minor))
where taxes = '[]'::jsonb and vat_rate_bps > 0;
