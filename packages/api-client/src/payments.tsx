import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { useApi } from './api-context.tsx';
import { type ApiClient, unwrap } from './client.ts';
import { routeKey } from './resource.tsx';

type Payments = ApiClient['v1']['payments']['account'];
export type PaymentAccount = InferResponseType<Payments['$get'], 200>;
export type PaymentOnboardingLink = InferResponseType<Payments['$post'], 200>;

const paymentAccountKey = [...routeKey('payments'), 'account'] as const;

/** Settings → Paiements: the connected Stripe account as Stripe describes it (403 plan_required on CZ). */
export function usePaymentAccount(options: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: paymentAccountKey,
    queryFn: () => unwrap(api.v1.payments.account.$get()),
    retry: false,
    ...options,
  });
}

/** Connect Stripe or finish its onboarding: the caller sends the jeweller to the link. */
export function useStartPaymentOnboarding() {
  const api = useApi();
  return useMutation({
    mutationFn: () => unwrap(api.v1.payments.account.$post()),
  });
}

/** Settings → Paiements: the refund policy (hours before the appointment for a full refund, 0–720). */
export function useUpdatePaymentPolicy() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: { depositRefundHours: number }) => unwrap(api.v1.payments.account.$patch({ json })),
    onSuccess: (account) => queryClient.setQueryData(paymentAccountKey, account),
  });
}

export function useDisconnectPayments() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.v1.payments.account.$delete()),
    onSuccess: (account) => queryClient.setQueryData(paymentAccountKey, account),
  });
}

export type ShowroomPaymentTerms = InferResponseType<
  ApiClient['v1']['showrooms'][':slug']['payments']['$get'],
  200
>;

/** Before paying: whether the showroom takes deposits online (its own Stripe) and its refund policy. */
export function useShowroomPaymentTerms(slug: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['showroom', slug, 'payments'] as const,
    queryFn: () => unwrap(api.v1.showrooms[':slug'].payments.$get({ param: { slug } })),
    staleTime: 60_000,
  });
}

export type ShowroomGiftCardOffer = InferResponseType<
  ApiClient['v1']['showrooms'][':slug']['gift-cards']['$get'],
  200
>;

/** The gift cards a showroom sells online (404 when it sells none). */
export function useShowroomGiftCards(slug: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['showroom', slug, 'gift-cards'] as const,
    queryFn: () => unwrap(api.v1.showrooms[':slug']['gift-cards'].$get({ param: { slug } })),
    retry: false,
    staleTime: 60_000,
  });
}

export type GiftCardPurchase = InferRequestType<
  ApiClient['v1']['showrooms'][':slug']['gift-cards']['$post']
>['json'];

/** Buying a card: the order and where the buyer pays (the jeweller's Checkout). */
export function useBuyGiftCard(slug: string) {
  const api = useApi();
  return useMutation({
    mutationFn: (json: GiftCardPurchase) =>
      unwrap(api.v1.showrooms[':slug']['gift-cards'].$post({ param: { slug }, json })),
  });
}

export type PayLink = InferResponseType<ApiClient['v1']['pay'][':token']['$get'], 200>;

/** The invoice behind an emailed pay link (the token authenticates). */
export function usePayLink(token: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: ['pay', token ?? ''] as const,
    queryFn: () => unwrap(api.v1.pay[':token'].$get({ param: { token: token! } })),
    enabled: Boolean(token),
    retry: false,
  });
}

/** Opens the payment on the jeweller's account: the caller sends the client to the URL. */
export function useStartPayLinkCheckout(token: string) {
  const api = useApi();
  return useMutation({
    mutationFn: () => unwrap(api.v1.pay[':token'].checkout.$post({ param: { token } })),
  });
}

export type PaymentReport = InferResponseType<ApiClient['v1']['payments']['report']['$get'], 200>;

/** Settings → Paiements: received, fees and refunds in a period (days, both included). */
export function usePaymentReport(range: { from: string; to: string }, options: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: [...routeKey('payments'), 'report', range.from, range.to] as const,
    queryFn: () => unwrap(api.v1.payments.report.$get({ query: range })),
    retry: false,
    ...options,
  });
}

export type ClientCredit = InferResponseType<ApiClient['v1']['clients'][':id']['credit']['$get'], 200>;

/** A client's credit (paid booking deposits not yet deducted) and its ledger. */
export function useClientCredit(clientId: string | null) {
  const api = useApi();
  return useQuery({
    // Issuing or voiding an invoice moves the credit: invoices refresh 'clients' too.
    queryKey: [...routeKey('clients'), 'credit', clientId ?? ''] as const,
    queryFn: () => unwrap(api.v1.clients[':id'].credit.$get({ param: { id: clientId! } })),
    enabled: Boolean(clientId),
    retry: false,
  });
}
