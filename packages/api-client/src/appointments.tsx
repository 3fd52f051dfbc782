import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { useApi } from './api-context.tsx';
import { type ApiClient, unwrap } from './client.ts';
import {
  type ListItemOf,
  type ListPageOf,
  type ListQueryOf,
  type ListStatsOf,
  listResource,
  routeKey,
  useApiMutation,
  useResourceItem,
  useResourceList,
  useResourceStats,
} from './resource.tsx';

type Appointments = ApiClient['v1']['appointments'];
type AppointmentItem = Appointments[':id'];
type AvailabilityRoute = ApiClient['v1']['availability'];
export type AppointmentListQuery = ListQueryOf<'appointments'>;
export type AppointmentPage = ListPageOf<'appointments'>;
export type AppointmentSummary = AppointmentPage['items'][number];
export type AppointmentStats = ListStatsOf<'appointments'>;
export type AppointmentSlotsQuery = InferRequestType<Appointments['slots']['$get']>['query'];
export type AppointmentSlots = InferResponseType<Appointments['slots']['$get'], 200>;
export type AppointmentDetail = ListItemOf<'appointments'>;
export type AppointmentCreate = InferRequestType<Appointments['$post']>['json'];
export type AppointmentMove = InferRequestType<AppointmentItem['reschedule']['$post']>['json'];
export type AppointmentAction = NonNullable<InferRequestType<AppointmentItem['confirm']['$post']>['json']>;
export type AvailabilitySettings = InferResponseType<AvailabilityRoute['$get'], 200>;
export type AvailabilitySettingsChange = InferRequestType<AvailabilityRoute['$put']>['json'];

/**
 * The appointments. A booking change moves the tiles, the lists, the calendars, the free slots, the
 * client's profile and the home's appointment count.
 */
const appointmentResource = listResource('appointments', { moves: ['clients', 'dashboard'] });

/** Query keys of the appointments, derived from their routes. */
export const appointmentKeys = {
  ...appointmentResource.keys,
  slots: (query: AppointmentSlotsQuery) => [...appointmentResource.keys.all, 'slots', query] as const,
  availability: routeKey('availability'),
};

/** The upcoming list and the calendars (a range of local dates). */
export const useAppointments = (query: AppointmentListQuery, options?: { enabled?: boolean }) =>
  useResourceList(appointmentResource, query, options);
export const useAppointmentStats = () => useResourceStats(appointmentResource);
export const useAppointment = (id: string | null) => useResourceItem(appointmentResource, id);

/** The free start times of a date for a type (the 'Nouveau RDV' dialog's picker). */
export function useAppointmentSlots(query: AppointmentSlotsQuery | null) {
  const api = useApi();
  return useQuery({
    queryKey: appointmentKeys.slots(query ?? { type: 'phone', date: '' }),
    queryFn: () => unwrap(api.v1.appointments.slots.$get({ query: query! })),
    enabled: query !== null,
  });
}

/** The change is done at once; the lists and figures refresh behind it. */
function afterAppointmentChange(queryClient: QueryClient, appointment?: AppointmentDetail) {
  void appointmentResource.refresh(queryClient, appointment);
}

const useAppointmentMutation = <T,>(call: (api: ApiClient, input: T) => Promise<AppointmentDetail>) =>
  useApiMutation(call, afterAppointmentChange);

export const useCreateAppointment = () =>
  useAppointmentMutation<AppointmentCreate>((api, json) => unwrap(api.v1.appointments.$post({ json })));

export const useConfirmAppointment = () =>
  useAppointmentMutation<{ id: string; action?: AppointmentAction }>((api, { id, action = {} }) =>
    unwrap(api.v1.appointments[':id'].confirm.$post({ param: { id }, json: action })),
  );

export const useRescheduleAppointment = () =>
  useAppointmentMutation<{ id: string; move: AppointmentMove }>((api, { id, move }) =>
    unwrap(api.v1.appointments[':id'].reschedule.$post({ param: { id }, json: move })),
  );

export const useCancelAppointment = () =>
  useAppointmentMutation<{ id: string; action?: AppointmentAction }>((api, { id, action = {} }) =>
    unwrap(api.v1.appointments[':id'].cancel.$post({ param: { id }, json: action })),
  );

/** The week, the closed dates and the break the showroom books against. */
export function useAvailabilitySettings() {
  const api = useApi();
  return useQuery({
    queryKey: appointmentKeys.availability,
    queryFn: () => unwrap(api.v1.availability.$get()),
  });
}

export function useSaveAvailabilitySettings() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: AvailabilitySettingsChange) => unwrap(api.v1.availability.$put({ json })),
    onSuccess: (availability) => {
      queryClient.setQueryData(appointmentKeys.availability, availability);
      void queryClient.invalidateQueries({ queryKey: [...appointmentResource.keys.all, 'slots'] });
    },
  });
}
