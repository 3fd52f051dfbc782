import { type StockStatusName, stockItems } from '@carat/db';
import type { Locale } from '@carat/domain/locale';
import { type Currency, fromMinorUnits, isCurrency, MoneyError, toMinorUnits } from '@carat/domain/money';
import { fieldErrors } from '@carat/validation/field-errors';
import {
  CERTIFICATE_LABS,
  STOCK_LIMITS,
  STOCK_MANUAL_STATUSES,
  type StockImportInput,
  stockItemInputSchema,
  stockItemPatchSchema,
} from '@carat/validation/stock';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { CsvError, normaliseHeader, parseCsv, toCsv, undefuse } from '#api/lib/csv.ts';
import { AppError } from '#api/lib/errors.ts';
import type { TenantScope } from '#api/scope.ts';
import { createStockItem, updateStockItem } from './items.ts';

/**
 * Stock as CSV (issue 32 item 1, ADR 072): every item exported with the columns below, and the same file
 * imported back. The import is checked row by row first (a dry run writes nothing); applied, rows whose tag
 * is an item's update it, the others create items (their own tag if free, else the next T-NNNNN), all in the
 * request's transaction: one row refused and nothing is written.
 */

export const STOCK_CSV_COLUMNS = [
  'tag',
  'barcode',
  'name',
  'status',
  'location',
  'cost',
  'price',
  'metal',
  'weight',
  'fineness',
  'supplier',
  'certificateLab',
  'certificateNumber',
] as const;
type Column = (typeof STOCK_CSV_COLUMNS)[number];

const HEADERS: Record<Locale, Record<Column, string>> = {
  fr: {
    tag: 'Étiquette',
    barcode: 'Code-barres',
    name: 'Nom',
    status: 'Statut',
    location: 'Emplacement',
    cost: 'Coût',
    price: 'Prix',
    metal: 'Métal',
    weight: 'Poids (g)',
    fineness: 'Titre',
    supplier: 'Fournisseur',
    certificateLab: 'Laboratoire',
    certificateNumber: 'N° de certificat',
  },
  en: {
    tag: 'Tag',
    barcode: 'Barcode',
    name: 'Name',
    status: 'Status',
    location: 'Location',
    cost: 'Cost',
    price: 'Price',
    metal: 'Metal',
    weight: 'Weight (g)',
    fineness: 'Fineness',
    supplier: 'Supplier',
    certificateLab: 'Certificate lab',
    certificateNumber: 'Certificate number',
  },
};

/** Either language's header, or the column's own name, finds the column. */
const HEADER_COLUMN = new Map<string, Column>(
  STOCK_CSV_COLUMNS.flatMap((c) => [
    [normaliseHeader(c), c] as const,
    [normaliseHeader(HEADERS.fr[c]), c] as const,
    [normaliseHeader(HEADERS.en[c]), c] as const,
  ]),
);

const ROW_MESSAGES = {
  fr: {
    amount: 'Montant invalide (ex. 1250,00)',
    number: 'Nombre invalide',
    status: `Statut inconnu (${STOCK_MANUAL_STATUSES.join(', ')})`,
    statusMove: 'Ce statut ne se change pas par import (pièce vendue, en dépôt ou rendue)',
    duplicate: 'Cette étiquette est déjà sur une autre ligne du fichier',
    lab: `Laboratoire inconnu (${CERTIFICATE_LABS.join(', ')})`,
    stone: 'pierre',
    missingName: 'Le fichier doit avoir une colonne Nom (ou Étiquette pour une mise à jour)',
    empty: 'Le fichier ne contient aucune pièce',
    hasErrors: (n: number) => `${n} ligne(s) en erreur : rien n’a été importé`,
  },
  en: {
    amount: 'Invalid amount (e.g. 1250.00)',
    number: 'Invalid number',
    status: `Unknown status (${STOCK_MANUAL_STATUSES.join(', ')})`,
    statusMove: 'This status is not changed by import (the piece is sold, on memo or returned)',
    duplicate: 'This tag is already on another line of the file',
    lab: `Unknown lab (${CERTIFICATE_LABS.join(', ')})`,
    stone: 'stone',
    missingName: 'The file needs a Name column (or Tag, to update)',
    empty: 'The file holds no pieces',
    hasErrors: (n: number) => `${n} line(s) with errors: nothing was imported`,
  },
} as const;

const currencyOf = (scope: TenantScope): Currency => (isCurrency(scope.currency) ? scope.currency : 'EUR');

/** The first stone with a certificate, which the CSV's two certificate columns show. */
const certificateOf = (stones: readonly { lab?: string | null; certificateNumber?: string | null }[]) =>
  stones.find((s) => s.lab || s.certificateNumber) ?? null;

/** `GET /v1/stock-items/export.csv`: every item, oldest first, with the headers in the member's language. */
export async function exportStockCsv(scope: TenantScope, locale: Locale) {
  const currency = currencyOf(scope);
  const rows = await scope.tx
    .select()
    .from(stockItems)
    .where(eq(stockItems.businessId, scope.businessId))
    .orderBy(asc(stockItems.createdAt), asc(stockItems.tag));
  const header = STOCK_CSV_COLUMNS.map((c) => HEADERS[locale][c]);
  return toCsv([
    header,
    ...rows.map((r) => {
      const cert = certificateOf(r.stones);
      const cells: Record<Column, string | number | null> = {
        tag: r.tag,
        // The label's bar code encodes the tag (Code 128, ADR 063).
        barcode: r.tag,
        name: r.name,
        status: r.status,
        location: r.location,
        cost: fromMinorUnits(r.costMinor, currency),
        price: fromMinorUnits(r.priceMinor, currency),
        metal: r.metal,
        weight: r.metalWeightMg === null ? null : r.metalWeightMg / 1000,
        fineness: r.fineness,
        supplier: r.supplier,
        certificateLab: cert?.lab ?? null,
        certificateNumber: cert?.certificateNumber ?? null,
      };
      return STOCK_CSV_COLUMNS.map((c) => cells[c]);
    }),
  ]);
}

export interface StockImportRow {
  /** The line in the file (the header is line 1). */
  line: number;
  action: 'create' | 'update';
  tag: string | null;
  name: string | null;
  /** What the row changes on an update (the fields it sends); everything on a create. */
  fields: string[];
  errors: Record<string, string>;
}

interface Planned extends StockImportRow {
  itemId: string | null;
  input: Record<string, unknown> | null;
}

function decimal(text: string): number | null {
  const value = Number(text.replace(/\s/g, '').replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(value) ? null : value;
}

/** Reads the file and checks every row against the stock form's rules; writes nothing. */
async function planImport(scope: TenantScope, input: StockImportInput) {
  const locale = scope.locale;
  const m = ROW_MESSAGES[locale];
  const currency = currencyOf(scope);
  let table: string[][];
  try {
    table = parseCsv(input.csv);
  } catch (error) {
    if (error instanceof CsvError) throw new AppError('invalid_csv', error.message, 422);
    throw error;
  }
  const [header, ...body] = table;
  const columns = (header ?? []).map((title) => HEADER_COLUMN.get(normaliseHeader(title)) ?? null);
  if (!columns.includes('name') && !columns.includes('tag')) {
    throw new AppError('missing_name_column', m.missingName, 422);
  }
  if (body.length === 0) throw new AppError('empty_import', m.empty, 422);
  if (body.length > STOCK_LIMITS.importRowsMax) {
    throw new AppError(
      'too_many_rows',
      `At most ${STOCK_LIMITS.importRowsMax} pieces per import`,
      422,
      undefined,
      { max: String(STOCK_LIMITS.importRowsMax) },
    );
  }
  const raws = body.map((cells) => {
    const raw: Partial<Record<Column, string>> = {};
    columns.forEach((column, i) => {
      if (column) raw[column] = undefuse(cells[i]?.trim() ?? '');
    });
    // A scanned bar code stands for the tag when the tag column is empty.
    if (!raw.tag && raw.barcode) raw.tag = raw.barcode;
    return raw;
  });
  const tags = [...new Set(raws.flatMap((r) => (r.tag ? [r.tag] : [])))];
  const existing = new Map<string, typeof stockItems.$inferSelect>();
  for (let i = 0; i < tags.length; i += 1000) {
    const found = await scope.tx
      .select()
      .from(stockItems)
      .where(
        and(eq(stockItems.businessId, scope.businessId), inArray(stockItems.tag, tags.slice(i, i + 1000))),
      );
    for (const row of found) existing.set(row.tag, row);
  }
  const createSchema = stockItemInputSchema(locale);
  const patchSchema = stockItemPatchSchema(locale);
  const seen = new Set<string>();

  const rows: Planned[] = raws.map((raw, index) => {
    const errors: Record<string, string> = {};
    const current = raw.tag ? (existing.get(raw.tag) ?? null) : null;
    const candidate: Record<string, unknown> = {};
    const has = (c: Column) => raw[c] !== undefined && (current === null || raw[c] !== '');
    if (raw.tag) {
      if (seen.has(raw.tag)) errors.tag = m.duplicate;
      seen.add(raw.tag);
      if (!current) candidate.tag = raw.tag;
    }
    if (has('name')) candidate.name = raw.name;
    for (const [column, field] of [
      ['price', 'priceMinor'],
      ['cost', 'costMinor'],
    ] as const) {
      // An empty amount is left out: unchanged on an update, 0 for a new piece's cost, and a new piece's
      // missing price is the form's own error.
      if (!has(column) || raw[column] === '') continue;
      try {
        candidate[field] = toMinorUnits(raw[column]!.replace(/\s/g, '').replace(',', '.'), currency);
      } catch (error) {
        if (!(error instanceof MoneyError)) throw error;
        errors[field] = m.amount;
      }
    }
    for (const column of ['location', 'metal', 'supplier'] as const) {
      if (has(column)) candidate[column] = raw[column] === '' ? null : raw[column];
    }
    if (has('weight')) {
      const grams = decimal(raw.weight!);
      if (raw.weight !== '' && grams === null) errors.metalWeightGrams = m.number;
      else candidate.metalWeightGrams = grams;
    }
    if (has('fineness')) {
      const value = decimal(raw.fineness!);
      if (raw.fineness !== '' && value === null) errors.fineness = m.number;
      else candidate.fineness = value;
    }
    if (raw.status) {
      const wanted = raw.status as StockStatusName;
      if (current && wanted === current.status) {
        // Unchanged: nothing to move.
      } else if (!(STOCK_MANUAL_STATUSES as readonly string[]).includes(wanted)) {
        errors.status = current ? m.statusMove : m.status;
      } else if (current && !(STOCK_MANUAL_STATUSES as readonly string[]).includes(current.status)) {
        errors.status = m.statusMove;
      } else {
        candidate.status = wanted;
      }
    }
    // The certificate: on the piece's first certified stone, or a new stone when it has none.
    if (raw.certificateLab || raw.certificateNumber) {
      const lab = (raw.certificateLab ?? '').toUpperCase();
      if (lab && !(CERTIFICATE_LABS as readonly string[]).includes(lab)) errors.certificateLab = m.lab;
      const stones: Record<string, unknown>[] = current?.stones.map((s) => ({ ...s })) ?? [];
      const target = stones.find((s) => s.lab || s.certificateNumber) ?? stones[0];
      const certificate = { lab: lab || null, certificateNumber: raw.certificateNumber || null };
      if (target) Object.assign(target, certificate);
      else stones.push({ kind: m.stone, carats: null, ...certificate });
      candidate.stones = stones;
    }
    const result = (current ? patchSchema : createSchema).safeParse(candidate);
    if (!result.success) Object.assign(errors, fieldErrors(result.error));
    const ok = result.success && Object.keys(errors).length === 0;
    return {
      line: index + 2,
      action: current ? 'update' : 'create',
      tag: raw.tag || null,
      name: (typeof candidate.name === 'string' ? candidate.name : null) ?? current?.name ?? null,
      fields: Object.keys(candidate).filter((k) => k !== 'tag' || !current),
      errors,
      itemId: current?.id ?? null,
      input: ok ? (result.data as Record<string, unknown>) : null,
    };
  });
  const invalid = rows.filter((r) => r.input === null).length;
  return { rows, invalid, locale };
}

const publicRow = ({ itemId: _id, input: _input, ...row }: Planned): StockImportRow => row;

/**
 * `POST /v1/stock-items/import`: with `dryRun`, every row with its action and errors; without, the rows
 * applied (422 import_has_errors, nothing written, when any row is refused).
 */
export async function importStockCsv(scope: TenantScope, input: StockImportInput) {
  const plan = await planImport(scope, input);
  const summary = {
    total: plan.rows.length,
    valid: plan.rows.length - plan.invalid,
    invalid: plan.invalid,
    creates: plan.rows.filter((r) => r.action === 'create').length,
    updates: plan.rows.filter((r) => r.action === 'update').length,
  };
  if (input.dryRun) return { applied: false, ...summary, rows: plan.rows.map(publicRow) };
  if (plan.invalid > 0) {
    throw new AppError(
      'import_has_errors',
      ROW_MESSAGES[plan.locale].hasErrors(plan.invalid),
      422,
      Object.fromEntries(
        plan.rows.flatMap((row) =>
          Object.entries(row.errors).map(([field, message]) => [`rows.${row.line}.${field}`, message]),
        ),
      ),
    );
  }
  // Updates first, then the new pieces (the next T-NNNNN skips every tag in use by then).
  for (const row of plan.rows) {
    if (row.itemId && row.input) await updateStockItem(scope, { id: row.itemId, patch: row.input });
  }
  for (const row of plan.rows) {
    if (!row.itemId && row.input) {
      await createStockItem(scope, row.input as Parameters<typeof createStockItem>[1]);
    }
  }
  return { applied: true, ...summary, rows: plan.rows.map(publicRow) };
}
