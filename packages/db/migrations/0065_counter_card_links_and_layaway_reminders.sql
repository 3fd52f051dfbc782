-- The counter's card part paid on the client's phone, instalment reminders and card refunds of layaways
-- (issue 32; ADR 087). Money: integer minor units in the business's currency, as the sale's.

-- A sale waiting for its card part to be paid through a Checkout session on the jeweller's account: the
-- sale as the member entered it (the body of POST /v1/sales), the pieces it holds meanwhile (reserved, with
-- the status each goes back to), and what became of it. Made into an ordinary sale once the session is paid.
create table public.sale_links (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  status text not null default 'open'
    check (status in ('open', 'completed', 'expired', 'cancelled', 'refunded')),
  sale_input jsonb not null check (jsonb_typeof(sale_input) = 'object'),
  -- The index of the card payment the link collects, in sale_input.payments.
  link_payment_index smallint not null check (link_payment_index >= 0),
  amount_minor bigint not null check (amount_minor > 0),
  currency char(3) not null check (currency ~ '^[A-Z]{3}$'),
  -- [{ "id": stock item, "from": 'in_stock' | 'memo_out' }]: the pieces held while the link is open.
  held_items jsonb not null default '[]' check (jsonb_typeof(held_items) = 'array'),
  url text not null check (char_length(url) <= 2000),
  sale_id uuid,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  expires_at timestamptz not null,
  closed_at timestamptz,
  unique (business_id, id),
  check ((status = 'completed') = (sale_id is not null)),
  foreign key (business_id, sale_id) references public.sales (business_id, id)
);
create index sale_links_business_status_idx on public.sale_links (business_id, status, created_at desc);
create trigger sale_links_touch before update on public.sale_links
  for each row execute function public.touch_updated_at();

alter table public.sale_links enable row level security;
grant select, insert, update on public.sale_links to authenticated;
grant all on public.sale_links to service_role;
create policy sale_links_member_all on public.sale_links for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
select private.require_aal2('public.sale_links');

-- Client payments gain the kind 'counter_sale' (a sale link's card part).
alter table public.client_payments
  add column sale_link_id uuid references public.sale_links (id) on delete set null;
create index client_payments_sale_link_idx on public.client_payments (sale_link_id) where sale_link_id is not null;
alter table public.client_payments drop constraint client_payments_kind_check;
alter table public.client_payments drop constraint client_payments_target_check;
alter table public.client_payments
  add constraint client_payments_kind_check
    check (kind in ('booking_deposit', 'invoice', 'order_deposit', 'order_balance', 'repair_balance', 'layaway',
                    'counter_sale')),
  add constraint client_payments_target_check check (
    (kind = 'booking_deposit' and appointment_id is not null)
    or (kind = 'invoice' and invoice_id is not null)
    or (kind in ('order_deposit', 'order_balance') and order_id is not null)
    or (kind = 'repair_balance' and repair_id is not null)
    or (kind = 'layaway' and layaway_id is not null)
    or (kind = 'counter_sale' and sale_link_id is not null)
    or (appointment_id is null and invoice_id is null and order_id is null and repair_id is null
        and layaway_id is null and sale_link_id is null)
  );

-- Refunds on the jeweller's account gain two reasons: a cancelled layaway's online payments, and a sale
-- link paid when its sale could no longer be made.
alter table public.payment_refunds drop constraint payment_refunds_reason_check;
alter table public.payment_refunds add constraint payment_refunds_reason_check
  check (reason in ('cancelled', 'slot_taken', 'invoice_refund', 'layaway_cancelled', 'sale_failed'));

-- A cancelled layaway: what of its refund went back to the card, and what Stripe refused (given back by
-- hand); the rest of refund_minor is money given back at the counter. The layaway's language, for the
-- client's reminders (the business's, else French, for the layaways made before).
alter table public.layaways
  add column card_refunded_minor bigint not null default 0 check (card_refunded_minor >= 0),
  add column card_refund_failed_minor bigint not null default 0 check (card_refund_failed_minor >= 0),
  add column locale text not null default 'fr' check (locale in ('fr', 'en'));
update public.layaways l set locale = b.locale from public.businesses b where b.id = l.business_id and b.locale is not null;

-- How many days before an instalment the client is reminded (0: on the day only; overdue reminders always).
alter table public.counter_settings
  add column layaway_reminder_days smallint not null default 3 check (layaway_reminder_days between 0 and 30);

-- One reminder per instalment and kind, ever: the job's insert is the guard.
create table public.layaway_reminders (
  business_id uuid not null references public.businesses (id) on delete cascade,
  layaway_id uuid not null,
  due_date date not null,
  kind text not null check (kind in ('upcoming', 'overdue')),
  sent_at timestamptz not null default now(),
  primary key (layaway_id, due_date, kind),
  foreign key (business_id, layaway_id) references public.layaways (business_id, id) on delete cascade
);
alter table public.layaway_reminders enable row level security;
grant select on public.layaway_reminders to authenticated;
grant all on public.layaway_reminders to service_role;
create policy layaway_reminders_member_read on public.layaway_reminders for select to authenticated
  using (business_id in (select public.user_business_ids()));
select private.require_aal2('public.layaway_reminders');

-- The client's text reminder is a message kind of its own.
alter table public.messages drop constraint messages_kind_check;
alter table public.messages
  add constraint messages_kind_check check (kind in ('booking_confirmation', 'booking_reminder', 'repair_ready',
    'receipt', 'campaign', 'automation', 'manual', 'reply', 'keyword', 'layaway_reminder'));
