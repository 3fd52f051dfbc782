import { invoices } from '@carat/db';
import { type Currency, formatMoney, isCurrency } from '@carat/domain';
import { intlLocale, type Locale } from '@carat/domain/locale';
import { and, eq } from 'drizzle-orm';
import { invoiceMail } from '#api/features/notifications/index.ts';
import { recordOrderEvent } from '#api/features/orders/index.ts';
import { onlinePayUrl } from '#api/features/payments/index.ts';
import { AppError } from '#api/lib/errors.ts';
import type { TenantScope } from '#api/scope.ts';
import { invoicePdf } from './documents.ts';
import { ensureIssued, getInvoice } from './invoices.ts';
import { queueEmailFromTenant } from './mail.ts';
import { getInvoiceSettings } from './settings.ts';

const formatDate = (date: string, locale: Locale) =>
  new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

/**
 * Send Email: issues the invoice if it is still a draft (it takes its number now), renders its PDF and
 * queues the email with the PDF attached in this transaction (sent once it commits). The status becomes
 * 'sent' (a paid invoice stays paid: sending it again is a copy).
 */
export async function sendInvoice(
  scope: TenantScope,
  { id, ...options }: { id: string; to?: string | null; locale?: Locale },
) {
  await ensureIssued(scope, id);
  const invoice = await getInvoice(scope, id);
  const to = options.to ?? invoice.clientEmail;
  if (!to) {
    throw AppError.validation({ to: 'This invoice has no client email: give an address' }, 'No recipient');
  }
  const locale = options.locale ?? invoice.locale;
  const settings = await getInvoiceSettings(scope, locale);
  const { bytes, fileName } = await invoicePdf(scope, { id, invoice });
  const currency: Currency = isCurrency(invoice.currency) ? invoice.currency : 'GBP';
  const mail = invoiceMail({
    locale,
    businessName: settings.companyName,
    clientName: invoice.clientName,
    number: invoice.number!,
    amountDue: formatMoney(invoice.amountDueMinor, currency, locale),
    dueDate: formatDate(invoice.dueDate, locale),
    paid: invoice.status === 'paid',
    payUrl: await onlinePayUrl(scope, invoice),
  });
  await queueEmailFromTenant(scope, {
    to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    ...(settings.email ? { replyTo: settings.email } : {}),
    attachments: [
      {
        filename: fileName,
        contentType: 'application/pdf',
        contentBase64: Buffer.from(bytes).toString('base64'),
      },
    ],
  });
  await scope.tx
    .update(invoices)
    .set({ sentAt: scope.now })
    .where(and(eq(invoices.businessId, scope.businessId), eq(invoices.id, id)));
  if (invoice.orderId) {
    await recordOrderEvent(scope, {
      orderId: invoice.orderId,
      kind: 'email',
      detail: { to, subject: mail.subject, invoiceId: id, invoiceNumber: invoice.number, locale },
    });
  }
  return { invoice: await getInvoice(scope, id), to };
}
