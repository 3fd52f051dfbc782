// What other features use of payments: a feature imports another only through its index (`pnpm arch:check`).
export { handleConnectWebhook } from './connect-webhooks.ts';
export { clientOfBooking, creditDeductionsOf, deductClientCredit, restoreDeductedCredit } from './credits.ts';
export { holdUntil } from './deposit-rules.ts';
export {
  depositAccount,
  refundDepositOnCancel,
  releaseExpiredHolds,
  startDepositCheckout,
} from './deposits.ts';
export { layawayPayLink, layawayReminderPayUrl, refundLayawayOnline } from './layaway-links.ts';
export { settleOrderInvoices } from './order-invoices.ts';
export { orderStagePayUrl } from './order-links.ts';
export { onlinePayUrl } from './pay-links.ts';
export { repairBalancePayUrl } from './repair-links.ts';
export {
  cancelSaleLink,
  listSaleLinks,
  readSaleLink,
  type SaleLinkView,
  startSaleLink,
} from './sale-links.ts';
export { settlePayment } from './settle.ts';
