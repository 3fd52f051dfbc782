import { type Executor, files, invoiceSettings } from '@carat/db';
import { DEFAULT_INVOICE_SETTINGS, type InvoiceColor } from '@carat/domain/invoice';
import type { Locale } from '@carat/domain/locale';
import type { InvoiceSettingsInput } from '@carat/validation/invoices';
import { and, eq } from 'drizzle-orm';
import { AppError } from '#api/lib/errors.ts';
import type { PdfLogo } from '#api/services/pdf/document.ts';
import type { FileStorage } from '#api/storage/index.ts';
import { businessFacts } from './business.ts';

/**
 * The invoice settings as every invoice uses them: what the jeweller saved, and where a field was left
 * empty, the business's own details (name, address, VAT number…) and the defaults of @carat/domain
 * (payment terms 30 days, the thank-you note, amber).
 */
export async function getInvoiceSettings(tx: Executor, businessId: string, locale: Locale = 'fr') {
  const [saved] = await tx.select().from(invoiceSettings).where(eq(invoiceSettings.businessId, businessId));
  const business = await businessFacts(tx, businessId);
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
    currency: business.currency,
    timeZone: business.timeZone,
  };
}

export type InvoiceSettingsView = Awaited<ReturnType<typeof getInvoiceSettings>>;

/** Saves the settings dialog; an empty field falls back to the business's details again. */
export async function updateInvoiceSettings(
  tx: Executor,
  businessId: string,
  input: InvoiceSettingsInput,
  locale: Locale = 'fr',
) {
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
  return getInvoiceSettings(tx, businessId, locale);
}

/** The uploaded logo's bytes, for a PDF; null when there is none or the storage has lost it. */
export async function settingsLogo(
  storage: FileStorage,
  settings: InvoiceSettingsView,
): Promise<PdfLogo | null> {
  if (!settings.logo || !settings.logoStorageKey) return null;
  const bytes = await storage.get(settings.logoStorageKey);
  return bytes ? { bytes, contentType: settings.logo.contentType } : null;
}

/** What the API answers: the settings without the storage key. */
export function publicSettings(settings: InvoiceSettingsView) {
  const { logoStorageKey: _key, timeZone: _zone, ...rest } = settings;
  return rest;
}
