-- Keys of the embedded auth provider (asymmetric, ES256): the private half never leaves the private
-- schema; the public half is served at /auth/v1/.well-known/jwks.json. A rotated key stays published
-- until every token it signed has expired, so rotation logs nobody out.
create table private.jwt_signing_keys (
  kid text primary key,
  alg text not null default 'ES256',
  private_jwk jsonb not null,
  public_jwk jsonb not null,
  created_at timestamptz not null default now(),
  retired_at timestamptz
);
create unique index jwt_signing_keys_one_active on private.jwt_signing_keys ((true)) where retired_at is null;
