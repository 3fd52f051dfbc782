import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { useApi } from './api-context.tsx';
import { type ApiClient, unwrap } from './client.ts';
import { invalidateRoutes, routeKey, useApiMutation } from './resource.tsx';

/*
 * Calendars (ADR 068): the member's private feed (its address shown once, on creation or rotation) and
 * the ICS addresses whose busy times the showroom leaves out. Types read from the API's routes.
 */

type V1 = ApiClient['v1'];

export type CalendarFeedList = InferResponseType<V1['calendar-feeds']['$get'], 200>;
export type NewCalendarFeed = InferResponseType<V1['calendar-feeds']['$post'], 201>;
export type CalendarImportList = InferResponseType<V1['calendar-imports']['$get'], 200>;
export type CalendarImport = CalendarImportList['items'][number];

export function useCalendarFeeds() {
  const api = useApi();
  return useQuery({
    queryKey: [...routeKey('calendar-feeds')] as const,
    queryFn: () => unwrap(api.v1['calendar-feeds'].$get()),
  });
}

/** Creates the feed, or gives it a new address (the old one stops at once). */
export const useCreateCalendarFeed = () =>
  useApiMutation(
    (api) => unwrap(api.v1['calendar-feeds'].$post()),
    (queryClient) => invalidateRoutes(queryClient, ['calendar-feeds']),
  );

export const useDeleteCalendarFeed = () =>
  useApiMutation(
    (api, id: string) => unwrap(api.v1['calendar-feeds'][':id'].$delete({ param: { id } })),
    (queryClient) => invalidateRoutes(queryClient, ['calendar-feeds']),
  );

export function useCalendarImports(options: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: [...routeKey('calendar-imports')] as const,
    queryFn: () => unwrap(api.v1['calendar-imports'].$get()),
    enabled: options.enabled ?? true,
  });
}

export const useAddCalendarImport = () =>
  useApiMutation(
    (api, url: string) => unwrap(api.v1['calendar-imports'].$post({ json: { url } })),
    (queryClient) => invalidateRoutes(queryClient, ['calendar-imports']),
  );

export const useSyncCalendarImport = () =>
  useApiMutation(
    (api, id: string) => unwrap(api.v1['calendar-imports'][':id'].sync.$post({ param: { id } })),
    (queryClient) => invalidateRoutes(queryClient, ['calendar-imports']),
  );

export const useDeleteCalendarImport = () =>
  useApiMutation(
    (api, id: string) => unwrap(api.v1['calendar-imports'][':id'].$delete({ param: { id } })),
    (queryClient) => invalidateRoutes(queryClient, ['calendar-imports']),
  );
