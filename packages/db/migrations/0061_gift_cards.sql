-- Gift cards sold and redeemed at the counter (issue 32, ADR 077). Money: integer minor units in the
-- business's currency. The code is random (80 bits, Crockford base 32) and stored as is so that a receipt
-- can be printed again; it is unique per business and only the business's members read it (RLS, aal2).
-- The balance is read and lowered by one conditional update (`balance_minor >= amount`): two sales on one
-- card never overspend it, and the check below holds even if a caller forgot the condition.

create table public.gift_cards (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  code text not null check (code ~ '^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$'),
  last4 text not null check (last4 ~ '^[0-9A-HJKMNP-TV-Z]{4}$'),
  currency char(3) not null check (currency ~ '^[A-Z]{3}$'),
  initial_minor bigint not null check (initial_minor > 0),
  balance_minor bigint not null check (balance_minor >= 0),
  client_id uuid,
  -- The sale that sold it, or the return whose refund it holds (null: neither, as a demo card).
  sale_id uuid,
  sale_return_id uuid,
  expires_on date,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  unique (business_id, id),
  unique (business_id, code),
  foreign key (business_id, client_id) references public.clients (business_id, id) on delete set null (client_id),
  foreign key (business_id, sale_id) references public.sales (business_id, id) on delete set null (sale_id)
);
create index gift_cards_business_idx on public.gift_cards (business_id, created_at desc, id);
create index gift_cards_last4_idx on public.gift_cards (business_id, last4);

-- Every change of a balance, appended: issued, redeemed by a sale, credited by a return, voided by a return
-- of the card itself. amount_minor is signed (what the balance moved by).
create table public.gift_card_movements (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id(),
  gift_card_id uuid not null,
  kind text not null check (kind in ('issued', 'redeemed', 'refund', 'voided')),
  amount_minor bigint not null check (amount_minor <> 0),
  balance_after_minor bigint not null check (balance_after_minor >= 0),
  sale_id uuid,
  sale_return_id uuid,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  foreign key (business_id, gift_card_id) references public.gift_cards (business_id, id) on delete cascade
);
create index gift_card_movements_card_idx on public.gift_card_movements (gift_card_id, created_at, id);

-- The sale takes 'gift-card' as a payment method (the card it spent), sells a card as a line (the card it
-- issued), and a return may be refunded onto a gift card.
alter table public.sale_payments drop constraint sale_payments_method_check;
alter table public.sale_payments add constraint sale_payments_method_check
  check (method in ('card', 'cash', 'transfer', 'credit', 'old-gold', 'gift-card'));
alter table public.sale_payments add column gift_card_id uuid;
alter table public.sale_payments add constraint sale_payments_gift_card_check
  check ((method = 'gift-card') = (gift_card_id is not null));
alter table public.sale_payments add constraint sale_payments_gift_card_fk
  foreign key (business_id, gift_card_id) references public.gift_cards (business_id, id);
alter table public.sale_lines add column gift_card_id uuid;
alter table public.sale_lines add constraint sale_lines_gift_card_fk
  foreign key (business_id, gift_card_id) references public.gift_cards (business_id, id);
alter table public.sale_returns drop constraint sale_returns_refund_method_check;
alter table public.sale_returns add constraint sale_returns_refund_method_check
  check (refund_method in ('cash', 'card', 'transfer', 'credit', 'gift-card'));
alter table public.sale_returns add column gift_card_id uuid;
alter table public.sale_returns add constraint sale_returns_gift_card_fk
  foreign key (business_id, gift_card_id) references public.gift_cards (business_id, id);

alter table public.gift_cards enable row level security;
alter table public.gift_card_movements enable row level security;

grant select, insert, update on public.gift_cards to authenticated;
grant select, insert on public.gift_card_movements to authenticated;
grant all on public.gift_cards, public.gift_card_movements to service_role;

create policy gift_cards_member_all on public.gift_cards for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy gift_card_movements_member_all on public.gift_card_movements for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));

select private.require_aal2('public.gift_cards');
select private.require_aal2('public.gift_card_movements');
