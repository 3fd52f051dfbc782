import Stripe from 'stripe';
import {
  newId,
  type SandboxAccount,
  type SandboxCheckoutSession,
  type SandboxCustomer,
  type SandboxPaymentIntent,
  type SandboxPaymentMethod,
  type SandboxPrice,
  type SandboxRefund,
  SandboxState,
  type SandboxSubscription,
} from './state.ts';

/** What the sandbox sells: products and prices with fixed ids, so the allowlist can name them. */
export interface SandboxCatalogueEntry {
  priceId: string;
  productId: string;
  productName: string;
  amountMinor: number;
  currency: string;
  interval: 'monthly' | 'yearly';
}

export type WebhookDelivery = (payload: string, signature: string) => Promise<{ status: number }>;

export interface SandboxOptions {
  /** Where its pages are reached (checkout and portal URLs are built on it). */
  baseUrl: string;
  webhookSecret: string;
  deliver: WebhookDelivery;
  catalogue: SandboxCatalogueEntry[];
  /**
   * Connect: where events of connected accounts go (their own endpoint and secret, as on Stripe, where a
   * platform creates a separate endpoint for connected accounts). None: they are not sent.
   */
  connect?: { webhookSecret: string; deliver: WebhookDelivery };
  /** A JSON file to keep the state in across restarts; none for tests. */
  stateFile?: string | null;
  log?: (line: string) => void;
}

export class SandboxError extends Error {
  constructor(
    readonly status: number,
    readonly type: 'invalid_request_error' | 'card_error',
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

const TEST_CARDS: Record<string, { brand: string; decline?: string }> = {
  '4242424242424242': { brand: 'visa' },
  '5555555555554444': { brand: 'mastercard' },
  '4000000000000002': { brand: 'visa', decline: 'Your card was declined.' },
};

function addPeriod(start: number, interval: 'month' | 'year'): number {
  const date = new Date(start * 1000);
  if (interval === 'month') date.setUTCMonth(date.getUTCMonth() + 1);
  else date.setUTCFullYear(date.getUTCFullYear() + 1);
  return Math.floor(date.getTime() / 1000);
}

/**
 * A stand-in for the parts of Stripe we call, for the embedded default and the tests. It keeps
 * customers, prices, checkout sessions, subscriptions and portal sessions, serves test-mode checkout and
 * portal pages, and sends signed webhook events like Stripe does. Never used with a real Stripe key.
 */
export class StripeSandbox {
  readonly state: SandboxState;
  private readonly pending = new Set<Promise<void>>();

  constructor(readonly options: SandboxOptions) {
    this.state = new SandboxState(options.stateFile ?? null);
    for (const entry of options.catalogue) {
      this.state.data.products[entry.productId] ??= {
        id: entry.productId,
        object: 'product',
        name: entry.productName,
        active: true,
      };
      this.state.data.prices[entry.priceId] = {
        id: entry.priceId,
        object: 'price',
        product: entry.productId,
        unit_amount: entry.amountMinor,
        currency: entry.currency.toLowerCase(),
        recurring: { interval: entry.interval === 'yearly' ? 'year' : 'month', interval_count: 1 },
        active: true,
        nickname: `${entry.productName} (${entry.interval})`,
        livemode: false,
      };
    }
    this.state.save();
  }

  private get data() {
    return this.state.data;
  }

  // --- customers -------------------------------------------------------------------------------------

  createCustomer(input: { email?: string; metadata?: Record<string, string> }, idempotencyKey?: string) {
    const previous = idempotencyKey ? this.data.idempotency[idempotencyKey] : undefined;
    if (previous && this.data.customers[previous] && !this.data.customers[previous].deleted)
      return this.data.customers[previous];
    const customer: SandboxCustomer = {
      id: newId('cus'),
      object: 'customer',
      email: input.email ?? null,
      metadata: input.metadata ?? {},
      created: this.state.now(),
      invoice_settings: { default_payment_method: null },
      livemode: false,
    };
    this.data.customers[customer.id] = customer;
    if (idempotencyKey) this.data.idempotency[idempotencyKey] = customer.id;
    this.state.save();
    return customer;
  }

  customer(id: string): SandboxCustomer {
    const customer = this.data.customers[id];
    if (!customer || customer.deleted)
      throw new SandboxError(404, 'invalid_request_error', `No such customer: '${id}'`, 'resource_missing');
    return customer;
  }

  /** GET /v1/customers/:id: a deleted customer answers its id and `deleted: true`, as Stripe does. */
  retrieveCustomer(id: string): SandboxCustomer | { id: string; object: 'customer'; deleted: true } {
    const customer = this.data.customers[id];
    if (customer?.deleted) return { id, object: 'customer', deleted: true };
    return this.customer(id);
  }

  /**
   * DELETE /v1/customers/:id, as Stripe does it: the customer's subscriptions end at once (no refund),
   * its cards go, and only the id is left. A second delete answers 404.
   */
  async deleteCustomer(id: string): Promise<{ id: string; object: 'customer'; deleted: true }> {
    this.customer(id);
    const now = this.state.now();
    for (const subscription of this.listSubscriptions({ customer: id })) {
      subscription.status = 'canceled';
      subscription.ended_at = now;
      subscription.canceled_at ??= now;
      this.emit('customer.subscription.deleted', subscription);
    }
    for (const method of Object.values(this.data.paymentMethods)) {
      if (method.customer === id) delete this.data.paymentMethods[method.id];
    }
    const gone = { id, object: 'customer' as const, deleted: true as const };
    this.data.customers[id] = {
      id,
      object: 'customer',
      email: null,
      metadata: {},
      created: 0,
      invoice_settings: { default_payment_method: null },
      livemode: false,
      deleted: true,
    };
    this.state.save();
    this.emit('customer.deleted', gone);
    return gone;
  }

  price(id: string): SandboxPrice {
    const price = this.data.prices[id];
    if (!price)
      throw new SandboxError(404, 'invalid_request_error', `No such price: '${id}'`, 'resource_missing');
    return price;
  }

  // --- checkout --------------------------------------------------------------------------------------

  createCheckoutSession(input: {
    customer?: string;
    price?: string;
    successUrl?: string;
    cancelUrl?: string;
    clientReferenceId?: string;
    metadata?: Record<string, string>;
  }): SandboxCheckoutSession {
    if (!input.customer)
      throw new SandboxError(
        400,
        'invalid_request_error',
        'Missing required param: customer.',
        'parameter_missing',
        'customer',
      );
    if (!input.price)
      throw new SandboxError(
        400,
        'invalid_request_error',
        'Missing required param: line_items[0][price].',
        'parameter_missing',
        'line_items',
      );
    if (!input.successUrl)
      throw new SandboxError(
        400,
        'invalid_request_error',
        'Missing required param: success_url.',
        'parameter_missing',
        'success_url',
      );
    this.customer(input.customer);
    this.price(input.price);
    const id = newId('cs_test');
    const session: SandboxCheckoutSession = {
      id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      customer: input.customer,
      subscription: null,
      client_reference_id: input.clientReferenceId ?? null,
      metadata: input.metadata ?? {},
      success_url: input.successUrl,
      cancel_url: input.cancelUrl ?? input.successUrl,
      url: `${this.options.baseUrl}/checkout/${id}`,
      created: this.state.now(),
      expires_at: this.state.now() + 24 * 3600,
      price: input.price,
      livemode: false,
    };
    this.data.checkoutSessions[id] = session;
    this.state.save();
    return session;
  }

  checkoutSession(id: string): SandboxCheckoutSession {
    const session = this.data.checkoutSessions[id];
    if (!session)
      throw new SandboxError(
        404,
        'invalid_request_error',
        `No such checkout.session: '${id}'`,
        'resource_missing',
      );
    return session;
  }

  /** The 'Pay' button of the checkout page: a test card starts the subscription, a declining one is refused. */
  async payCheckoutSession(id: string, cardNumber: string): Promise<string> {
    const session = this.checkoutSession(id);
    if (session.status === 'open' && session.expires_at <= this.state.now()) this.expireSession(session);
    if (session.status !== 'open')
      throw new SandboxError(400, 'invalid_request_error', 'This checkout session is no longer open.');
    if (session.mode === 'payment') return this.payPaymentSession(session, cardNumber);
    const subscription = await this.startSubscription(
      session.customer ?? '',
      session.price,
      cardNumber,
      session.metadata,
    );
    session.status = 'complete';
    session.payment_status = 'paid';
    session.subscription = subscription.id;
    this.state.save();
    this.emit('checkout.session.completed', this.publicSession(session));
    return session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id);
  }

  /**
   * A paid subscription for a customer: what a completed checkout creates (also used to give the demo
   * accounts their plan). A test card pays; 4000 0000 0000 0002 is declined.
   */
  async startSubscription(
    customerId: string,
    priceId: string,
    cardNumber = '4242424242424242',
    metadata: Record<string, string> = {},
  ): Promise<SandboxSubscription> {
    const digits = cardNumber.replace(/\s+/g, '');
    const card = TEST_CARDS[digits];
    if (!card)
      throw new SandboxError(402, 'card_error', 'Use a test card: 4242 4242 4242 4242.', 'invalid_number');
    if (card.decline) throw new SandboxError(402, 'card_error', card.decline, 'card_declined');
    const customer = this.customer(customerId);
    const price = this.price(priceId);
    const paymentMethod: SandboxPaymentMethod = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      card: {
        brand: card.brand,
        last4: digits.slice(-4),
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 3,
      },
      customer: customer.id,
    };
    this.data.paymentMethods[paymentMethod.id] = paymentMethod;
    customer.invoice_settings.default_payment_method = paymentMethod.id;
    return this.addSubscription(customer, price, {
      status: 'active',
      default_payment_method: paymentMethod.id,
      metadata,
    });
  }

  /**
   * POST /v1/subscriptions without a card (the free start): Stripe starts a subscription whose first
   * invoice is zero at once, with no payment method collected. A priced one needs a payment method the
   * customer does not have here, so it is refused as Stripe refuses it (`payment_behavior:
   * error_if_incomplete`) or left `incomplete` (any other behaviour), never active.
   */
  async createSubscription(
    input: { customer?: string; price?: string; paymentBehavior?: string; metadata?: Record<string, string> },
    idempotencyKey?: string,
  ): Promise<SandboxSubscription> {
    if (!input.customer)
      throw new SandboxError(
        400,
        'invalid_request_error',
        'Missing required param: customer.',
        'parameter_missing',
        'customer',
      );
    if (!input.price)
      throw new SandboxError(
        400,
        'invalid_request_error',
        'Missing required param: items[0][price].',
        'parameter_missing',
        'items',
      );
    if (idempotencyKey) {
      const earlier = Object.values(this.data.subscriptions).find(
        (s) => s.metadata.idempotency_key === idempotencyKey,
      );
      if (earlier) return earlier;
    }
    const customer = this.customer(input.customer);
    const price = this.price(input.price);
    const free = price.unit_amount === 0;
    if (!free && input.paymentBehavior === 'error_if_incomplete')
      throw new SandboxError(
        402,
        'card_error',
        'This customer has no attached payment source or default payment method.',
        'resource_missing',
      );
    return this.addSubscription(customer, price, {
      status: free ? 'active' : 'incomplete',
      default_payment_method: null,
      metadata: { ...(input.metadata ?? {}), ...(idempotencyKey ? { idempotency_key: idempotencyKey } : {}) },
    });
  }

  /** Stores a subscription of one item starting now (its first period by the price's interval), announces it. */
  private addSubscription(
    customer: SandboxCustomer,
    price: SandboxPrice,
    fields: Pick<SandboxSubscription, 'status' | 'default_payment_method' | 'metadata'>,
  ): SandboxSubscription {
    const now = this.state.now();
    const subscription: SandboxSubscription = {
      id: newId('sub'),
      object: 'subscription',
      customer: customer.id,
      status: fields.status,
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            price,
            quantity: 1,
            current_period_start: now,
            current_period_end: addPeriod(now, price.recurring.interval),
          },
        ],
      },
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      trial_end: null,
      created: now,
      start_date: now,
      default_payment_method: fields.default_payment_method,
      metadata: fields.metadata,
      livemode: false,
    };
    this.data.subscriptions[subscription.id] = subscription;
    this.state.save();
    this.emit('customer.subscription.created', subscription);
    return subscription;
  }

  cancelCheckoutSession(id: string): string {
    const session = this.checkoutSession(id);
    // Leaving a payment page leaves its session open, as on Stripe (it expires later); a subscription's
    // cancel ends it here, as the sandbox always did.
    if (session.status === 'open' && session.mode === 'subscription') session.status = 'expired';
    this.state.save();
    return session.cancel_url.replace('{CHECKOUT_SESSION_ID}', session.id);
  }

  publicSession(session: SandboxCheckoutSession) {
    const { price: _price, payment_intent_metadata: _metadata, line_name: _name, ...rest } = session;
    return rest;
  }

  // --- subscriptions ---------------------------------------------------------------------------------

  subscription(id: string): SandboxSubscription {
    const subscription = this.data.subscriptions[id];
    if (!subscription)
      throw new SandboxError(
        404,
        'invalid_request_error',
        `No such subscription: '${id}'`,
        'resource_missing',
      );
    return subscription;
  }

  listSubscriptions(filter: { customer?: string; status?: string }): SandboxSubscription[] {
    return (
      Object.values(this.data.subscriptions)
        .filter((s) => !filter.customer || s.customer === filter.customer)
        // Stripe's rule: no status means every subscription but the canceled ones; 'all' means all.
        .filter((s) =>
          filter.status === 'all'
            ? true
            : filter.status
              ? s.status === filter.status
              : s.status !== 'canceled',
        )
        .sort((a, b) => b.created - a.created)
    );
  }

  /** Portal actions: switch plan, cancel at the period's end, or take the cancellation back. */
  async updateSubscription(
    id: string,
    change: { price?: string; cancelAtPeriodEnd?: boolean },
  ): Promise<SandboxSubscription> {
    const subscription = this.subscription(id);
    if (subscription.status === 'canceled') {
      throw new SandboxError(
        400,
        'invalid_request_error',
        'A canceled subscription can no longer be updated.',
      );
    }
    if (change.price) {
      const price = this.price(change.price);
      const item = subscription.items.data[0]!;
      const now = this.state.now();
      item.price = price;
      item.current_period_start = now;
      item.current_period_end = addPeriod(now, price.recurring.interval);
    }
    if (change.cancelAtPeriodEnd !== undefined) {
      subscription.cancel_at_period_end = change.cancelAtPeriodEnd;
      subscription.cancel_at = change.cancelAtPeriodEnd
        ? subscription.items.data[0]!.current_period_end
        : null;
      subscription.canceled_at = change.cancelAtPeriodEnd ? this.state.now() : null;
    }
    this.state.save();
    this.emit('customer.subscription.updated', subscription);
    return subscription;
  }

  async cancelSubscriptionNow(id: string): Promise<SandboxSubscription> {
    const subscription = this.subscription(id);
    subscription.status = 'canceled';
    subscription.ended_at = this.state.now();
    subscription.canceled_at ??= this.state.now();
    this.state.save();
    this.emit('customer.subscription.deleted', subscription);
    return subscription;
  }

  /**
   * Moves the sandbox's clock forward: every period that ends on the way either renews (a new period,
   * 'customer.subscription.updated') or, when cancelled at its end, ends ('customer.subscription.deleted').
   */
  async advanceClock(seconds: number): Promise<void> {
    this.data.clockOffset += seconds;
    this.expireDueSessions();
    const now = this.state.now();
    for (const subscription of Object.values(this.data.subscriptions)) {
      if (subscription.status !== 'active' && subscription.status !== 'trialing') continue;
      const item = subscription.items.data[0]!;
      if (item.current_period_end > now) continue;
      if (subscription.cancel_at_period_end) {
        subscription.status = 'canceled';
        subscription.ended_at = item.current_period_end;
        this.state.save();
        this.emit('customer.subscription.deleted', subscription);
        continue;
      }
      while (item.current_period_end <= now) {
        item.current_period_start = item.current_period_end;
        item.current_period_end = addPeriod(item.current_period_end, item.price.recurring.interval);
      }
      this.state.save();
      this.emit('customer.subscription.updated', subscription);
    }
  }

  withPaymentMethod(subscription: SandboxSubscription): SandboxSubscription {
    const pm =
      typeof subscription.default_payment_method === 'string'
        ? this.data.paymentMethods[subscription.default_payment_method]
        : null;
    return pm ? { ...subscription, default_payment_method: pm } : subscription;
  }

  // --- portal ----------------------------------------------------------------------------------------

  createPortalSession(input: { customer?: string; returnUrl?: string }) {
    if (!input.customer)
      throw new SandboxError(
        400,
        'invalid_request_error',
        'Missing required param: customer.',
        'parameter_missing',
        'customer',
      );
    this.customer(input.customer);
    const id = newId('bps');
    const session = {
      id,
      object: 'billing_portal.session' as const,
      customer: input.customer,
      return_url: input.returnUrl ?? this.options.baseUrl,
      url: `${this.options.baseUrl}/portal/${id}`,
      created: this.state.now(),
    };
    this.data.portalSessions[id] = session;
    this.state.save();
    return session;
  }

  portalSession(id: string) {
    const session = this.data.portalSessions[id];
    if (!session)
      throw new SandboxError(
        404,
        'invalid_request_error',
        `No such billing portal session: '${id}'`,
        'resource_missing',
      );
    return session;
  }

  // --- Connect: connected accounts, onboarding, payments on their behalf -------------------------------

  createAccount(
    input: { email?: string; country?: string; metadata?: Record<string, string> },
    idempotencyKey?: string,
  ): SandboxAccount {
    const previous = idempotencyKey ? this.data.idempotency[idempotencyKey] : undefined;
    if (previous && this.data.accounts[previous]) return this.data.accounts[previous];
    const account: SandboxAccount = {
      id: newId('acct'),
      object: 'account',
      email: input.email ?? null,
      country: input.country ?? 'FR',
      default_currency: 'eur',
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      requirements: {
        currently_due: ['business_profile.url', 'external_account', 'tos_acceptance.date'],
        eventually_due: [],
        past_due: [],
        disabled_reason: 'requirements.past_due',
      },
      metadata: input.metadata ?? {},
      created: this.state.now(),
      livemode: false,
    };
    this.data.accounts[account.id] = account;
    if (idempotencyKey) this.data.idempotency[idempotencyKey] = account.id;
    this.state.save();
    return account;
  }

  account(id: string): SandboxAccount {
    const account = this.data.accounts[id];
    if (!account)
      throw new SandboxError(
        404,
        'invalid_request_error',
        `No such account: '${id}'`,
        'resource_missing',
        'account',
      );
    return account;
  }

  createAccountLink(input: { account?: string; refreshUrl?: string; returnUrl?: string }) {
    if (!input.account || !input.returnUrl || !input.refreshUrl)
      throw new SandboxError(
        400,
        'invalid_request_error',
        'Missing required param: account, refresh_url or return_url.',
        'parameter_missing',
      );
    this.account(input.account);
    const id = newId('acctlink');
    const link = {
      id,
      account: input.account,
      refresh_url: input.refreshUrl,
      return_url: input.returnUrl,
      expires_at: this.state.now() + 300,
    };
    this.data.accountLinks[id] = link;
    this.state.save();
    return {
      object: 'account_link' as const,
      created: this.state.now(),
      expires_at: link.expires_at,
      url: `${this.options.baseUrl}/connect/onboarding/${id}`,
    };
  }

  accountLink(id: string) {
    const link = this.data.accountLinks[id];
    if (!link) throw new SandboxError(404, 'invalid_request_error', 'No such account link.');
    return link;
  }

  /**
   * The onboarding page's 'Submit' (a link is used once, and expires after 5 minutes like Stripe's):
   * the account can take charges and be paid out; 'account.updated' is sent to the Connect endpoint.
   * An expired or used link sends the person to its refresh_url, where the platform makes a new one.
   */
  completeOnboarding(linkId: string, outcome: 'complete' | 'later' = 'complete'): string {
    const link = this.accountLink(linkId);
    delete this.data.accountLinks[linkId];
    if (link.expires_at <= this.state.now()) {
      this.state.save();
      return link.refresh_url;
    }
    const account = this.account(link.account);
    if (outcome === 'complete') {
      account.details_submitted = true;
      account.charges_enabled = true;
      account.payouts_enabled = true;
      account.requirements = { currently_due: [], eventually_due: [], past_due: [], disabled_reason: null };
    } else {
      account.details_submitted = true;
      account.requirements.currently_due = ['external_account'];
    }
    this.state.save();
    this.emit('account.updated', account, account.id);
    return link.return_url;
  }

  /** A Checkout session in payment mode on a connected account (a direct charge). */
  createPaymentSession(
    account: string,
    input: {
      amount?: number;
      currency?: string;
      name?: string;
      successUrl?: string;
      cancelUrl?: string;
      customerEmail?: string;
      metadata?: Record<string, string>;
      paymentMetadata?: Record<string, string>;
      applicationFeeAmount?: number;
      expiresAt?: number;
      clientReferenceId?: string;
    },
  ): SandboxCheckoutSession {
    const connected = this.account(account);
    if (!connected.charges_enabled)
      throw new SandboxError(
        400,
        'invalid_request_error',
        'This account cannot currently make live charges.',
        'account_invalid',
      );
    if (!input.amount || !Number.isInteger(input.amount) || input.amount < 1 || !input.currency)
      throw new SandboxError(
        400,
        'invalid_request_error',
        'line_items[0][price_data] needs a positive integer unit_amount and a currency.',
        'parameter_missing',
        'line_items',
      );
    if (!input.successUrl)
      throw new SandboxError(
        400,
        'invalid_request_error',
        'Missing required param: success_url.',
        'parameter_missing',
        'success_url',
      );
    const now = this.state.now();
    // Stripe's bounds: a session expires between 30 minutes and 24 hours after it is created.
    if (input.expiresAt !== undefined && (input.expiresAt < now + 1800 - 5 || input.expiresAt > now + 86_400))
      throw new SandboxError(
        400,
        'invalid_request_error',
        'expires_at must be between 30 minutes and 24 hours from now.',
        'parameter_invalid',
        'expires_at',
      );
    const id = newId('cs_test');
    const session: SandboxCheckoutSession = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      customer: null,
      subscription: null,
      client_reference_id: input.clientReferenceId ?? null,
      metadata: input.metadata ?? {},
      success_url: input.successUrl,
      cancel_url: input.cancelUrl ?? input.successUrl,
      url: `${this.options.baseUrl}/checkout/${id}`,
      created: now,
      expires_at: input.expiresAt ?? now + 24 * 3600,
      price: '',
      livemode: false,
      account,
      amount_total: input.amount,
      currency: input.currency.toLowerCase(),
      line_name: input.name ?? null,
      payment_intent: null,
      customer_email: input.customerEmail ?? null,
      application_fee_amount: input.applicationFeeAmount ?? null,
      payment_intent_metadata: input.paymentMetadata ?? {},
    };
    this.data.checkoutSessions[id] = session;
    this.state.save();
    return session;
  }

  /** A session seen through a `Stripe-Account` header: only that account's sessions exist there. */
  sessionOn(id: string, account: string | undefined): SandboxCheckoutSession {
    const session = this.checkoutSession(id);
    if ((session.account ?? undefined) !== account)
      throw new SandboxError(
        404,
        'invalid_request_error',
        `No such checkout.session: '${id}'`,
        'resource_missing',
      );
    if (session.status === 'open' && session.expires_at <= this.state.now()) this.expireSession(session);
    return session;
  }

  private payPaymentSession(session: SandboxCheckoutSession, cardNumber: string): string {
    const digits = cardNumber.replace(/\s+/g, '');
    const card = TEST_CARDS[digits];
    if (!card)
      throw new SandboxError(402, 'card_error', 'Use a test card: 4242 4242 4242 4242.', 'invalid_number');
    if (card.decline) throw new SandboxError(402, 'card_error', card.decline, 'card_declined');
    const intent: SandboxPaymentIntent = {
      id: newId('pi'),
      object: 'payment_intent',
      account: session.account!,
      amount: session.amount_total!,
      amount_received: session.amount_total!,
      currency: session.currency!,
      status: 'succeeded',
      metadata: session.payment_intent_metadata ?? {},
      application_fee_amount: session.application_fee_amount ?? null,
      amount_refunded: 0,
      created: this.state.now(),
      livemode: false,
    };
    this.data.paymentIntents[intent.id] = intent;
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = intent.id;
    this.state.save();
    this.emit('checkout.session.completed', this.publicSession(session), session.account!);
    return session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id);
  }

  /** POST /v1/checkout/sessions/:id/expire, and what the clock does to an open session past its end. */
  expireSession(session: SandboxCheckoutSession): SandboxCheckoutSession {
    if (session.status !== 'open')
      throw new SandboxError(
        400,
        'invalid_request_error',
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
      );
    session.status = 'expired';
    this.state.save();
    if (session.account) this.emit('checkout.session.expired', this.publicSession(session), session.account);
    return session;
  }

  paymentIntentOn(id: string, account: string | undefined): SandboxPaymentIntent {
    const intent = this.data.paymentIntents[id];
    if (!intent || intent.account !== account)
      throw new SandboxError(
        404,
        'invalid_request_error',
        `No such payment_intent: '${id}'`,
        'resource_missing',
      );
    return intent;
  }

  /** POST /v1/refunds on a connected account: all or part of what is left of a payment. */
  createRefund(
    account: string | undefined,
    input: { paymentIntent?: string; amount?: number; metadata?: Record<string, string> },
    idempotencyKey?: string,
  ): SandboxRefund {
    const previous = idempotencyKey ? this.data.idempotency[idempotencyKey] : undefined;
    if (previous && this.data.refunds[previous]) return this.data.refunds[previous];
    const intent = this.paymentIntentOn(input.paymentIntent ?? '', account);
    const left = intent.amount_received - intent.amount_refunded;
    const amount = input.amount ?? left;
    if (!Number.isInteger(amount) || amount < 1 || amount > left)
      throw new SandboxError(
        400,
        'invalid_request_error',
        `Refund amount (${amount}) is greater than the amount left to refund (${left}).`,
        'amount_too_large',
        'amount',
      );
    intent.amount_refunded += amount;
    const refund: SandboxRefund = {
      id: newId('re'),
      object: 'refund',
      account: intent.account,
      payment_intent: intent.id,
      amount,
      currency: intent.currency,
      status: 'succeeded',
      metadata: input.metadata ?? {},
      created: this.state.now(),
    };
    this.data.refunds[refund.id] = refund;
    if (idempotencyKey) this.data.idempotency[idempotencyKey] = refund.id;
    this.state.save();
    this.emit('refund.created', refund, intent.account);
    return refund;
  }

  /** Open payment sessions past their end expire when the clock moves (Stripe's own expiry). */
  private expireDueSessions(): void {
    const now = this.state.now();
    for (const session of Object.values(this.data.checkoutSessions)) {
      if (session.mode === 'payment' && session.status === 'open' && session.expires_at <= now)
        this.expireSession(session);
    }
  }

  // --- webhooks --------------------------------------------------------------------------------------

  /** Sends a signed event to the API, as Stripe does; retried a few times if the API answers 5xx. */
  emit(type: string, object: object, account?: string): void {
    const connect = this.options.connect;
    // Events of connected accounts go to the Connect endpoint only; without one, nowhere.
    if (account && !connect) return;
    const event = {
      id: newId('evt'),
      object: 'event',
      ...(account ? { account } : {}),
      api_version: '2026-10-28.endive',
      created: this.state.now(),
      livemode: false,
      pending_webhooks: 1,
      type,
      data: { object: JSON.parse(JSON.stringify(object)) },
    };
    const payload = JSON.stringify(event);
    // Like Stripe, delivery happens after the request that caused it; settled() waits for it.
    const delivery = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() =>
        account && connect
          ? this.deliver(type, payload, connect.webhookSecret, connect.deliver)
          : this.deliver(type, payload),
      )
      .finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
  }

  /** Sends an event body as given (tests replay, reorder and tamper with events through this). */
  async deliver(
    type: string,
    payload: string,
    secret = this.options.webhookSecret,
    to: WebhookDelivery = this.options.deliver,
  ): Promise<void> {
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    for (let attempt = 0; attempt < 4; attempt++) {
      try {
        const { status } = await to(payload, signature);
        if (status < 500) {
          this.options.log?.(`webhook ${type} → ${status}`);
          return;
        }
      } catch (error) {
        this.options.log?.(`webhook ${type} failed: ${(error as Error).message}`);
      }
      await new Promise((r) => setTimeout(r, 100 * 2 ** attempt));
    }
  }

  /** Waits for every event in flight (tests). */
  async settled(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}
