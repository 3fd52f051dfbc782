/**
 * Verified API keys remembered for a few seconds per process (ADR 042), keyed by the key's SHA-256 (the
 * cache never holds a usable key), bounded (least recently used forgotten first). A revoke is final, so
 * a revoked key id is remembered here ("tombstone") for a minute: no copy of it is served or stored
 * again in this process, even from a lookup that read the row before the revoke committed. Other
 * processes hear of a revoke through PostgreSQL NOTIFY (see services/integrations/api-key-hot-path.ts).
 */
export class KeyCache<T extends { keyId: string; businessId: string }> {
  private readonly entries = new Map<string, { value: T; until: number }>();
  private readonly revoked = new Map<string, number>();

  constructor(
    private readonly ttlMs = 5_000,
    private readonly max = 10_000,
    private readonly tombstoneMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(hash: string): T | null {
    const hit = this.entries.get(hash);
    if (!hit) return null;
    this.entries.delete(hash);
    if (hit.until <= this.now() || this.isRevoked(hit.value.keyId)) return null;
    this.entries.set(hash, hit);
    return hit.value;
  }

  /** Keeps a verified key until `ttlMs` from now, or its own expiry if sooner. */
  set(hash: string, value: T, expiresAt: Date | null): void {
    if (this.isRevoked(value.keyId)) return;
    const until = Math.min(this.now() + this.ttlMs, expiresAt ? expiresAt.getTime() : Infinity);
    if (until <= this.now()) return;
    this.entries.delete(hash);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(hash, { value, until });
  }

  /** A revoked key: forgotten now, and never cached again by this process for a minute. */
  revoke(keyId: string): void {
    const now = this.now();
    for (const [id, at] of this.revoked) {
      if (now - at < this.tombstoneMs) break;
      this.revoked.delete(id);
    }
    this.revoked.delete(keyId);
    this.revoked.set(keyId, now);
    for (const [hash, entry] of this.entries) if (entry.value.keyId === keyId) this.entries.delete(hash);
  }

  /** Whatever changed (a plan, a membership): every copy goes. */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private isRevoked(keyId: string): boolean {
    const at = this.revoked.get(keyId);
    return at !== undefined && this.now() - at < this.tombstoneMs;
  }
}
