import { randomUUID } from 'node:crypto';
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JSONWebKeySet,
  type JWK,
  type JWTPayload,
  SignJWT,
} from 'jose';
import type pg from 'pg';

const ALG = 'ES256';
type SigningKey = Awaited<ReturnType<typeof importJWK>>;
/** A retired key stays in the JWKS this long: longer than any access token it signed lives. */
const RETIRED_KEY_GRACE_SECONDS = 2 * 60 * 60;

interface KeyRow {
  kid: string;
  private_jwk: JWK;
  public_jwk: JWK;
  retired_at: Date | null;
}

/**
 * The embedded provider's signing keys, kept in the database so every API replica signs and verifies
 * with the same set, and so they survive restarts.
 */
export class SigningKeys {
  private rows: KeyRow[] = [];
  private signingKey: SigningKey | null = null;
  private lastReload = 0;
  private localSet: ReturnType<typeof createLocalJWKSet> | null = null;
  private readonly listeners: (() => void)[] = [];

  private constructor(private readonly pool: pg.Pool) {}

  static async load(pool: pg.Pool): Promise<SigningKeys> {
    const keys = new SigningKeys(pool);
    await keys.reload();
    if (!keys.active()) await keys.rotate();
    return keys;
  }

  private active(): KeyRow | undefined {
    return this.rows.find((r) => r.retired_at === null);
  }

  async reload(): Promise<void> {
    const { rows } = await this.pool.query<KeyRow>(
      `select kid, private_jwk, public_jwk, retired_at from private.jwt_signing_keys
        where retired_at is null or retired_at > now() - make_interval(secs => $1)
        order by created_at desc`,
      [RETIRED_KEY_GRACE_SECONDS],
    );
    this.rows = rows;
    const active = this.active();
    this.signingKey = active ? await importJWK(active.private_jwk, ALG) : null;
    // One key set per reload: jose imports each key once and keeps it, instead of once per token.
    this.localSet = createLocalJWKSet(this.jwks());
    this.lastReload = Date.now();
    for (const listener of this.listeners) listener();
  }

  /** Called after every reload (the token cache forgets what earlier keys verified). */
  onReload(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** Starts signing with a new key; the old one keeps verifying until its tokens have expired. */
  async rotate(): Promise<string> {
    const { privateKey, publicKey } = await generateKeyPair(ALG, { extractable: true });
    const kid = randomUUID();
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: ALG };
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: ALG, use: 'sig' };
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      await client.query('update private.jwt_signing_keys set retired_at = now() where retired_at is null');
      await client.query(
        'insert into private.jwt_signing_keys (kid, alg, private_jwk, public_jwk) values ($1, $2, $3, $4)',
        [kid, ALG, privateJwk, publicJwk],
      );
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
    await this.reload();
    return kid;
  }

  jwks(): JSONWebKeySet {
    return { keys: this.rows.map((r) => r.public_jwk) };
  }

  async sign(payload: JWTPayload, options: { issuer: string; expiresInSeconds: number }): Promise<string> {
    const active = this.active();
    if (!active || !this.signingKey) throw new Error('no active signing key');
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(payload)
      .setProtectedHeader({ alg: ALG, kid: active.kid, typ: 'JWT' })
      .setIssuer(options.issuer)
      .setIssuedAt(now)
      .setExpirationTime(now + options.expiresInSeconds)
      .sign(this.signingKey);
  }

  /**
   * A key resolver for jose.jwtVerify over the current JWKS. An unknown kid (another replica rotated)
   * triggers one reload, at most every 10 s.
   */
  resolver() {
    return async (header: { kid?: string; alg?: string }, token: unknown) => {
      if (
        header.kid &&
        !this.rows.some((r) => r.kid === header.kid) &&
        Date.now() - this.lastReload > 10_000
      ) {
        await this.reload();
      }
      this.localSet ??= createLocalJWKSet(this.jwks());
      // biome-ignore lint/suspicious/noExplicitAny: jose's resolver signature takes its own token type
      return this.localSet(header as any, token as any);
    };
  }
}
