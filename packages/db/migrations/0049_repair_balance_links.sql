-- A counter job's balance paid online (issue 31, ADR 059): pay links and client payments gain the kind
-- 'repair_balance' and the job they pay for. The Connect webhook adds a paid one to repairs.paid_minor once
-- (the payment's own 'open' → 'paid' update is the guard) and writes a 'payment' event on the job.
alter table public.client_payments
  add column repair_id uuid references public.repairs (id) on delete set null;
create index client_payments_repair_idx on public.client_payments (repair_id) where repair_id is not null;

alter table public.payment_links
  add column repair_id uuid references public.repairs (id) on delete cascade;

-- The kind checks and the "what it pays for" check, made without names in 0026: found by what they say.
do $$
declare
  c record;
begin
  for c in
    select con.conname, rel.relname
      from pg_constraint con
      join pg_class rel on rel.oid = con.conrelid
      join pg_namespace nsp on nsp.oid = rel.relnamespace
     where nsp.nspname = 'public'
       and rel.relname in ('client_payments', 'payment_links')
       and con.contype = 'c'
       and pg_get_constraintdef(con.oid) like '%order_balance%'
  loop
    execute format('alter table public.%I drop constraint %I', c.relname, c.conname);
  end loop;
end
$$;

alter table public.client_payments
  add constraint client_payments_kind_check
    check (kind in ('booking_deposit', 'invoice', 'order_deposit', 'order_balance', 'repair_balance')),
  add constraint client_payments_target_check check (
    (kind = 'booking_deposit' and appointment_id is not null)
    or (kind = 'invoice' and invoice_id is not null)
    or (kind in ('order_deposit', 'order_balance') and order_id is not null)
    or (kind = 'repair_balance' and repair_id is not null)
    -- the target may be deleted later (set null); the kind stays
    or (appointment_id is null and invoice_id is null and order_id is null and repair_id is null)
  );

alter table public.payment_links
  add constraint payment_links_kind_check
    check (kind in ('invoice', 'order_deposit', 'order_balance', 'repair_balance')),
  add constraint payment_links_repair_check check ((kind = 'repair_balance') = (repair_id is not null));
create index payment_links_repair_idx on public.payment_links (repair_id) where repair_id is not null;

-- The shop's terms printed on the job envelope (issue 31): the jeweller's own text, in the language they
-- write it; null prints the default terms in the job's language. Owners and admins write it, as the limit.
alter table public.counter_settings
  add column terms text check (char_length(terms) between 1 and 600);
