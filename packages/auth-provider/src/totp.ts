import { createHmac, randomBytes } from 'node:crypto';
import QRCode from 'qrcode';

/** RFC 6238 as authenticator apps implement it: HMAC-SHA-1, 30-second steps, 6 digits. */
export const TOTP_PERIOD = 30;
export const TOTP_DIGITS = 6;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/=+$/, '').replace(/\s+/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('invalid base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new shared secret: 160 bits (RFC 4226's recommended length), base32 as apps expect it. */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** RFC 4226 HOTP for one counter value. */
export function hotp(secret: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', secret).update(message).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary = (digest.readUInt32BE(offset) & 0x7fffffff) % 10 ** TOTP_DIGITS;
  return binary.toString().padStart(TOTP_DIGITS, '0');
}

export function totpAt(secretBase32: string, at: Date = new Date()): string {
  return hotp(base32Decode(secretBase32), totpStepAt(at));
}

/** The time step a moment falls in. */
export const totpStepAt = (at: Date): number => Math.floor(at.getTime() / 1000 / TOTP_PERIOD);

/**
 * The time step whose code this is, among the current step and one step either side (clock drift, as
 * Supabase Auth allows); null when none matches. The caller refuses a step it has already accepted
 * (RFC 6238 §5.2): the step, not the code, is what identifies one use.
 */
export function matchTotpStep(secretBase32: string, code: string, at: Date = new Date()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const secret = base32Decode(secretBase32);
  const step = totpStepAt(at);
  let matched: number | null = null;
  // Every candidate is computed and compared, so the time taken does not say which step matched; the
  // latest matching step wins, so that a code is never taken for an older step than it can be.
  for (const candidate of [step - 1, step, step + 1]) {
    if (hotp(secret, candidate) === code) matched = candidate;
  }
  return matched;
}

/** Whether the code is one of the accepted window's (no replay check: see matchTotpStep). */
export function verifyTotp(secretBase32: string, code: string, at: Date = new Date()): boolean {
  return matchTotpStep(secretBase32, code, at) !== null;
}

/** The key URI authenticator apps scan (Google's otpauth format). */
export function otpauthUri(input: { secret: string; issuer: string; account: string }): string {
  const label = `${encodeURIComponent(input.issuer)}:${encodeURIComponent(input.account)}`;
  const query = new URLSearchParams({
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    issuer: input.issuer,
    period: String(TOTP_PERIOD),
    secret: input.secret,
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}

/**
 * The URI as an SVG QR code. Supabase Auth answers the bare SVG and supabase-js makes it a
 * `data:image/svg+xml;utf-8,` URL; colours are named because a `#` would end such a URL.
 */
export async function qrCodeSvg(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return svg.replaceAll('#ffffff', 'white').replaceAll('#000000', 'black').trim();
}
