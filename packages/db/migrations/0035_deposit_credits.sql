-- Issue 15, the rest (ADR 038): a paid booking deposit becomes a credit on the client's record, receipted
-- by a deposit invoice ('facture d'acompte', paid) and deducted, visibly, on the client's next invoice;
-- partial refunds of an invoice paid online issue a credit note each; every refund made on a jeweller's
-- account is a row of its own, dated, so the payments report can say what was refunded in a period.
-- Money: integer minor units.

-- The invoice keeps the part of its deductions that came from client credits (the rest: deposit invoices
-- of its order) and what was refunded of it online (each refund has its credit note).
alter table public.invoices
  add column credit_deducted_minor bigint not null default 0 check (credit_deducted_minor >= 0),
  add column refunded_minor bigint not null default 0 check (refunded_minor >= 0),
  add constraint invoices_credit_within_deductions check (credit_deducted_minor <= deposits_deducted_minor),
  add constraint invoices_refund_within_total check (refunded_minor <= total_minor);

-- The credit deducted is part of the invoice as issued.
create or replace function public.invoices_guard() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    if old.number is not null and exists (select 1 from public.businesses b where b.id = old.business_id) then
      raise exception 'an issued invoice cannot be deleted: void it' using errcode = '23514';
    end if;
    return old;
  end if;
  if old.number is not null and new.number is distinct from old.number then
    raise exception 'an invoice number never changes' using errcode = '23514';
  end if;
  if old.status <> 'draft' and (
       new.client_name, new.client_email, new.client_address, new.currency, new.vat_rate_bps, new.issue_date,
       new.due_date, new.subtotal_minor, new.vat_minor, new.total_minor, new.deposits_deducted_minor, new.kind,
       new.credit_deducted_minor
     ) is distinct from (
       old.client_name, old.client_email, old.client_address, old.currency, old.vat_rate_bps, old.issue_date,
       old.due_date, old.subtotal_minor, old.vat_minor, old.total_minor, old.deposits_deducted_minor, old.kind,
       old.credit_deducted_minor
     ) then
    raise exception 'an issued invoice cannot be changed: void it and issue another' using errcode = '23514';
  end if;
  if new.status is distinct from old.status and not (
       (old.status = 'draft' and new.status in ('sent', 'paid'))
       or (old.status = 'sent' and new.status in ('paid', 'void'))
       or (old.status = 'paid' and new.status = 'void')
     ) then
    raise exception 'an invoice cannot go from % to %', old.status, new.status using errcode = '23514';
  end if;
  return new;
end
$$;

-- Credit notes: one cancels a voided invoice (kind 'void', at most one per invoice); others each refund
-- part of an invoice paid online (kind 'refund').
alter table public.credit_notes drop constraint credit_notes_invoice_id_key;
alter table public.credit_notes
  add column kind text not null default 'void' check (kind in ('void', 'refund'));
create unique index credit_notes_void_once on public.credit_notes (invoice_id) where kind = 'void';
create index credit_notes_invoice_idx on public.credit_notes (invoice_id);

-- The client's credit, as a ledger: a paid deposit adds it ('deposit', receipted by a paid deposit
-- invoice), an invoice deducts from it ('deduction'), a refund of the deposit takes it back ('refund'),
-- a voided invoice gives back what it deducted ('restored'). The balance of a receipt is the sum of its
-- lines; the API locks the receipt's 'deposit' line before writing, so a credit is never used twice.
create table public.client_credits (
  id uuid primary key default gen_random_uuid(),
  seq bigint generated always as identity,
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  client_id uuid not null references public.clients (id) on delete cascade,
  receipt_invoice_id uuid not null,
  payment_id uuid references public.client_payments (id) on delete set null,
  invoice_id uuid,
  kind text not null check (kind in ('deposit', 'deduction', 'refund', 'restored')),
  amount_minor bigint not null check (amount_minor <> 0),
  currency char(3) not null check (currency ~ '^[A-Z]{3}$'),
  created_at timestamptz not null default now(),
  check ((kind in ('deposit', 'restored')) = (amount_minor > 0)),
  check ((kind in ('deduction', 'restored')) = (invoice_id is not null)),
  foreign key (business_id, receipt_invoice_id) references public.invoices (business_id, id) on delete cascade,
  foreign key (business_id, invoice_id) references public.invoices (business_id, id) on delete cascade
);
create unique index client_credits_deposit_once on public.client_credits (receipt_invoice_id)
  where kind = 'deposit';
create index client_credits_client_idx on public.client_credits (client_id, seq);
create index client_credits_invoice_idx on public.client_credits (invoice_id) where invoice_id is not null;

-- Every refund made on a jeweller's account: how much, when, why, and the credit note that goes with it
-- (a partial refund of an invoice). client_payments.refunded_minor is their sum per payment.
create table public.payment_refunds (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null default public.current_business_id()
    references public.businesses (id) on delete cascade,
  payment_id uuid not null references public.client_payments (id) on delete cascade,
  amount_minor bigint not null check (amount_minor > 0),
  currency char(3) not null check (currency ~ '^[A-Z]{3}$'),
  reason text not null check (reason in ('cancelled', 'slot_taken', 'invoice_refund')),
  credit_note_id uuid references public.credit_notes (id) on delete set null,
  stripe_refund_id text,
  created_at timestamptz not null default now()
);
create index payment_refunds_business_idx on public.payment_refunds (business_id, created_at);
create index payment_refunds_payment_idx on public.payment_refunds (payment_id);
create index client_payments_business_paid_idx on public.client_payments (business_id, paid_at)
  where status = 'paid';

-- Row-level security like the neighbours: members of the business, append-only, and (ADR 031) owners
-- and admins only, as for invoices and payments.
alter table public.client_credits enable row level security;
alter table public.payment_refunds enable row level security;
grant select, insert on public.client_credits, public.payment_refunds to authenticated;
grant all on public.client_credits, public.payment_refunds to service_role;
create policy client_credits_member_all on public.client_credits for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy payment_refunds_member_all on public.payment_refunds for all to authenticated
  using (business_id in (select public.user_business_ids()))
  with check (business_id in (select public.user_business_ids()));
create policy client_credits_admin_only on public.client_credits as restrictive for all to authenticated
  using (public.has_business_role(business_id, 'admin'))
  with check (public.has_business_role(business_id, 'admin'));
create policy payment_refunds_admin_only on public.payment_refunds as restrictive for all to authenticated
  using (public.has_business_role(business_id, 'admin'))
  with check (public.has_business_role(business_id, 'admin'));
-- A refund from the dashboard updates the payment it refunds (refunded_minor), in the member's transaction.
grant update (refunded_minor) on public.client_payments to authenticated;
create policy client_payments_admin_refund on public.client_payments for update to authenticated
  using (business_id in (select public.user_business_ids()) and public.has_business_role(business_id, 'admin'))
  with check (business_id in (select public.user_business_ids()) and public.has_business_role(business_id, 'admin'));
select private.require_aal2('public.client_credits');
select private.require_aal2('public.payment_refunds');
