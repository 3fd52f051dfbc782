import type { AuthProviderConfig } from './context.ts';
import { tooManyRequests } from './errors.ts';

/**
 * A fixed-window counter per key, given by the host (which decides where counts are kept: memory, or a
 * store every process of the host shares, hence promises).
 */
export interface WindowCounter {
  /** Counts one hit on `key`: the count in the current window, and when that window ends (ms). */
  hit(key: string): Promise<{ count: number; resetAt: number }>;
  /** The count in the current window, without counting. */
  peek(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

/** Makes a counter named `name` (keeps families of keys apart in a shared store) whose windows last `windowMs`. */
export type WindowCounterFactory = (name: string, windowMs: number) => WindowCounter;

export type AddressAction =
  | 'sign-in'
  | 'sign-up'
  | 'recover'
  | 'otp'
  | 'resend'
  | 'reauthenticate'
  | 'verify'
  | 'mfa'
  | 'refresh';

const ADDRESS_WINDOW_MS = 5 * 60 * 1000;
const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
const MFA_FAILURE_WINDOW_MS = 60 * 60 * 1000;
/** Wrong TOTP codes per factor per hour: at 3 accepted codes in a million, guessing stays hopeless. */
const MFA_FAILURES_PER_FACTOR = 10;
/** Wrong email codes (sign-in codes, reauthentication nonces) per address or user per hour, likewise. */
const EMAIL_OTP_FAILURES = 10;

const retryAfter = (resetAt: number) => Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));

/**
 * The provider's counters, on the host's window counters: per client address and action, wrong passwords
 * per email, wrong TOTP codes per factor, wrong email codes per email or user. Refreshes get five times the
 * address budget: every open tab refreshes on its own.
 */
export class AuthRateLimits {
  private readonly perAddress: WindowCounter;
  private readonly signInFailures: WindowCounter;
  private readonly mfaFailures: WindowCounter;
  private readonly emailOtpFailures: WindowCounter;

  constructor(counter: WindowCounterFactory) {
    this.perAddress = counter('address', ADDRESS_WINDOW_MS);
    this.signInFailures = counter('sign-in-failures', SIGN_IN_FAILURE_WINDOW_MS);
    this.mfaFailures = counter('mfa-failures', MFA_FAILURE_WINDOW_MS);
    this.emailOtpFailures = counter('email-otp-failures', MFA_FAILURE_WINDOW_MS);
  }

  /** Counts one call from an address; 429 past the budget. */
  async hitAddress(config: AuthProviderConfig, action: AddressAction, address: string | null): Promise<void> {
    const max = config.rateLimitPerAddress * (action === 'refresh' ? 5 : 1);
    const { count, resetAt } = await this.perAddress.hit(`${action}:${address ?? 'unknown'}`);
    if (count > max) throw tooManyRequests(retryAfter(resetAt));
  }

  /** 429 once an email has had its budget of wrong passwords, before the password is even checked. */
  async assertSignInAllowed(config: AuthProviderConfig, email: string): Promise<void> {
    if ((await this.signInFailures.peek(email)) >= config.rateLimitSignInFailures) {
      const { resetAt } = await this.signInFailures.hit(email);
      throw tooManyRequests(retryAfter(resetAt));
    }
  }

  async signInFailed(email: string): Promise<void> {
    await this.signInFailures.hit(email);
  }

  async signInSucceeded(email: string): Promise<void> {
    await this.signInFailures.reset(email);
  }

  async assertMfaAllowed(factorId: string): Promise<void> {
    if ((await this.mfaFailures.peek(factorId)) >= MFA_FAILURES_PER_FACTOR) {
      const { resetAt } = await this.mfaFailures.hit(factorId);
      throw tooManyRequests(retryAfter(resetAt));
    }
  }

  async mfaFailed(factorId: string): Promise<void> {
    await this.mfaFailures.hit(factorId);
  }

  /** 429 once an email (or a user's nonce, keyed `nonce:<id>`) has had its budget of wrong codes. */
  async assertEmailOtpAllowed(key: string): Promise<void> {
    if ((await this.emailOtpFailures.peek(key)) >= EMAIL_OTP_FAILURES) {
      const { resetAt } = await this.emailOtpFailures.hit(key);
      throw tooManyRequests(retryAfter(resetAt));
    }
  }

  async emailOtpFailed(key: string): Promise<void> {
    await this.emailOtpFailures.hit(key);
  }
}
