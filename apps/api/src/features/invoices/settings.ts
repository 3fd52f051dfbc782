import { files, invoiceSettings } from '@carat/db';
import { DEFAULT_INVOICE_SETTINGS, type InvoiceColor } from '@carat/domain/invoice';
import type { Locale } from '@carat/domain/locale';
import type { InvoiceSettingsInput } from '@carat/validation/invoices';
import { and, eq } from 'drizzle-orm';
import { AppError } from '#api/lib/errors.ts';
import type { PdfLogo } from '#api/lib/pdf/document.ts';
import type { TenantScope } from '#api/scope.ts';
import { businessFacts } from './business.ts';

/**
 * The invoice settings as every invoice uses them: what the jeweller saved, and where a field was left
 * empty, the business's own details (name, address, VAT number…) and the defaults of @carat/domain
 * (payment terms 30 days, the thank-you note, amber).
 */
export async function getInvoiceSettings(scope: TenantScope, locale: Locale = 'fr') {
  const { tx, businessId } = scope;
  const [saved] = await tx.select().from(invoiceSettings).where(eq(invoiceSettings.businessId, businessId));
  const business = await businessFacts(scope);
  const [logo] = saved?.logoFileId
    ? await tx
        .select({ id: files.id, contentType: files.contentType, storageKey: files.storageKey })
        .from(files)
        .where(and(eq(files.businessId, businessId), eq(files.id, saved.logoFileId)))
    : [];
  const businessAddress = [business.address, [business.postalCode, business.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join('\n');
  return {
    saved: Boolean(saved),
    logo: logo ? { id: logo.id, contentType: logo.contentType } : null,
    /** For the PDF only; never sent to clients of the API. */
    logoStorageKey: logo?.storageKey ?? null,
    companyName: saved?.companyName ?? business.name,
    email: saved?.email ?? business.email,
    phone: saved?.phone ?? business.phone,
    address: saved?.address ?? (businessAddress || null),
    website: saved?.website ?? null,
    taxId: saved?.taxId ?? business.vatNumber,
    bankDetails: saved?.bankDetails ?? null,
    autoAddLogo: saved?.autoAddLogo ?? DEFAULT_INVOICE_SETTINGS.autoAddLogo,
    autoAddCompanyInfo: saved?.autoAddCompanyInfo ?? DEFAULT_INVOICE_SETTINGS.autoAddCompanyInfo,
    defaultPaymentTerms: saved?.defaultPaymentTerms ?? DEFAULT_INVOICE_SETTINGS.defaultPaymentTerms,
    defaultNotes: saved?.defaultNotes ?? DEFAULT_INVOICE_SETTINGS.defaultNotes[locale],
    invoiceColor: (saved?.invoiceColor ?? DEFAULT_INVOICE_SETTINGS.invoiceColor) as InvoiceColor,
    currency: scope.currency,
  };
}

export type InvoiceSettingsView = Awaited<ReturnType<typeof getInvoiceSettings>>;

/** Saves the settings dialog; an empty field falls back to the business's details again. */
export async function updateInvoiceSettings(
  scope: TenantScope,
  { settings: input, locale = 'fr' }: { settings: InvoiceSettingsInput; locale?: Locale },
) {
  const { tx, businessId } = scope;
  if (input.logoFileId) {
    const [logo] = await tx
      .select({ kind: files.kind })
      .from(files)
      .where(and(eq(files.businessId, businessId), eq(files.id, input.logoFileId)));
    if (logo?.kind !== 'logo') {
      throw AppError.validation({ logoFileId: 'Unknown logo' }, 'The logo was not uploaded');
    }
  }
  const values = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const insert = tx.insert(invoiceSettings).values({ businessId, ...values });
  await (Object.keys(values).length === 0
    ? insert.onConflictDoNothing()
    : insert.onConflictDoUpdate({ target: invoiceSettings.businessId, set: values }));
  return getInvoiceSettings(scope, locale);
}

/** The uploaded logo's bytes from the file storage, for a PDF; null when there is none or it is lost. */
export async function settingsLogo(
  scope: TenantScope,
  settings: InvoiceSettingsView,
): Promise<PdfLogo | null> {
  if (!settings.logo || !settings.logoStorageKey) return null;
  const bytes = await scope.deps.storage.get(settings.logoStorageKey);
  return bytes ? { bytes, contentType: settings.logo.contentType } : null;
}
