-- Issue 33: birthday and anniversary wishes by SMS too, beside the email, to clients who agreed to texts.
-- A switch per automation (off by default) and a message kind of their own.
alter table public.marketing_automations add column sms boolean not null default false;

alter table public.messages drop constraint messages_kind_check;
alter table public.messages
  add constraint messages_kind_check check (kind in ('booking_confirmation', 'booking_reminder', 'repair_ready',
    'receipt', 'campaign', 'automation', 'manual', 'reply', 'keyword'));
