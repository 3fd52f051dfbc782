-- The studio's automations (issue 18, item 4): birthday and anniversary greetings, a review request after
-- an order is collected, a re-engagement email after 12 months without a purchase. Each email sent is a row
-- here, written in the same transaction that queues it; the unique (business, client, kind, period) key
-- makes a second run of the daily job (or two workers at once) send nobody a second copy for one occasion.
--
-- `period` names the occasion: the year for a birthday or an anniversary ('2026'), the order's id for a
-- review request, the date of the last purchase for a re-engagement (a client who buys again and lapses
-- again is a new occasion).

create table public.marketing_automation_sends (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  client_id uuid not null references public.clients (id) on delete cascade,
  kind text not null check (kind in ('birthday', 'anniversary', 'review-request', 're-engagement')),
  period text not null check (char_length(period) between 1 and 60),
  email text not null check (char_length(email) <= 320),
  sent_at timestamptz not null default now(),
  unique (business_id, client_id, kind, period)
);
create index marketing_automation_sends_business_idx
  on public.marketing_automation_sends (business_id, sent_at desc);
create index marketing_automation_sends_client_idx on public.marketing_automation_sends (client_id);

alter table public.marketing_automation_sends enable row level security;
grant select, insert, update, delete on public.marketing_automation_sends to authenticated;
grant all on public.marketing_automation_sends to service_role;
create policy marketing_automation_sends_member_all on public.marketing_automation_sends for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
select private.require_aal2('public.marketing_automation_sends');

-- The language an automation writes in (the client book keeps none per client).
alter table public.marketing_automations
  add column locale text not null default 'fr' check (locale in ('fr', 'en'));
