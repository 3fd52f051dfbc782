import type { MetalRateFeedInput, MetalRatesInput, ProductMetalPricingInput } from '@carat/validation/metal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { useApi } from './api-context.tsx';
import { type ApiClient, unwrap } from './client.ts';
import { invalidateRoutes } from './resource.tsx';

/*
 * Metal prices (ADR 064): the business's rates, a piece's rate-following fields and the
 * repricing queue. Types read from the API's routes.
 */

type V1 = ApiClient['v1'];

/** `GET /v1/metal-rates`: the rates by grade, the last changes, whether a feed is configured. */
export type MetalRates = InferResponseType<V1['metal-rates']['$get'], 200>;
export type MetalRate = MetalRates['rates'][number];
/** `GET /v1/repricing`: the pieces whose price the rates would change. */
export type RepricingQueue = InferResponseType<V1['repricing']['$get'], 200>;
export type RepricingItem = RepricingQueue['items'][number];
/** `GET /v1/products/{id}/metal-pricing`. */
export type ProductMetalPricing = InferResponseType<V1['products'][':id']['metal-pricing']['$get'], 200>;

export const metalKeys = {
  rates: ['metal-rates'] as const,
  repricing: ['repricing'] as const,
  pricing: (productId: string) => ['products', 'metal-pricing', productId] as const,
};

export function useMetalRates() {
  const api = useApi();
  return useQuery({ queryKey: metalKeys.rates, queryFn: () => unwrap(api.v1['metal-rates'].$get()) });
}

/** Set rates (per gram or per troy ounce of fine metal); the queue is read again after. */
export function useSetMetalRates() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MetalRatesInput) => unwrap(api.v1['metal-rates'].$put({ json: input })),
    onSuccess: (rates) => {
      queryClient.setQueryData(metalKeys.rates, rates);
      void queryClient.invalidateQueries({ queryKey: metalKeys.repricing });
      void queryClient.invalidateQueries({ queryKey: ['products', 'metal-pricing'] });
    },
  });
}

/** Follow the operator's feed with margins, or stop; the rates page is read again from the answer. */
export function useSetMetalRateFeed() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MetalRateFeedInput) => unwrap(api.v1['metal-rates'].feed.$put({ json: input })),
    onSuccess: (rates) => queryClient.setQueryData(metalKeys.rates, rates),
  });
}

export function useRepricingQueue() {
  const api = useApi();
  return useQuery({ queryKey: metalKeys.repricing, queryFn: () => unwrap(api.v1.repricing.$get()) });
}

/** Apply the queue (all, or the ids given) in one approval. */
export function useApplyRepricing() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productIds?: string[]) =>
      unwrap(api.v1.repricing.apply.$post({ json: productIds ? { productIds } : {} })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: metalKeys.repricing }),
        invalidateRoutes(queryClient, ['products']),
      ]),
  });
}

export function useProductMetalPricing(productId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: metalKeys.pricing(productId ?? ''),
    queryFn: () => unwrap(api.v1.products[':id']['metal-pricing'].$get({ param: { id: productId! } })),
    enabled: Boolean(productId),
  });
}

export function useSetProductMetalPricing(productId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductMetalPricingInput) =>
      unwrap(api.v1.products[':id']['metal-pricing'].$put({ param: { id: productId }, json: input })),
    onSuccess: (pricing) => {
      queryClient.setQueryData(metalKeys.pricing(productId), pricing);
      void queryClient.invalidateQueries({ queryKey: metalKeys.repricing });
    },
  });
}
