import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A bearer secret for a link or a refresh token: 256 random bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a bearer secret: its SHA-256, so a leaked table grants nothing. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function equalSecrets(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * AES-256-GCM with a 96-bit random nonce; `context` is bound as associated data, so a sealed value copied
 * to another row does not open. Output: base64url(nonce | ciphertext | tag).
 */
export function seal(plaintext: string, key: Buffer, context: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('base64url');
}

/** The opened value, or null when the key or context is wrong or the value was altered. */
export function open(sealed: string, key: Buffer, context: string): string | null {
  const raw = Buffer.from(sealed, 'base64url');
  if (raw.length < 12 + 16) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

/** A key derived from a bearer secret for one purpose; never equal to the stored hash of that secret. */
export function keyFrom(secret: string, purpose: string): Buffer {
  return createHash('sha256').update(`carat-auth:${purpose}:`).update(secret).digest();
}
