import { describe, expect, it } from 'vitest';
import {
  BOOKING_REMINDER_HOURS_BEFORE,
  CHECKOUT_REDIRECT_MS,
  COPIED_STATE_MS,
  PAYMENT_RETURN_RECHECK_MS,
  PAYMENT_SUCCESS_REDIRECT_MS,
  REFRESH_RETRY_BASE_MS,
  refreshRetryDelay,
  SIGNUP_REDIRECT_MS,
  SIMULATED_PAYMENT_MS,
  SUBSCRIPTION_RECHECK_MS,
} from '#lib/delays.ts';

describe('delays', () => {
  it('keeps the spec values', () => {
    expect(SUBSCRIPTION_RECHECK_MS).toBe(60_000);
    expect(SIGNUP_REDIRECT_MS).toBe(1_500);
    expect(CHECKOUT_REDIRECT_MS).toBe(500);
    expect(PAYMENT_RETURN_RECHECK_MS).toBe(2_000);
    expect(PAYMENT_SUCCESS_REDIRECT_MS).toBe(3_000);
    expect(COPIED_STATE_MS).toBe(2_000);
    expect(SIMULATED_PAYMENT_MS).toBe(1_000);
    expect(REFRESH_RETRY_BASE_MS).toBe(200);
    expect(BOOKING_REMINDER_HOURS_BEFORE).toBe(24);
  });

  it('doubles the refresh retry wait per attempt from 200 ms', () => {
    expect([1, 2, 3, 4, 5].map(refreshRetryDelay)).toEqual([200, 400, 800, 1_600, 3_200]);
  });

  it('refuses attempts that are not whole numbers from 1', () => {
    expect(() => refreshRetryDelay(0)).toThrow(RangeError);
    expect(() => refreshRetryDelay(1.5)).toThrow(RangeError);
    expect(() => refreshRetryDelay(-1)).toThrow(RangeError);
  });
});
