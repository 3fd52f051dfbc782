import type { Tier } from '@carat/domain';
import { strToU8, type Zippable, zipSync } from 'fflate';
import type { SystemScope } from '#api/context.ts';
import { invoicePdf } from '#api/features/invoices/index.ts';
import { toCsv } from '#api/lib/csv.ts';
import { tenantScopeOf } from '#api/scope.ts';

/** Columns never exported: secrets and their hashes (tokens of emailed links, API key hashes…). */
const SECRET_COLUMN = /(token|secret|hash|password)/i;
/** Tables that are the platform's, not the business's, even though they name it. */
const NOT_EXPORTED = new Set(['data_exports']);
/**
 * For one client's export: rows that name a row already exported through these columns belong to the
 * client too (an order's timeline and photos, an invoice's lines and credit note, a lead's conversation).
 */
const PARENT_COLUMN: Record<string, string> = {
  orders: 'order_id',
  invoices: 'invoice_id',
  appointments: 'appointment_id',
  showroom_leads: 'lead_id',
  assistant_conversations: 'conversation_id',
  repairs: 'repair_id',
  valuations: 'valuation_id',
  sales: 'sale_id',
};
const FILE_COLUMN = /(^|_)file_id$/;

export interface ExportTarget {
  businessId: string;
  /** Only this client's rows (their access request): the client and every row that names them. */
  clientId?: string;
}

type Row = Record<string, unknown>;

function cell(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** One table as CSV (UTF-8 with a BOM, so spreadsheet software reads accents right). */
function tableCsv(columns: string[], rows: Row[]): string {
  return `\uFEFF${toCsv([columns, ...rows.map((row) => columns.map((c) => cell(row[c])))])}`;
}

/**
 * Everything a business owns, as one ZIP (issue 19, privacy page: access and portability): for the
 * business's row and every table of the public schema that has a business_id column, `<table>.json` and
 * `<table>.csv` with that business's rows (read as the server, filtered by business_id — never another
 * business's), secrets left out; under `files/` every stored file those rows name (documents, catalogue
 * photos, logos, 3D models); under `pdfs/` each invoice and credit note as its PDF. With a client, only
 * that client's row, the rows that name them (client_id), the rows hanging off those (an order's
 * timeline, an invoice's lines…) and the files they name.
 */
export async function buildExportArchive(
  scope: SystemScope,
  input: {
    target: ExportTarget;
    requestedBy?: string | null;
    onProgress?: (percent: number) => Promise<void> | void;
  },
): Promise<{ zip: Uint8Array; tables: Record<string, number>; files: number; pdfs: number }> {
  const { pool, storage } = scope.deps;
  const { target } = input;
  const onProgress = input.onProgress ?? (() => {});
  const { rows: columns } = await pool.query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`,
  );
  const byTable = new Map<string, string[]>();
  for (const c of columns) byTable.set(c.table_name, [...(byTable.get(c.table_name) ?? []), c.column_name]);
  const owned = [...byTable.entries()].filter(
    ([name, cols]) => !NOT_EXPORTED.has(name) && (name === 'businesses' || cols.includes('business_id')),
  );

  const exported = new Map<string, Row[]>();
  const read = async (table: string, cols: string[], where: string, params: unknown[]) => {
    const list = cols
      .filter((c) => !SECRET_COLUMN.test(c))
      .map((c) => `"${c}"`)
      .join(', ');
    const order = cols.includes('created_at')
      ? ` order by created_at${cols.includes('id') ? ', id' : ''}`
      : cols.includes('id')
        ? ' order by id'
        : '';
    const { rows } = await pool.query<Row>(
      `select ${list} from public."${table}" where ${where}${order}`,
      params,
    );
    exported.set(table, rows);
  };

  let done = 0;
  const step = async (total: number) => {
    done++;
    await onProgress(Math.round((done / total) * 60));
  };
  if (!target.clientId) {
    for (const [table, cols] of owned) {
      await read(table, cols, table === 'businesses' ? 'id = $1' : 'business_id = $1', [target.businessId]);
      await step(owned.length);
    }
  } else {
    // The client, the rows naming them, then (until nothing new) the rows hanging off rows already taken.
    for (const [table, cols] of owned) {
      if (table === 'clients')
        await read(table, cols, 'business_id = $1 and id = $2', [target.businessId, target.clientId]);
      else if (cols.includes('client_id'))
        await read(table, cols, 'business_id = $1 and client_id = $2', [target.businessId, target.clientId]);
    }
    for (let changed = true; changed; ) {
      changed = false;
      for (const [table, cols] of owned) {
        if (exported.has(table) || table === 'businesses') continue;
        const links = Object.entries(PARENT_COLUMN).filter(
          ([parent, column]) => cols.includes(column) && (exported.get(parent)?.length ?? 0) > 0,
        );
        if (links.length === 0) continue;
        const params: unknown[] = [target.businessId];
        const conditions = links.map(([parent, column]) => {
          params.push(exported.get(parent)!.map((r) => r.id));
          return `"${column}" = any($${params.length}::uuid[])`;
        });
        await read(table, cols, `business_id = $1 and (${conditions.join(' or ')})`, params);
        changed = true;
      }
    }
    // The files those rows point at (an order's photos…), by id.
    const fileIds = new Set<string>();
    for (const rows of exported.values())
      for (const row of rows)
        for (const [column, value] of Object.entries(row))
          if (FILE_COLUMN.test(column) && typeof value === 'string') fileIds.add(value);
    const filesColumns = byTable.get('files');
    if (filesColumns && fileIds.size > 0)
      await read('files', filesColumns, 'business_id = $1 and id = any($2::uuid[])', [
        target.businessId,
        [...fileIds],
      ]);
    await onProgress(60);
  }

  const entries: Zippable = {};
  const counts: Record<string, number> = {};
  const keyPattern = new RegExp(
    `${target.businessId}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}`,
    'g',
  );
  const keys = new Set<string>();
  for (const [table, rows] of exported) {
    const cols = (byTable.get(table) ?? []).filter((c) => !SECRET_COLUMN.test(c));
    counts[table] = rows.length;
    const json = JSON.stringify(rows, null, 2);
    for (const key of json.match(keyPattern) ?? []) keys.add(key);
    entries[`${table}.json`] = strToU8(json);
    entries[`${table}.csv`] = strToU8(tableCsv(cols, rows));
  }

  let files = 0;
  let fetched = 0;
  for (const key of keys) {
    const bytes = await storage.get(key);
    if (bytes) {
      entries[`files/${key.split('/')[1]}`] = [bytes, { level: 0 }];
      files++;
    }
    fetched++;
    if (fetched % 10 === 0) await onProgress(60 + Math.round((fetched / keys.size) * 15));
  }

  const pdfs = await invoicePdfs(
    scope,
    target.businessId,
    input.requestedBy ?? null,
    exported,
    entries,
    onProgress,
  );

  entries['README.txt'] = strToU8(
    [
      'Carat — export of your data / export de vos données',
      `business: ${target.businessId}${target.clientId ? `, client: ${target.clientId}` : ''}`,
      `created: ${scope.now.toISOString()}`,
      'One JSON and one CSV (UTF-8) per table; files/ holds the stored files the rows name (by their id);',
      'pdfs/ holds each invoice and credit note as a PDF.',
      'Un JSON et un CSV (UTF-8) par table ; files/ contient les fichiers cités par les lignes (par leur',
      'identifiant) ; pdfs/ contient chaque facture et chaque avoir en PDF.',
    ].join('\n'),
  );
  const zip = zipSync(entries, { level: 6 });
  await onProgress(100);
  return { zip, tables: counts, files, pdfs };
}

/** Each exported invoice (and its credit note) as the PDF the jeweller would download, under `pdfs/`. */
async function invoicePdfs(
  scope: SystemScope,
  businessId: string,
  requestedBy: string | null,
  exported: Map<string, Row[]>,
  entries: Zippable,
  onProgress: (percent: number) => Promise<void> | void,
): Promise<number> {
  const invoices = exported.get('invoices') ?? [];
  if (invoices.length === 0) return 0;
  const { rows } = await scope.deps.pool.query<{ time_zone: string; currency: string; plan: Tier | null }>(
    'select time_zone, currency, public.business_plan(id) as plan from public.businesses where id = $1',
    [businessId],
  );
  const business = rows[0];
  if (!business) return 0;
  // The invoice services read as the server here (the job's connection), each query filtered by this
  // business's id, exactly as they are for the jeweller's own download.
  const tenant = tenantScopeOf(
    { tx: scope.deps.db, deps: scope.deps, userId: requestedBy ?? '', now: scope.now },
    {
      businessId,
      role: 'owner',
      plan: business.plan ?? 'CZ',
      timeZone: business.time_zone,
      currency: business.currency.trim(),
    },
  );
  const withCreditNote = new Set((exported.get('credit_notes') ?? []).map((r) => r.invoice_id as string));
  let count = 0;
  for (const [i, invoice] of invoices.entries()) {
    const id = invoice.id as string;
    const pdf = await invoicePdf(tenant, { id });
    const add = (fileName: string, bytes: Uint8Array) => {
      // Drafts share a name (no number yet): the invoice's id keeps them apart.
      const name = `pdfs/${fileName}` in entries ? `pdfs/${id}-${fileName}` : `pdfs/${fileName}`;
      entries[name] = [bytes, { level: 0 }];
      count++;
    };
    add(pdf.fileName, pdf.bytes);
    if (withCreditNote.has(id)) {
      const credit = await invoicePdf(tenant, { id, creditNote: true, invoice: pdf.invoice });
      add(credit.fileName, credit.bytes);
    }
    await onProgress(75 + Math.round(((i + 1) / invoices.length) * 24));
  }
  return count;
}
