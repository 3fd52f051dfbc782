import { readSizeGuideRange } from '@carat/domain/size-guides';
import type { SizeGuideQueryOutput } from '@carat/validation/size-guides';
import { getInvoiceSettings, settingsLogo } from '#api/features/invoices/index.ts';
import { renderSizeGuidePdf, sizeGuideFileName } from '#api/features/size-guides/size-guide-pdf.ts';
import { AppError } from '#api/lib/errors.ts';
import type { TenantScope } from '#api/scope.ts';

/**
 * A business's printable size guide: the range asked for, branded with the name, logo and colour of its
 * invoice settings (the logo whenever one is uploaded: a guide is the shop's own document).
 */
export async function sizeGuidePdf(scope: TenantScope, query: SizeGuideQueryOutput) {
  const result = readSizeGuideRange(query);
  // The route's schema has already refused a bad range; this keeps the function safe on its own.
  if (!result.ok) throw AppError.validation(result.problems, 'Invalid size guide range');
  const settings = await getInvoiceSettings(scope, query.locale);
  const bytes = await renderSizeGuidePdf({
    locale: query.locale,
    range: result.range,
    brand: {
      companyName: settings.companyName,
      logo: await settingsLogo(scope, settings),
      color: settings.invoiceColor,
    },
  });
  return { bytes, fileName: sizeGuideFileName(query.locale, result.range) };
}
