-- Rate-limit windows every API process shares (issue 19, ADR 029-shared-rate-limits): one row per key,
-- counted by one atomic upsert. UNLOGGED: counts are worth nothing after a crash, and skipping the WAL
-- keeps each hit cheap. In the private schema, so no client role can read or write it.
create unlogged table private.rate_limit_windows (
  key text primary key,
  count integer not null,
  reset_at timestamptz not null
);
create index rate_limit_windows_reset_at on private.rate_limit_windows (reset_at);
