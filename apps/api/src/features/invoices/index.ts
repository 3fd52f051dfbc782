// What other features use of invoices: a feature imports another only through its index (`pnpm arch:check`).
export { businessFacts } from './business.ts';
export { invoicePdf } from './documents.ts';
export { extractFacturXml, type FacturXRead, parseFacturXml } from './factur-x-read.ts';
export { createInvoice, getInvoice } from './invoices.ts';
export { queueEmailFromTenant } from './mail.ts';
export { FacturXRead as FacturXReadSchema, InvoiceDetail } from './routes.ts';
export { getInvoiceSettings, settingsLogo } from './settings.ts';
