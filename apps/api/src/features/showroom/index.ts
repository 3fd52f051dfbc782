// What other features use of showroom: a feature imports another only through its index (`pnpm arch:check`).
export { showroomAvailability } from './availability.ts';
export { bookAppointment } from './bookings.ts';
export { showroomBusiness } from './catalogue.ts';
export {
  bookingCancelledMail,
  bookingConfirmationMail,
  bookingReminderMail,
  jewellerBookingMail,
  leadNotificationMail,
  showroomMailTexts,
} from './mail.ts';
export { publishedShowroomId } from './settings.ts';
export { writeForVisitor } from './visitor-writes.ts';
