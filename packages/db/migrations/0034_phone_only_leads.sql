-- A visitor may leave a phone number only (the assistant asks 'e-mail ou téléphone'): a lead needs one way
-- to reach them, not necessarily an email. The search text keeps working without an email.

alter table public.showroom_leads drop column search_text;

alter table public.showroom_leads
  alter column email drop not null,
  add constraint showroom_leads_reachable check (email is not null or phone is not null),
  -- Name, email, phone, message, budget and the basket's piece names, without case or accents (as 0011).
  add column search_text text generated always as (
    public.normalize_search(
      name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(message, '') || ' '
        || coalesce(budget, '') || ' ' || jsonb_path_query_array(items, '$[*].name')::text
    )
  ) stored;
