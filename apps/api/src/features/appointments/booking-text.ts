import type { appointments } from '@carat/db';

export type AppointmentRow = typeof appointments.$inferSelect;

/** The client's name as lists, emails and calendar files write it. */
export const clientNameOf = (appointment: Pick<AppointmentRow, 'firstName' | 'lastName'>) =>
  `${appointment.firstName} ${appointment.lastName}`.trim();
