import { type Currency, formatMoney } from '@carat/domain/money';
import type { SaleEmailInput } from '@carat/validation/stock';
import { queueEmailFromTenant } from '#api/features/invoices/index.ts';
import { AppError } from '#api/lib/errors.ts';
import { shopHeading } from '#api/lib/pdf/shop.ts';
import type { TenantScope } from '#api/scope.ts';
import { getStockItem } from './items.ts';
import { type LabelFormat, renderLabelPdf } from './label-pdf.ts';
import { saleReceiptMail } from './mail.ts';
import { type ReceiptFormat, renderReceiptPdf } from './receipt-pdf.ts';
import { getSale } from './sales.ts';

/** Stock and sale PDFs, read from the business's rows and drawn by the pure renderers beside. */

/** `GET /v1/stock-items/{id}/label.pdf`. */
export async function stockLabelPdf(scope: TenantScope, input: { id: string; format: LabelFormat }) {
  const item = await getStockItem(scope, input.id);
  const bytes = await renderLabelPdf({
    locale: scope.locale,
    format: input.format,
    tag: item.tag,
    name: item.name,
    priceMinor: item.priceMinor,
    currency: item.currency,
    metal: item.metal,
  });
  return { bytes, fileName: `${item.tag}.pdf` };
}

/** `GET /v1/sales/{id}/receipt.pdf`. */
export async function saleReceiptPdf(scope: TenantScope, input: { id: string; format: ReceiptFormat }) {
  const sale = await getSale(scope, input.id);
  const bytes = await renderReceiptPdf({
    locale: scope.locale,
    format: input.format,
    number: sale.number,
    createdAt: sale.createdAt,
    timeZone: scope.timeZone,
    shop: await shopHeading(scope),
    client: sale.client ? { name: sale.client.name } : null,
    currency: sale.currency,
    lines: sale.lines,
    linesTotalMinor: sale.linesTotalMinor,
    discountMinor: sale.discountMinor,
    totalMinor: sale.totalMinor,
    taxes: sale.taxes,
    payments: sale.payments,
    changeMinor: sale.changeMinor,
    creditNotes: sale.creditNotes,
  });
  return { bytes, fileName: `${sale.number}.pdf` };
}

/**
 * `POST /v1/sales/{id}/email`: the A4 receipt queued to the address given, or to the sale's client, in the
 * request's transaction (sent once it commits). 422 when there is no address to send to.
 */
export async function emailSaleReceipt(scope: TenantScope, input: { id: string; body: SaleEmailInput }) {
  const sale = await getSale(scope, input.id);
  const to = input.body.to ?? sale.client?.email ?? null;
  if (!to) throw AppError.validation({ to: 'required' }, 'No address: the sale has no client with an email');
  const { bytes, fileName } = await saleReceiptPdf(scope, { id: input.id, format: 'a4' });
  const shop = await shopHeading(scope);
  const mail = saleReceiptMail({
    locale: scope.locale,
    businessName: shop.name,
    number: sale.number,
    total: formatMoney(sale.totalMinor, sale.currency as Currency, scope.locale),
  });
  await queueEmailFromTenant(scope, {
    to,
    ...mail,
    ...(shop.email ? { replyTo: shop.email } : {}),
    attachments: [
      {
        filename: fileName,
        contentType: 'application/pdf',
        contentBase64: Buffer.from(bytes).toString('base64'),
      },
    ],
  });
  return { to };
}
