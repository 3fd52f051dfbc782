import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync } from 'node:fs';
import { writeFileAtomicSync } from './atomic-file.ts';

/**
 * The local Stripe sandbox's memory: the objects our API creates and reads, in Stripe's shapes (the
 * fields we use). Optionally persisted to a JSON file so a restart keeps the subscriptions.
 */
export interface SandboxPrice {
  id: string;
  object: 'price';
  product: string;
  unit_amount: number;
  currency: string;
  recurring: { interval: 'month' | 'year'; interval_count: 1 };
  active: boolean;
  nickname: string;
  livemode: false;
}

export interface SandboxProduct {
  id: string;
  object: 'product';
  name: string;
  active: boolean;
}

export interface SandboxCustomer {
  id: string;
  object: 'customer';
  email: string | null;
  metadata: Record<string, string>;
  created: number;
  invoice_settings: { default_payment_method: string | null };
  livemode: false;
  /** Deleted: only the id is left (what Stripe answers for a deleted customer). */
  deleted?: true;
}

export interface SandboxPaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  customer: string;
}

export interface SandboxSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: 'active' | 'trialing' | 'canceled' | 'past_due' | 'incomplete';
  items: {
    object: 'list';
    data: {
      id: string;
      object: 'subscription_item';
      price: SandboxPrice;
      quantity: number;
      current_period_start: number;
      current_period_end: number;
    }[];
  };
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  trial_end: number | null;
  created: number;
  start_date: number;
  default_payment_method: string | SandboxPaymentMethod | null;
  metadata: Record<string, string>;
  livemode: false;
}

export interface SandboxCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'subscription' | 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  /** Subscriptions: the platform's customer. Payments on a connected account: none. */
  customer: string | null;
  subscription: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string;
  created: number;
  expires_at: number;
  /** Subscriptions: the price bought. Payments: none (the amount is inline). */
  price: string;
  livemode: false;
  /** Payments on a connected account (direct charges, `Stripe-Account`): the account, else null. */
  account?: string | null;
  amount_total?: number | null;
  currency?: string | null;
  /** The one line of a payment session, as `line_items[0][price_data][product_data][name]` said. */
  line_name?: string | null;
  payment_intent?: string | null;
  customer_email?: string | null;
  application_fee_amount?: number | null;
  /** What `payment_intent_data[metadata]` said: the payment's own metadata (kept out of the session's answer). */
  payment_intent_metadata?: Record<string, string>;
}

/** A connected account (Connect), as far as our code reads it. */
export interface SandboxAccount {
  id: string;
  object: 'account';
  email: string | null;
  country: string;
  default_currency: string;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  requirements: {
    currently_due: string[];
    eventually_due: string[];
    past_due: string[];
    disabled_reason: string | null;
  };
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

export interface SandboxAccountLink {
  id: string;
  account: string;
  refresh_url: string;
  return_url: string;
  expires_at: number;
}

/** The payment a paid session made on a connected account, and what was refunded of it. */
export interface SandboxPaymentIntent {
  id: string;
  object: 'payment_intent';
  account: string;
  amount: number;
  amount_received: number;
  currency: string;
  status: 'succeeded';
  metadata: Record<string, string>;
  application_fee_amount: number | null;
  /** Refunded so far (our own bookkeeping: Stripe keeps it on the charge). */
  amount_refunded: number;
  created: number;
  livemode: false;
}

export interface SandboxRefund {
  id: string;
  object: 'refund';
  account: string;
  payment_intent: string;
  amount: number;
  currency: string;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
}

export interface SandboxPortalSession {
  id: string;
  object: 'billing_portal.session';
  customer: string;
  return_url: string;
  url: string;
  created: number;
}

export interface SandboxData {
  /** Seconds added to the wall clock: tests and demos move time forward to a period's end. */
  clockOffset: number;
  products: Record<string, SandboxProduct>;
  prices: Record<string, SandboxPrice>;
  customers: Record<string, SandboxCustomer>;
  paymentMethods: Record<string, SandboxPaymentMethod>;
  subscriptions: Record<string, SandboxSubscription>;
  checkoutSessions: Record<string, SandboxCheckoutSession>;
  portalSessions: Record<string, SandboxPortalSession>;
  accounts: Record<string, SandboxAccount>;
  accountLinks: Record<string, SandboxAccountLink>;
  paymentIntents: Record<string, SandboxPaymentIntent>;
  refunds: Record<string, SandboxRefund>;
  /** Idempotency-Key → the id of the object that request created. */
  idempotency: Record<string, string>;
}

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}

export function emptyData(): SandboxData {
  return {
    clockOffset: 0,
    products: {},
    prices: {},
    customers: {},
    paymentMethods: {},
    subscriptions: {},
    checkoutSessions: {},
    portalSessions: {},
    accounts: {},
    accountLinks: {},
    paymentIntents: {},
    refunds: {},
    idempotency: {},
  };
}

export class SandboxState {
  data: SandboxData;

  constructor(private readonly file: string | null) {
    this.data = emptyData();
    if (file) {
      let text: string | null = null;
      try {
        text = readFileSync(file, 'utf8');
      } catch (error) {
        // First start: nothing saved yet. Anything else (permissions…) must not pass for an empty sandbox.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      if (text !== null) {
        try {
          this.data = { ...emptyData(), ...(JSON.parse(text) as SandboxData) };
        } catch {
          // Writes are atomic, so this is damage from outside: keep the file for inspection, say so once.
          const aside = `${file}.corrupt-${Date.now()}`;
          renameSync(file, aside);
          process.stderr.write(
            `Stripe sandbox: ${file} was unreadable; moved to ${aside}, starting empty.\n`,
          );
        }
      }
    }
  }

  /** Seconds since the epoch, on the sandbox's clock. */
  now(): number {
    return Math.floor(Date.now() / 1000) + this.data.clockOffset;
  }

  save(): void {
    // Whole or not at all: a kill mid-write must not leave a truncated file (the sandbox would restart empty).
    if (this.file) writeFileAtomicSync(this.file, JSON.stringify(this.data));
  }
}
