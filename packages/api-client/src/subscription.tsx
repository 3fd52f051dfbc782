import { SUBSCRIPTION_RECHECK_MS, type Tier, tierFromProductId } from '@carat/domain';
import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useApi } from './api-context.tsx';
import { type ApiClient, ApiError, unwrap } from './client.ts';
import { useSession } from './session-react.tsx';

export type PriceList = InferResponseType<ApiClient['billing']['prices']['$get'], 200>;
export type Price = PriceList['prices'][number];
export type BillingSummary = InferResponseType<ApiClient['billing']['summary']['$get'], 200>;

export interface SubscriptionState {
  subscribed: boolean;
  productId: string | null;
  subscriptionEnd: string | null;
  /** The tier from the product id (spec: Diamond, Moissanite, Silver, anything else or none → CZ). */
  tier: Tier;
  loading: boolean;
  checkSubscription: (sessionId?: string) => Promise<SubscriptionSnapshot>;
}

export interface SubscriptionSnapshot {
  subscribed: boolean;
  productId: string | null;
  subscriptionEnd: string | null;
}

const EMPTY: SubscriptionSnapshot = { subscribed: false, productId: null, subscriptionEnd: null };

/**
 * The assurance level an access token carries ('aal1' | 'aal2'), read from its claims without verifying
 * (the API verifies). A sign-in with two-factor authentication first holds an aal1 token, which the
 * check refuses (403 mfa_required): the check must run again once the code raises it to aal2.
 */
export function tokenAssurance(accessToken: string | undefined): string | null {
  const claims = accessToken?.split('.')[1];
  if (!claims) return null;
  try {
    const json = atob(claims.replace(/-/g, '+').replace(/_/g, '/'));
    const aal = (JSON.parse(json) as { aal?: unknown }).aal;
    return typeof aal === 'string' ? aal : null;
  } catch {
    return null;
  }
}
const SubscriptionContext = createContext<SubscriptionState | null>(null);

/** The public price list; the product → tier map is built from it (no id is hard-coded in a page). */
export function usePrices() {
  const api = useApi();
  return useQuery({
    queryKey: ['billing', 'prices'],
    queryFn: () => unwrap(api.billing.prices.$get()),
    staleTime: 10 * 60_000,
  });
}

export function productMapFrom(prices: Price[] | undefined) {
  const of = (plan: Tier) => [
    ...new Set((prices ?? []).filter((p) => p.plan === plan).map((p) => p.productId)),
  ];
  return { diamond: of('DIAMOND'), moissanite: of('MOISSANITE'), silver: of('SILVER') };
}

/**
 * The spec's subscription context: checked on sign-in and every 60 s while signed in; reset to "not
 * subscribed" when signed out or when a check fails (the failure is logged).
 */
export function SubscriptionProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const { session, loading: sessionLoading } = useSession();
  const prices = usePrices();
  const [snapshot, setSnapshot] = useState<SubscriptionSnapshot>(EMPTY);
  const [checking, setChecking] = useState(true);
  const userId = session?.user.id ?? null;
  // Who is checked, and at which assurance level: a second factor just verified is a new check (see
  // tokenAssurance).
  const caller = userId ? `${userId}:${tokenAssurance(session?.access_token)}` : null;
  const latest = useRef(0);
  // A return from Checkout syncs on the server; a plain check started meanwhile waits for it, or it
  // could read the old state and, being the latest call, overwrite the new one.
  const sessionCheck = useRef<Promise<unknown> | null>(null);

  const checkSubscription = useCallback(
    async (sessionId?: string): Promise<SubscriptionSnapshot> => {
      if (!sessionId && sessionCheck.current) await sessionCheck.current.catch(() => {});
      const call = ++latest.current;
      const run = (async () => {
        try {
          const answer = await unwrap(
            api.functions.v1['check-subscription'].$post({
              json: sessionId ? { session_id: sessionId } : {},
            }),
          );
          const next = {
            subscribed: answer.subscribed,
            productId: answer.product_id,
            subscriptionEnd: answer.subscription_end,
          };
          if (call === latest.current) setSnapshot(next);
          return next;
        } catch (error) {
          // A password-only session of an account with a second factor is refused until the code is given
          // (the sign-in's MFA step asks for it; the check runs again at aal2): expected, not a failure.
          if (!(error instanceof ApiError && error.code === 'mfa_required')) {
            console.error('subscription check failed', error);
          }
          if (call === latest.current) setSnapshot(EMPTY);
          return EMPTY;
        } finally {
          if (call === latest.current) setChecking(false);
        }
      })();
      if (sessionId) sessionCheck.current = run;
      return run;
    },
    [api],
  );

  useEffect(() => {
    if (sessionLoading) return;
    if (!caller) {
      latest.current++;
      setSnapshot(EMPTY);
      setChecking(false);
      return;
    }
    setChecking(true);
    void checkSubscription();
    const timer = setInterval(() => void checkSubscription(), SUBSCRIPTION_RECHECK_MS);
    return () => clearInterval(timer);
  }, [caller, sessionLoading, checkSubscription]);

  const value = useMemo<SubscriptionState>(
    () => ({
      ...snapshot,
      tier: snapshot.subscribed
        ? tierFromProductId(snapshot.productId, productMapFrom(prices.data?.prices))
        : 'CZ',
      loading: sessionLoading || checking || prices.isLoading,
      checkSubscription,
    }),
    [snapshot, sessionLoading, checking, prices.data, prices.isLoading, checkSubscription],
  );
  return <SubscriptionContext.Provider value={value}>{children}</SubscriptionContext.Provider>;
}

/** Throws outside its provider (spec). */
export function useSubscription(): SubscriptionState {
  const value = useContext(SubscriptionContext);
  if (!value) throw new Error('useSubscription must be used within a SubscriptionProvider');
  return value;
}

export function useBillingSummary() {
  const api = useApi();
  return useQuery({
    queryKey: ['billing', 'summary'],
    queryFn: () => unwrap(api.billing.summary.$get()),
  });
}

/** create-checkout: the URL of Stripe's Checkout (or of the portal, for a subscriber). */
export function useCheckout() {
  const api = useApi();
  return useCallback(
    (priceId: string) => unwrap(api.functions.v1['create-checkout'].$post({ json: { priceId } })),
    [api],
  );
}

/**
 * start-free-plan ('Commencer gratuitement'): a CZ subscription without a card; answers where to go (the
 * dashboard). Upgrading later is the normal checkout.
 */
export function useStartFreePlan() {
  const api = useApi();
  return useCallback(() => unwrap(api.functions.v1['start-free-plan'].$post({ json: {} })), [api]);
}

/** customer-portal: the URL of the billing portal. */
export function usePortal() {
  const api = useApi();
  return useCallback(() => unwrap(api.functions.v1['customer-portal'].$post({ json: {} })), [api]);
}

/**
 * A subscription state that never changes (the public demo dashboard always shows the Diamond plan with
 * every tool).
 */
export function FixedSubscriptionProvider({ tier, children }: { tier: Tier; children: ReactNode }) {
  const value = useMemo<SubscriptionState>(
    () => ({
      subscribed: true,
      productId: null,
      subscriptionEnd: null,
      tier,
      loading: false,
      checkSubscription: async () => ({ subscribed: true, productId: null, subscriptionEnd: null }),
    }),
    [tier],
  );
  return <SubscriptionContext.Provider value={value}>{children}</SubscriptionContext.Provider>;
}
