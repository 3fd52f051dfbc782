-- The dashboard home's set-up checklist (issue 14, item 8). Every item ticks itself from the business's
-- rows (pieces, collections, services, availability, the showroom's settings); two facts have no row of
-- their own, so the showroom settings keep them: when the jeweller first copied or showed the showroom's
-- link ('share the link'), and when they put the finished checklist away. Row-level security and the
-- grants are 0007's (members of the business only; visitors' column grants of 0018 leave these out).

alter table public.showroom_settings
  add column onboarding_link_shared_at timestamptz,
  add column onboarding_dismissed_at timestamptz;
