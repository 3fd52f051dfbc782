import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { useApi } from './api-context.tsx';
import { type ApiClient, unwrap } from './client.ts';
import { clientResource } from './clients.tsx';
import { routeKey } from './resource.tsx';

export { ApiProvider, useApi } from './api-context.tsx';
export { prefetchRows, prefetchStats } from './resource.tsx';

export type Me = InferResponseType<ApiClient['v1']['me']['$get'], 200>;

/** Query keys of the session's own reads and of the client book (each derived from its route). */
export const queryKeys = {
  me: routeKey('me'),
  clients: clientResource.keys,
};

export function useMe(options: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.me, queryFn: () => unwrap(api.v1.me.$get()), ...options });
}

export * from './account.tsx';
export * from './analytics.tsx';
export * from './appointments.tsx';
export * from './assistant.tsx';
export * from './calendars.tsx';
export * from './campaign-texts.tsx';
export * from './catalogue-settings.tsx';
export * from './clients.tsx';
export * from './dashboard.tsx';
export * from './designs.tsx';
export * from './files.tsx';
export * from './integrations.tsx';
export * from './invoices.tsx';
export * from './leads.tsx';
export * from './marketing.tsx';
export * from './messaging.tsx';
export * from './metal-rates.tsx';
export * from './orders.tsx';
export * from './payments.tsx';
export * from './products.tsx';
export * from './repairs.tsx';
export * from './session-react.tsx';
export * from './showroom.tsx';
export * from './showroom-builder.tsx';
export * from './size-guides.tsx';
export * from './stock.tsx';
export * from './subscription.tsx';
export * from './team.tsx';
