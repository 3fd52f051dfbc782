// What other features use of calendars: a feature imports another only through its index (`pnpm arch:check`).
export { CALENDAR_SYNC_QUEUE, registerCalendarSync } from './imports.ts';
