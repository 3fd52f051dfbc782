-- 'Overdue' in one place on the database side: the SQL twin of isOverdue in @carat/domain (invoice.ts).
-- An invoice is overdue when it was sent and its due date is before today, today being the business's
-- calendar day in its own time zone (the caller passes it: business_today(), or `(now at time zone
-- b.time_zone)::date`). Paid, draft and void invoices never are; paid_at plays no part, as in the domain.
-- packages/db/src/invoice-overdue.test.ts checks the two agree on generated rows.
--
-- No `set search_path` and not strict, on purpose: either would stop the planner inlining the body, and
-- inlined, the body's two comparisons land in the query itself, so the (business, status, due date)
-- index still serves the invoice list's filter and the digests. The body uses only built-in
-- text and date comparisons, which resolve in pg_catalog (always searched first) whatever the caller's
-- search path.
create function public.invoice_is_overdue(status text, due_date date, today date) returns boolean
language sql immutable parallel safe
as $$
  select status = 'sent' and due_date < today
$$;

-- The displayed status and the list's status filter (0008) now ask the function instead of repeating
-- the comparison. 'pending' keeps its `>=` form: it is the same rule's other side, written so the index
-- range applies.
create or replace function public.invoice_display_status(status text, due_date date, today date) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select case when status = 'sent'
              then case when public.invoice_is_overdue(status, due_date, today) then 'overdue' else 'pending' end
              else status end
$$;

create or replace function public.invoice_status_condition(wanted_status text, alias text) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select format(case wanted_status
    when 'pending' then '%1$s.status = ''sent'' and %1$s.due_date >= $7'
    when 'overdue' then 'public.invoice_is_overdue(%1$s.status, %1$s.due_date, $7)'
    when 'draft' then '%1$s.status = ''draft'''
    when 'paid' then '%1$s.status = ''paid'''
    when 'void' then '%1$s.status = ''void'''
    else 'true'
  end, alias)
$$;
