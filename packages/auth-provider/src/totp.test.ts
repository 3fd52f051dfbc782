import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotpStep,
  otpauthUri,
  qrCodeSvg,
  totpAt,
  totpStepAt,
  verifyTotp,
} from './totp.ts';

// RFC 6238 appendix B (SHA-1): the shared secret "12345678901234567890"; the 6-digit codes are the last six
// digits of the published 8-digit ones (dynamic truncation modulo 10^6).
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));
const RFC_VECTORS: [number, string][] = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
  [20000000000, '353130'],
];

describe('TOTP', () => {
  it('matches the RFC 6238 test vectors', () => {
    for (const [seconds, code] of RFC_VECTORS)
      expect(totpAt(RFC_SECRET, new Date(seconds * 1000))).toBe(code);
  });

  it('matches RFC 4226 HOTP values', () => {
    expect(hotp(Buffer.from('12345678901234567890'), 0)).toBe('755224');
    expect(hotp(Buffer.from('12345678901234567890'), 9)).toBe('520489');
  });

  it('accepts the current step and one either side, nothing further', () => {
    const now = new Date(1_700_000_000_000);
    const at = (steps: number) => totpAt(RFC_SECRET, new Date(now.getTime() + steps * 30_000));
    expect(verifyTotp(RFC_SECRET, at(0), now)).toBe(true);
    expect(verifyTotp(RFC_SECRET, at(-1), now)).toBe(true);
    expect(verifyTotp(RFC_SECRET, at(1), now)).toBe(true);
    expect(verifyTotp(RFC_SECRET, at(-2), now)).toBe(false);
    expect(verifyTotp(RFC_SECRET, at(2), now)).toBe(false);
    expect(verifyTotp(RFC_SECRET, '12345', now)).toBe(false);
    expect(verifyTotp(RFC_SECRET, 'abcdef', now)).toBe(false);
  });

  it('names the time step a code belongs to, so that a used step can be refused', () => {
    const now = new Date(1_700_000_000_000);
    const step = totpStepAt(now);
    const at = (steps: number) => totpAt(RFC_SECRET, new Date(now.getTime() + steps * 30_000));
    expect(matchTotpStep(RFC_SECRET, at(0), now)).toBe(step);
    expect(matchTotpStep(RFC_SECRET, at(-1), now)).toBe(step - 1);
    expect(matchTotpStep(RFC_SECRET, at(1), now)).toBe(step + 1);
    expect(matchTotpStep(RFC_SECRET, at(2), now)).toBeNull();
    expect(matchTotpStep(RFC_SECRET, '', now)).toBeNull();
  });

  it('round-trips base32', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255, 7]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
  });

  it('writes the key URI and an SVG that survives a data: URL', async () => {
    const uri = otpauthUri({ secret: 'JBSWY3DPEHPK3PXP', issuer: 'Carat', account: 'zoé@example.com' });
    expect(uri).toBe(
      'otpauth://totp/Carat:zo%C3%A9%40example.com?algorithm=SHA1&digits=6&issuer=Carat&period=30&secret=JBSWY3DPEHPK3PXP',
    );
    const svg = await qrCodeSvg(uri);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).not.toContain('#');
  });
});
