-- The back office's appointments ('Rendez-vous'): the jeweller books for a client of the book, and may
-- write a client under one name (the client book keeps a single name, so the last name may be empty).
-- Bookings from the showroom keep coming with a name and an email and no client record: the client
-- profile matches those on the email, and these on the client id.
alter table public.appointments
  add column client_id uuid references public.clients (id) on delete set null;
create index appointments_client_idx on public.appointments (client_id) where client_id is not null;

alter table public.appointments drop constraint appointments_last_name_check;
alter table public.appointments
  add constraint appointments_last_name_check check (char_length(btrim(last_name)) <= 100);

-- The upcoming list and the tiles read live appointments of a business by start.
create index appointments_business_live_start_idx on public.appointments (business_id, starts_at)
  where status in ('pending', 'confirmed');
