-- The back office's inbox of showroom leads ('Demandes'): what visitors send (0007's showroom_leads) gets
-- a private note, a search text, and the order it became once the jeweller converts it. A lead becomes
-- at most one order, an order comes from at most one lead, and both belong to the same business,
-- whoever writes the row.

alter table public.showroom_leads
  -- The jeweller's own note on the request (never shown to the visitor).
  add column note text check (char_length(note) <= 2000),
  -- The order the lead became ('Créer la commande'); null until then.
  add column order_id uuid,
  -- Name, email, phone, message, budget and the basket's piece names, without case or accents.
  add column search_text text generated always as (
    public.normalize_search(
      name || ' ' || email || ' ' || coalesce(phone, '') || ' ' || coalesce(message, '') || ' '
        || coalesce(budget, '') || ' ' || jsonb_path_query_array(items, '$[*].name')::text
    )
  ) stored,
  add constraint showroom_leads_business_id_key unique (business_id, id),
  add constraint showroom_leads_order_fkey foreign key (business_id, order_id)
    references public.orders (business_id, id) on delete set null (order_id),
  -- A converted lead is done with: it stays closed.
  add constraint showroom_leads_converted_closed check (order_id is null or status = 'closed');

create unique index showroom_leads_order_idx on public.showroom_leads (order_id) where order_id is not null;
create index showroom_leads_business_status_idx on public.showroom_leads (business_id, status, created_at desc);

-- Row-level security and grants are 0007's: members of the business read and change its leads
-- (showroom_leads_member_all), anon has no right on the table, service_role has all. The new columns
-- fall under the same table grants.
