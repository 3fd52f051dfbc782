-- The embedded auth provider's tables, with Supabase Auth's (GoTrue's) names, types and constraints.
-- On hosted Supabase every object below already exists and belongs to Supabase Auth (our role may not even
-- create in the auth schema), so each one is created inside a block that runs only when it is missing.
-- What we add of our own (the email index, refresh_tokens.next_token_sealed) is created only where we own
-- auth.users, that is on the embedded database.

do $$
begin
  if to_regtype('auth.aal_level') is null then
    create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');
  end if;
  if to_regtype('auth.factor_type') is null then
    create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
  end if;
  if to_regtype('auth.factor_status') is null then
    create type auth.factor_status as enum ('unverified', 'verified');
  end if;
  if to_regtype('auth.one_time_token_type') is null then
    create type auth.one_time_token_type as enum (
      'confirmation_token', 'reauthentication_token', 'recovery_token',
      'email_change_token_new', 'email_change_token_current', 'phone_change_token'
    );
  end if;
  if to_regtype('auth.code_challenge_method') is null then
    create type auth.code_challenge_method as enum ('s256', 'plain');
  end if;
end
$$;

-- A signed-in device: its assurance level, and what the refresh tokens rotate within.
do $$
begin
  if to_regclass('auth.sessions') is null then
    create table if not exists auth.sessions (
      id uuid primary key,
      user_id uuid not null references auth.users (id) on delete cascade,
      created_at timestamptz,
      updated_at timestamptz,
      factor_id uuid,
      aal auth.aal_level,
      not_after timestamptz,
      refreshed_at timestamp,
      user_agent text,
      ip inet,
      tag text
    );
    create index if not exists sessions_user_id_idx on auth.sessions (user_id);
    create index if not exists user_id_created_at_idx on auth.sessions (user_id, created_at);
    create index if not exists sessions_not_after_idx on auth.sessions (not_after desc);
  end if;
end
$$;

-- Refresh tokens, one row per rotation. `token` holds the SHA-256 of the token, never the token;
-- `parent` the hash of the token it replaced.
do $$
begin
  if to_regclass('auth.refresh_tokens') is null then
    create table if not exists auth.refresh_tokens (
      instance_id uuid,
      id bigserial primary key,
      token varchar(255),
      user_id varchar(255),
      revoked boolean,
      created_at timestamptz,
      updated_at timestamptz,
      parent varchar(255),
      session_id uuid references auth.sessions (id) on delete cascade,
      constraint refresh_tokens_token_unique unique (token)
    );
    create index if not exists refresh_tokens_instance_id_idx on auth.refresh_tokens (instance_id);
    create index if not exists refresh_tokens_instance_id_user_id_idx on auth.refresh_tokens (instance_id, user_id);
    create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent);
    create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);
    create index if not exists refresh_tokens_updated_at_idx on auth.refresh_tokens (updated_at desc);
  end if;
end
$$;

do $$
begin
  if to_regclass('auth.mfa_factors') is null then
    create table if not exists auth.mfa_factors (
      id uuid primary key,
      user_id uuid not null references auth.users (id) on delete cascade,
      friendly_name text,
      factor_type auth.factor_type not null,
      status auth.factor_status not null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      secret text,
      phone text,
      last_challenged_at timestamptz unique
    );
    create unique index if not exists mfa_factors_user_friendly_name_unique
      on auth.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';
    create index if not exists factor_id_created_at_idx on auth.mfa_factors (user_id, created_at);
    create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);
  end if;
end
$$;

do $$
begin
  if to_regclass('auth.mfa_challenges') is null then
    create table if not exists auth.mfa_challenges (
      id uuid primary key,
      factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
      created_at timestamptz not null,
      verified_at timestamptz,
      ip_address inet not null,
      otp_code text
    );
    create index if not exists mfa_challenge_created_at_idx on auth.mfa_challenges (created_at desc);
  end if;
end
$$;

-- How a session was authenticated (password, totp, recovery…): the access token's `amr` and `aal`.
do $$
begin
  if to_regclass('auth.mfa_amr_claims') is null then
    create table if not exists auth.mfa_amr_claims (
      session_id uuid not null references auth.sessions (id) on delete cascade,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      authentication_method text not null,
      id uuid not null,
      constraint amr_id_pk primary key (id),
      constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
    );
  end if;
end
$$;

-- Email links (sign-up confirmation, recovery, email change): one live token per user and type, stored as
-- the SHA-256 of what the link carries.
do $$
begin
  if to_regclass('auth.one_time_tokens') is null then
    create table if not exists auth.one_time_tokens (
      id uuid primary key,
      user_id uuid not null references auth.users (id) on delete cascade,
      token_type auth.one_time_token_type not null,
      token_hash text not null check (char_length(token_hash) > 0),
      relates_to text not null,
      created_at timestamp not null default now(),
      updated_at timestamp not null default now()
    );
    create unique index if not exists one_time_tokens_user_id_token_type_key
      on auth.one_time_tokens (user_id, token_type);
    create index if not exists one_time_tokens_token_hash_hash_idx on auth.one_time_tokens using hash (token_hash);
    create index if not exists one_time_tokens_relates_to_hash_idx on auth.one_time_tokens using hash (relates_to);
  end if;
end
$$;

-- PKCE: the code challenge of a recovery or sign-up started by a client, and the auth code (hashed) that
-- /verify hands back instead of tokens.
do $$
begin
  if to_regclass('auth.flow_state') is null then
    create table if not exists auth.flow_state (
      id uuid primary key,
      user_id uuid,
      auth_code text not null,
      code_challenge_method auth.code_challenge_method not null,
      code_challenge text not null,
      provider_type text not null,
      provider_access_token text,
      provider_refresh_token text,
      created_at timestamptz,
      updated_at timestamptz,
      authentication_method text not null,
      auth_code_issued_at timestamptz
    );
    create index if not exists idx_auth_code on auth.flow_state (auth_code);
    create index if not exists idx_user_id_auth_method on auth.flow_state (user_id, authentication_method);
    create index if not exists flow_state_created_at_idx on auth.flow_state (created_at desc);
  end if;
end
$$;

-- Ours, on the embedded database only (where auth.users belongs to us):
-- * one account per email address, whatever its case (Supabase Auth has its own unique index);
-- * the rotated-to refresh token, sealed with the token it replaced, so that a client that lost the answer
--   to a refresh can get the same pair again within the reuse interval (the database holds only hashes).
do $$
begin
  if (select tableowner from pg_tables where schemaname = 'auth' and tablename = 'users') = current_user then
    create unique index if not exists users_email_lower_key on auth.users (lower(email)) where email is not null;
    alter table auth.refresh_tokens add column if not exists next_token_sealed text;
    -- The provider writes these as the database owner; the API's request roles never see them.
    revoke all on auth.sessions, auth.refresh_tokens, auth.mfa_factors, auth.mfa_challenges,
      auth.mfa_amr_claims, auth.one_time_tokens, auth.flow_state from public, anon, authenticated;
  end if;
end
$$;
