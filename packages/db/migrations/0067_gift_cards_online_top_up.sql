-- Gift cards sold online on the showroom, topped up at the counter, with the jeweller's validity (issue 32,
-- ADR 089). Money: integer minor units in the business's currency.

-- The jeweller's gift card settings, beside the counter's others: how many months a card is valid (0: no
-- expiry, where the country's law allows it), whether the showroom sells cards, the amounts it offers and
-- the bounds of a free amount. A card keeps the expiry it was issued with: changing these moves no card.
alter table public.counter_settings
  add column gift_card_validity_months integer not null default 12
    check (gift_card_validity_months between 0 and 120),
  add column gift_cards_online boolean not null default false,
  add column gift_card_presets_minor bigint[] not null default '{5000,10000,20000}'
    check (cardinality(gift_card_presets_minor) <= 6 and 0 < all (gift_card_presets_minor)),
  add column gift_card_min_minor bigint not null default 2000 check (gift_card_min_minor > 0),
  add column gift_card_max_minor bigint not null default 100000;
alter table public.counter_settings add constraint counter_settings_gift_card_bounds_check
  check (gift_card_max_minor >= gift_card_min_minor);

-- Where a card was sold: at the counter (a sale line, or a return's refund) or online (a paid order below).
alter table public.gift_cards
  add column source text not null default 'counter' check (source in ('counter', 'online'));

-- A card bought on the showroom: what the buyer asked for, paid through the jeweller's connected account.
-- Written by the API for the visitor (its own connection); read by the business's members. The card is
-- issued once the Checkout session is paid (the webhook's update open → paid is the guard) and emailed to
-- the recipient on the send date (a job), a receipt to the buyer.
create table public.gift_card_orders (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null references public.businesses (id) on delete cascade,
  amount_minor bigint not null check (amount_minor > 0),
  currency char(3) not null check (currency ~ '^[A-Z]{3}$'),
  buyer_name text not null check (char_length(btrim(buyer_name)) between 1 and 120),
  buyer_email text not null check (char_length(buyer_email) between 3 and 254),
  recipient_name text not null check (char_length(btrim(recipient_name)) between 1 and 120),
  recipient_email text not null check (char_length(recipient_email) between 3 and 254),
  message text check (char_length(message) <= 500),
  send_on date not null,
  locale text not null default 'fr' check (locale in ('fr', 'en')),
  status text not null default 'open' check (status in ('open', 'paid', 'expired')),
  gift_card_id uuid,
  created_at timestamptz not null default now(),
  unique (business_id, id),
  foreign key (business_id, gift_card_id) references public.gift_cards (business_id, id) on delete set null (gift_card_id)
);
create index gift_card_orders_business_idx on public.gift_card_orders (business_id, created_at desc);
create unique index gift_card_orders_card_idx on public.gift_card_orders (gift_card_id) where gift_card_id is not null;

alter table public.gift_card_orders enable row level security;
grant select on public.gift_card_orders to authenticated;
grant all on public.gift_card_orders to service_role;
create policy gift_card_orders_member_read on public.gift_card_orders for select to authenticated
  using (business_id in (select public.user_business_ids()));
select private.require_aal2('public.gift_card_orders');

-- Client payments gain the kind 'gift_card': the order it pays for (0065's 'counter_sale' kept).
alter table public.client_payments
  add column gift_card_order_id uuid references public.gift_card_orders (id) on delete set null;
create index client_payments_gift_card_order_idx on public.client_payments (gift_card_order_id)
  where gift_card_order_id is not null;
alter table public.client_payments drop constraint client_payments_kind_check;
alter table public.client_payments drop constraint client_payments_target_check;
alter table public.client_payments
  add constraint client_payments_kind_check
    check (kind in ('booking_deposit', 'invoice', 'order_deposit', 'order_balance', 'repair_balance', 'layaway',
                    'counter_sale', 'gift_card')),
  add constraint client_payments_target_check check (
    (kind = 'booking_deposit' and appointment_id is not null)
    or (kind = 'invoice' and invoice_id is not null)
    or (kind in ('order_deposit', 'order_balance') and order_id is not null)
    or (kind = 'repair_balance' and repair_id is not null)
    or (kind = 'layaway' and layaway_id is not null)
    or (kind = 'counter_sale' and sale_link_id is not null)
    or (kind = 'gift_card' and gift_card_order_id is not null)
    or (appointment_id is null and invoice_id is null and order_id is null and repair_id is null
        and layaway_id is null and sale_link_id is null and gift_card_order_id is null)
  );

-- A card topped up at the counter: a sale line naming the card (its `gift_card_id`, as a card sold does)
-- with `gift_card_top_up`; its movement 'topped-up'. A return of that line takes the top-up back off.
alter table public.sale_lines add column gift_card_top_up boolean not null default false;
alter table public.sale_lines add constraint sale_lines_gift_card_top_up_check
  check (not gift_card_top_up or gift_card_id is not null);
alter table public.gift_card_movements drop constraint gift_card_movements_kind_check;
alter table public.gift_card_movements add constraint gift_card_movements_kind_check
  check (kind in ('issued', 'redeemed', 'refund', 'voided', 'topped-up', 'top-up-returned'));
