import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { useApi } from './api-context.tsx';
import { type ApiClient, unwrap } from './client.ts';
import { dashboardKeys } from './dashboard.tsx';
import { useApiMutation } from './resource.tsx';

type Appointments = ApiClient['v1']['appointments'];
type AppointmentItem = Appointments[':id'];
type AvailabilityRoute = ApiClient['v1']['availability'];
export type AppointmentListQuery = InferRequestType<Appointments['$get']>['query'];
export type AppointmentPage = InferResponseType<Appointments['$get'], 200>;
export type AppointmentSummary = AppointmentPage['items'][number];
export type AppointmentStats = InferResponseType<Appointments['stats']['$get'], 200>;
export type AppointmentSlotsQuery = InferRequestType<Appointments['slots']['$get']>['query'];
export type AppointmentSlots = InferResponseType<Appointments['slots']['$get'], 200>;
export type AppointmentDetail = InferResponseType<AppointmentItem['$get'], 200>;
export type AppointmentCreate = InferRequestType<Appointments['$post']>['json'];
export type AppointmentMove = InferRequestType<AppointmentItem['reschedule']['$post']>['json'];
export type AppointmentAction = NonNullable<InferRequestType<AppointmentItem['confirm']['$post']>['json']>;
export type AvailabilitySettings = InferResponseType<AvailabilityRoute['$get'], 200>;
export type AvailabilitySettingsChange = InferRequestType<AvailabilityRoute['$put']>['json'];

/** Query keys of the appointments, in one place, so a change invalidates exactly what shows it. */
export const appointmentKeys = {
  all: ['appointments'] as const,
  list: (query: AppointmentListQuery) => ['appointments', 'list', query] as const,
  stats: ['appointments', 'stats'] as const,
  slots: (query: AppointmentSlotsQuery) => ['appointments', 'slots', query] as const,
  detail: (id: string) => ['appointments', 'detail', id] as const,
  availability: ['availability'] as const,
};

/** The upcoming list and the calendars (a range of local dates). */
export function useAppointments(query: AppointmentListQuery, options: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: appointmentKeys.list(query),
    queryFn: () => unwrap<AppointmentPage>(api.v1.appointments.$get({ query })),
    placeholderData: keepPreviousData,
    ...options,
  });
}

export function useAppointmentStats() {
  const api = useApi();
  return useQuery({
    queryKey: appointmentKeys.stats,
    queryFn: () => unwrap<AppointmentStats>(api.v1.appointments.stats.$get()),
  });
}

/** The free start times of a date for a type (the 'Nouveau RDV' dialog's picker). */
export function useAppointmentSlots(query: AppointmentSlotsQuery | null) {
  const api = useApi();
  return useQuery({
    queryKey: appointmentKeys.slots(query ?? { type: 'phone', date: '' }),
    queryFn: () => unwrap<AppointmentSlots>(api.v1.appointments.slots.$get({ query: query! })),
    enabled: query !== null,
  });
}

export function useAppointment(id: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: appointmentKeys.detail(id ?? ''),
    queryFn: () => unwrap<AppointmentDetail>(api.v1.appointments[':id'].$get({ param: { id: id! } })),
    enabled: id !== null,
  });
}

/**
 * A booking change moves the tiles, the lists, the calendars, the free slots, the client's profile and
 * the home's appointment count.
 */
function afterAppointmentChange(queryClient: QueryClient, appointment?: AppointmentDetail) {
  if (appointment) queryClient.setQueryData(appointmentKeys.detail(appointment.id), appointment);
  void queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
  void queryClient.invalidateQueries({ queryKey: ['clients'] });
  void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
}

const useAppointmentMutation = <T,>(call: (api: ApiClient, input: T) => Promise<AppointmentDetail>) =>
  useApiMutation(call, afterAppointmentChange);

export const useCreateAppointment = () =>
  useAppointmentMutation<AppointmentCreate>((api, json) =>
    unwrap<AppointmentDetail>(api.v1.appointments.$post({ json })),
  );

export const useConfirmAppointment = () =>
  useAppointmentMutation<{ id: string; action?: AppointmentAction }>((api, { id, action = {} }) =>
    unwrap<AppointmentDetail>(api.v1.appointments[':id'].confirm.$post({ param: { id }, json: action })),
  );

export const useRescheduleAppointment = () =>
  useAppointmentMutation<{ id: string; move: AppointmentMove }>((api, { id, move }) =>
    unwrap<AppointmentDetail>(api.v1.appointments[':id'].reschedule.$post({ param: { id }, json: move })),
  );

export const useCancelAppointment = () =>
  useAppointmentMutation<{ id: string; action?: AppointmentAction }>((api, { id, action = {} }) =>
    unwrap<AppointmentDetail>(api.v1.appointments[':id'].cancel.$post({ param: { id }, json: action })),
  );

/** The week, the closed dates and the break the showroom books against. */
export function useAvailabilitySettings() {
  const api = useApi();
  return useQuery({
    queryKey: appointmentKeys.availability,
    queryFn: () => unwrap<AvailabilitySettings>(api.v1.availability.$get()),
  });
}

export function useSaveAvailabilitySettings() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: AvailabilitySettingsChange) =>
      unwrap<AvailabilitySettings>(api.v1.availability.$put({ json })),
    onSuccess: (availability) => {
      queryClient.setQueryData(appointmentKeys.availability, availability);
      void queryClient.invalidateQueries({ queryKey: ['appointments', 'slots'] });
    },
  });
}
