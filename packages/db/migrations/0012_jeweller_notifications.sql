-- What the jeweller is told without asking: the morning's agenda (Settings → Notifications →
-- "Rappels de rendez-vous") and invoices that have just fallen overdue ("Alertes de paiement"). One row
-- per thing told, so an hourly job that runs twice, or on several workers, tells it once.
create table public.jeweller_notifications (
  business_id uuid not null references public.businesses (id) on delete cascade,
  -- 'agenda': the appointments of a local day (ref = that day, YYYY-MM-DD);
  -- 'overdue': one invoice past its due date (ref = the invoice's id).
  kind text not null check (kind in ('agenda', 'overdue')),
  ref text not null check (char_length(ref) between 1 and 100),
  -- Null when the jeweller had turned that notification off: the thing is settled, nothing was sent.
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  primary key (business_id, kind, ref)
);

-- Only the worker (the connection's owner) reads and writes it: row-level security on, no policy, no grant.
alter table public.jeweller_notifications enable row level security;
revoke all on public.jeweller_notifications from public, anon, authenticated;
