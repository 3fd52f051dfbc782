import { describe, expect, it } from 'vitest';
import {
  ALL_ERROR_CODES,
  CLIENT_ERROR_CODES,
  ERROR_CODES,
  type ErrorCode,
  isErrorCode,
  isServerErrorCode,
} from '#lib/errors.ts';

describe('error codes', () => {
  it('lists each code once, in snake case', () => {
    expect(new Set(ALL_ERROR_CODES).size).toBe(ALL_ERROR_CODES.length);
    for (const code of ALL_ERROR_CODES) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('keeps the client-side codes apart from what the server answers', () => {
    for (const code of CLIENT_ERROR_CODES) {
      expect(isServerErrorCode(code)).toBe(false);
      expect(isErrorCode(code)).toBe(true);
    }
    expect(ERROR_CODES.every(isServerErrorCode)).toBe(true);
  });

  it('refuses strings outside the list and non-strings', () => {
    expect(isErrorCode('slot_taken')).toBe(true);
    expect(isErrorCode('slot_takne')).toBe(false);
    expect(isErrorCode('')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
    expect(isServerErrorCode('network_error')).toBe(false);
  });

  it('is a closed type', () => {
    const known: ErrorCode = 'booking_locked';
    // @ts-expect-error unknown code
    const unknown: ErrorCode = 'no_such_code';
    expect([known, unknown]).toHaveLength(2);
  });
});
