-- TOTP replay protection for the embedded auth provider (RFC 6238 §5.2: a verifier must not accept the
-- same one-time password twice). Each factor remembers the last time step it accepted; a code of that
-- step or an earlier one is refused. The provider sets it in the statement that accepts a code
-- (`update … where last_totp_step < $step`), so two verifications racing with one code cannot both win.
-- Ours, like refresh_tokens.next_token_sealed: added only where we own the auth schema (the embedded
-- database). On hosted Supabase, Supabase Auth owns auth.mfa_factors and serves MFA itself.
do $$
begin
  if (select tableowner from pg_tables where schemaname = 'auth' and tablename = 'users') = current_user then
    alter table auth.mfa_factors add column if not exists last_totp_step bigint;
  end if;
end
$$;
