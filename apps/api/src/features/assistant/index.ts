// What other features use of assistant: a feature imports another only through its index (`pnpm arch:check`).
export { withAppointmentTruth } from './appointment-reason.ts';
