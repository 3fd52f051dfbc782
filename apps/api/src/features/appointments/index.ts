// What other features use of appointments: a feature imports another only through its index (`pnpm arch:check`).
export {
  appointmentServiceFor,
  appointmentServicesOf,
  bookableAppointmentService,
  publicAppointmentServices,
  serviceTextsFor,
} from './appointment-services.ts';
export type { BookingBusiness } from './booking-business.ts';
export { bookingBusiness, publishedBusiness } from './booking-business.ts';
export { queueClientBookingMail, queueJewellerBookingNotice } from './booking-mails.ts';
export type { AppointmentRow } from './booking-text.ts';
export { clientNameOf } from './booking-text.ts';
export { manageUrl } from './links.ts';
export { issueManageToken, moveManageTokens } from './manage-links.ts';
export { dropReminder, scheduleReminder } from './reminders.ts';
export { asSlotTaken, bookedRange, slotTaken } from './slot-rules.ts';
export { freeSlotsFor, lockBusinessBookings, weeklyStartTimes } from './slots.ts';
