-- The jeweller's own services (issue 36 item 8, ADR 084): beside the spec's four appointment types (phone,
-- video, store, design), a business may offer services of its own, each with a key, a French and an English
-- name, an order and whether it is shown. The spec's four stay every business's defaults: one the business
-- never saved has no row and reads as the spec's, as before; its names are null until renamed.

alter table public.appointment_services drop constraint appointment_services_type_check;
-- A key is a lower-case slug, as the spec's ids are: it is what bookings, links and the API name.
alter table public.appointment_services add constraint appointment_services_type_check
  check (type ~ '^[a-z][a-z0-9-]{0,39}$');
alter table public.appointment_services
  add column name_fr text check (char_length(btrim(name_fr)) between 1 and 60),
  add column name_en text check (char_length(btrim(name_en)) between 1 and 60),
  -- Unsaved defaults sit at their spec order (0 … 3); a new service goes after the business's last.
  add column position integer not null default 0 check (position >= 0),
  -- How it takes place; null: the spec type's own (a call, a video call, in person).
  add column mode text check (mode in ('phone', 'video', 'in-person'));
-- The spec's four keep their positions until reordered: the existing rows are placed as the spec lists them.
update public.appointment_services
   set position = array_position(array['phone', 'video', 'store', 'design'], type) - 1;
-- A service of the jeweller's own is read in both languages and says how it takes place.
alter table public.appointment_services add constraint appointment_services_own_named
  check (type in ('phone', 'video', 'store', 'design')
         or (name_fr is not null and name_en is not null and mode is not null));

-- An appointment names one of its business's services: the spec's four or a key of its own.
alter table public.appointments drop constraint appointments_type_check;
alter table public.appointments add constraint appointments_type_check
  check (type ~ '^[a-z][a-z0-9-]{0,39}$');
