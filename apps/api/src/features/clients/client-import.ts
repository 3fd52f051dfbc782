import { clients } from '@carat/db';
import { createTranslator, defineMessages, type Locale } from '@carat/domain/locale';
import { fromMinorUnits, isCurrency } from '@carat/domain/money';
import { BACK_OFFICE_LIMITS } from '@carat/validation/back-office-messages';
import { type ClientInputParsed, clientInputSchema } from '@carat/validation/clients';
import { fieldErrors } from '@carat/validation/field-errors';
import { and, asc, eq, sql } from 'drizzle-orm';
import { CsvError, normaliseHeader, parseCsv, toCsv, undefuse } from '#api/lib/csv.ts';
import { AppError } from '#api/lib/errors.ts';
import type { TenantScope } from '#api/scope.ts';

type Field =
  | 'name'
  | 'email'
  | 'phone'
  | 'status'
  | 'location'
  | 'notes'
  | 'birthday'
  | 'anniversary'
  | 'rating'
  | 'ringSizes';

const normalise = normaliseHeader;

/** Column titles the import understands, in both languages (and what the export writes). */
const HEADER_ALIASES: Record<Field, string[]> = {
  name: ['name', 'nom', 'full name', 'nom complet', 'client', 'nom du client'],
  email: ['email', 'e mail', 'mail', 'courriel', 'adresse email'],
  phone: ['phone', 'telephone', 'tel', 'mobile', 'portable', 'phone number'],
  status: ['status', 'statut'],
  location: ['location', 'city', 'ville', 'localisation'],
  notes: ['notes', 'remarques', 'commentaires'],
  birthday: ['birthday', 'date of birth', 'anniversaire', 'date de naissance', 'naissance'],
  anniversary: ['anniversary', 'wedding anniversary', 'date de mariage', 'mariage', 'wedding'],
  rating: ['rating', 'note'],
  ringSizes: ['ring sizes mm', 'ring sizes', 'tailles de bague mm', 'tailles de bague', 'tour de doigt mm'],
};
const HEADER_FIELD = new Map<string, Field>(
  Object.entries(HEADER_ALIASES).flatMap(([field, aliases]) =>
    aliases.map((a) => [a, field as Field] as const),
  ),
);

const STATUS_WORDS: Record<string, 'vip' | 'active' | 'new'> = {
  vip: 'vip',
  active: 'active',
  actif: 'active',
  new: 'new',
  nouveau: 'new',
  nouvelle: 'new',
};

const EXISTS: Record<Locale, { duplicateExisting: string; duplicateInFile: string; ringSizes: string }> = {
  fr: {
    duplicateExisting: 'Un client avec cet email existe déjà',
    duplicateInFile: 'Cet email apparaît plusieurs fois dans le fichier',
    ringSizes: 'Tailles de bague illisibles (ex. : annulaire gauche=16,5)',
  },
  en: {
    duplicateExisting: 'A client with this email already exists',
    duplicateInFile: 'This email appears more than once in the file',
    ringSizes: 'Unreadable ring sizes (e.g. left ring=16.5)',
  },
};

/** Why a whole file is refused. */
const REFUSALS = defineMessages({
  fr: {
    missingName: 'La première ligne doit nommer les colonnes, dont une colonne « Nom »',
    empty: 'Le fichier ne contient aucun client',
    hasErrors: '{count} ligne(s) en erreur : rien n’a été importé',
  },
  en: {
    missingName: 'The first line must name the columns, including a "Name" column',
    empty: 'The file has no clients',
    hasErrors: '{count} row(s) have errors: nothing was imported',
  },
});

/** '25/12/1990' (as French spreadsheets write dates) → '1990-12-25'; other forms are left to validation. */
function isoDate(value: string): string {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value.trim());
  return match ? `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}` : value.trim();
}

/** 'left ring=16.5; right ring=17,3' → [{ finger, diameterMm }], or null when unreadable. */
function ringSizes(value: string): { finger: string; diameterMm: number }[] | null {
  if (value.trim() === '') return [];
  const sizes: { finger: string; diameterMm: number }[] = [];
  for (const part of value.split(/[;|]/)) {
    const match = /^\s*(.+?)\s*[=:]\s*(\d+(?:[.,]\d+)?)\s*(?:mm)?\s*$/i.exec(part);
    if (!match) return null;
    sizes.push({ finger: match[1]!, diameterMm: Number(match[2]!.replace(',', '.')) });
  }
  return sizes;
}

/** A CSV file's text, and the language its messages are answered in. */
export interface ClientImport {
  csv: string;
  locale: Locale;
}

export interface ImportRow {
  /** The line in the file (the header is line 1). */
  line: number;
  values: Record<string, unknown>;
  errors: Record<string, string>;
}

/**
 * Reads a CSV of clients and checks every row as the client form does (the same schema), plus emails
 * already in the client book or repeated in the file. A file that cannot be read at all is refused
 * (422); a readable one answers every row with its errors.
 */
export async function previewClientImport(scope: TenantScope, { csv, locale }: ClientImport) {
  let table: string[][];
  try {
    table = parseCsv(csv);
  } catch (error) {
    if (error instanceof CsvError) throw new AppError('invalid_csv', error.message, 422);
    throw error;
  }
  const [header, ...body] = table;
  const columns = (header ?? []).map((title) => HEADER_FIELD.get(normalise(title)) ?? null);
  if (!columns.includes('name')) {
    throw new AppError('missing_name_column', createTranslator(REFUSALS, locale)('missingName'), 422);
  }
  if (body.length === 0) {
    throw new AppError('empty_import', createTranslator(REFUSALS, locale)('empty'), 422);
  }
  if (body.length > BACK_OFFICE_LIMITS.importRowsMax) {
    throw new AppError(
      'too_many_rows',
      `At most ${BACK_OFFICE_LIMITS.importRowsMax} clients per import`,
      422,
      undefined,
      { max: String(BACK_OFFICE_LIMITS.importRowsMax) },
    );
  }
  const existing = new Set(
    (
      await scope.tx
        .select({ email: sql<string>`lower(${clients.email})` })
        .from(clients)
        .where(and(eq(clients.businessId, scope.businessId), sql`${clients.email} is not null`))
    ).map((row) => row.email),
  );
  const schema = clientInputSchema(locale);
  const seen = new Map<string, number>();
  const messages = EXISTS[locale];
  const rows: (ImportRow & { parsed: ClientInputParsed | null })[] = body.map((cells, index) => {
    const raw: Record<string, string> = {};
    columns.forEach((field, i) => {
      if (field) raw[field] = undefuse(cells[i]?.trim() ?? '');
    });
    const errors: Record<string, string> = {};
    const candidate: Record<string, unknown> = {
      name: raw.name ?? '',
      email: raw.email ?? '',
      phone: raw.phone ?? '',
      location: raw.location ?? '',
      notes: raw.notes ?? '',
      birthday: raw.birthday ? isoDate(raw.birthday) : '',
      anniversary: raw.anniversary ? isoDate(raw.anniversary) : '',
      rating: raw.rating ? Number(raw.rating.replace(',', '.')) : '',
    };
    if (raw.status) candidate.status = STATUS_WORDS[normalise(raw.status)] ?? raw.status;
    if (raw.ringSizes !== undefined) {
      const sizes = ringSizes(raw.ringSizes);
      if (sizes) candidate.ringSizes = sizes;
      else errors.ringSizes = messages.ringSizes;
    }
    const result = schema.safeParse(candidate);
    if (!result.success) Object.assign(errors, fieldErrors(result.error));
    const email = typeof candidate.email === 'string' ? candidate.email.trim().toLowerCase() : '';
    if (email && !errors.email) {
      if (existing.has(email)) errors.email = messages.duplicateExisting;
      else if (seen.has(email)) errors.email = messages.duplicateInFile;
      else seen.set(email, index);
    }
    const ok = Object.keys(errors).length === 0 && result.success;
    return {
      line: index + 2,
      values: ok ? { ...result.data } : candidate,
      errors,
      parsed: ok ? result.data : null,
    };
  });
  const invalid = rows.filter((row) => row.parsed === null).length;
  return {
    columns: (header ?? []).map((title, i) => ({ title, field: columns[i] ?? null })),
    rows,
    total: rows.length,
    valid: rows.length - invalid,
    invalid,
  };
}

/** Imports every row in this one transaction, or none: a single row in error refuses the whole file. */
export async function importClients(scope: TenantScope, { csv, locale }: ClientImport) {
  const preview = await previewClientImport(scope, { csv, locale });
  if (preview.invalid > 0) {
    throw new AppError(
      'import_has_errors',
      createTranslator(REFUSALS, locale)('hasErrors', { count: preview.invalid }),
      422,
      Object.fromEntries(
        preview.rows.flatMap((row) =>
          Object.entries(row.errors).map(([field, message]) => [`rows.${row.line}.${field}`, message]),
        ),
      ),
    );
  }
  const values = preview.rows.map((row) => ({ ...row.parsed!, businessId: scope.businessId }));
  for (let i = 0; i < values.length; i += 1000) {
    await scope.tx.insert(clients).values(values.slice(i, i + 1000));
  }
  return { imported: values.length };
}

const EXPORT_HEADERS: Record<Locale, string[]> = {
  fr: [
    'Nom',
    'Email',
    'Téléphone',
    'Statut',
    'Ville',
    'Notes',
    'Date de naissance',
    'Date de mariage',
    'Note',
    'Tailles de bague (mm)',
    'Commandes',
    'Total dépensé',
    'Client depuis',
  ],
  en: [
    'Name',
    'Email',
    'Phone',
    'Status',
    'City',
    'Notes',
    'Birthday',
    'Anniversary',
    'Rating',
    'Ring sizes (mm)',
    'Orders',
    'Total spent',
    'Client since',
  ],
};

/** The whole client book as CSV, in name order, with each client's orders and spend; re-importable. */
export async function exportClients(scope: TenantScope, locale: Locale) {
  const currency = isCurrency(scope.currency) ? scope.currency : 'GBP';
  const rows = await scope.tx
    .select({
      name: clients.name,
      email: clients.email,
      phone: clients.phone,
      status: clients.status,
      location: clients.location,
      notes: clients.notes,
      birthday: clients.birthday,
      anniversary: clients.anniversary,
      rating: clients.rating,
      ringSizes: clients.ringSizes,
      createdAt: clients.createdAt,
      orders:
        sql<number>`(select count(*) from public.orders o where o.client_id = "clients"."id" and o.status <> 'cancelled')`.mapWith(
          Number,
        ),
      spent:
        sql<number>`(select coalesce(sum(o.amount_minor), 0) from public.orders o where o.client_id = "clients"."id" and o.status = 'completed')`.mapWith(
          Number,
        ),
    })
    .from(clients)
    .where(eq(clients.businessId, scope.businessId))
    .orderBy(asc(clients.sortName), asc(clients.id));
  const csv = toCsv([
    EXPORT_HEADERS[locale],
    ...rows.map((c) => [
      c.name,
      c.email,
      c.phone,
      c.status,
      c.location,
      c.notes,
      c.birthday,
      c.anniversary,
      c.rating,
      c.ringSizes.map((r) => `${r.finger}=${r.diameterMm}`).join('; '),
      c.orders,
      fromMinorUnits(c.spent, currency),
      c.createdAt.toISOString().slice(0, 10),
    ]),
  ]);
  return { csv, count: rows.length };
}
