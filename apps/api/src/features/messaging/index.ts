// What other features use of messaging: a feature imports another only through its index (`pnpm arch:check`).

export {
  campaignFooter,
  queueLayawayReminderText,
  queueReceiptText,
  sendSmsCampaign,
} from './campaign-texts.ts';
export {
  consentAtBooking,
  MESSAGE_QUEUE,
  queueBookingText,
  queueRepairReadyText,
  queueText,
  registerMessageSends,
} from './outbound.ts';
export { sendingRouteFor, templateText } from './settings.ts';
