-- Issue 15, custom orders paid in stages: the order's timeline records each pay link sent and each
-- payment the Connect webhook applies.
alter table public.order_events drop constraint order_events_kind_check;
alter table public.order_events add constraint order_events_kind_check
  check (kind in ('created', 'stage', 'cancelled', 'note', 'email', 'invoice', 'updated', 'payment_link', 'payment'));
