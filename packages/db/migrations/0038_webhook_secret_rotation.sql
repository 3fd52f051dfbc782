-- Webhook secret rotation (issue 20, ADR 032): the previous signing secret (sealed like the current one)
-- and until when deliveries are also signed with it (`Carat-Signature: t=…,v1=<new>,v1=<old>`), 24 h at most.
alter table public.webhook_endpoints
  add column previous_secret_ciphertext text,
  add column previous_secret_expires_at timestamptz,
  add constraint webhook_endpoints_previous_secret_whole
    check ((previous_secret_ciphertext is null) = (previous_secret_expires_at is null));
