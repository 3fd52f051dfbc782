// What other features use of notifications: a feature imports another only through its index (`pnpm arch:check`).
export { invoiceMail, orderCancelledMail, orderStageMail } from './back-office-mail.ts';
export { jewellerRecipient } from './recipient.ts';
