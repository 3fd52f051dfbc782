import { ALL_ERROR_CODES, type ErrorCode, isErrorCode } from '@carat/domain/errors';
import { describe, expect, it } from 'vitest';
import { errorMessages, messageForCode } from '#lib/error-messages.ts';

describe('error messages', () => {
  it('gives every error code a French and an English message', () => {
    for (const code of ALL_ERROR_CODES) {
      const text = errorMessages[code];
      expect(text.fr.trim(), `${code} (fr)`).not.toBe('');
      expect(text.en.trim(), `${code} (en)`).not.toBe('');
      // A French text left in English (or the reverse) reads the same in both: a copy-paste slip.
      expect(text.fr, code).not.toBe(text.en);
    }
  });

  it('has no message for a code outside the union', () => {
    const stray = Object.keys(errorMessages).filter((key) => !isErrorCode(key));
    expect(stray).toEqual([]);
    expect(Object.keys(errorMessages)).toHaveLength(ALL_ERROR_CODES.length);
  });

  it('reads the message in the asked locale, French by default', () => {
    expect(messageForCode('slot_taken', 'fr')).toBe(
      'Ce créneau vient d’être pris : choisissez une autre heure.',
    );
    expect(messageForCode('slot_taken', 'en')).toBe('This time has just been taken: choose another one.');
    expect(messageForCode('demo_read_only', 'unknown' as 'fr')).toMatch(/^Mode démo : lecture seule/);
  });

  it('refuses an unknown code at compile time', () => {
    // @ts-expect-error unknown code
    const missing = errorMessages.no_such_code;
    expect(missing).toBeUndefined();
    const code = 'slot_taken' satisfies ErrorCode;
    expect(errorMessages[code].fr).toContain('créneau');
  });
});
