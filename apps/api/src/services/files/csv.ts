/**
 * CSV as spreadsheets write it (RFC 4180): fields separated by commas (or semicolons, as French Excel
 * writes them), quoted when they hold a separator, a quote or a line break, quotes doubled inside.
 */
export type Delimiter = ',' | ';';

/** The separator of a file: the one its header line uses most, outside quotes. */
export function detectDelimiter(text: string): Delimiter {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas++;
    else if (!quoted && char === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

/** Rows of fields. A byte-order mark is dropped; blank lines are skipped; an unclosed quote is an error. */
export function parseCsv(input: string, delimiter: Delimiter = detectDelimiter(input)): string[][] {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endRow = () => {
    row.push(field);
    if (!(row.length === 1 && row[0] === '')) rows.push(row);
    row = [];
    field = '';
  };
  while (i < text.length) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else field += char;
      i++;
      continue;
    }
    if (char === '"' && field === '') quoted = true;
    else if (char === delimiter) {
      row.push(field);
      field = '';
    } else if (char === '\r' || char === '\n') {
      endRow();
      if (char === '\r' && text[i + 1] === '\n') i++;
    } else field += char;
    i++;
  }
  if (quoted) throw new CsvError('A quoted field is not closed');
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

export class CsvError extends Error {
  override readonly name = 'CsvError';
}

/**
 * One field as CSV writes it. A field that a spreadsheet would read as a formula (=, +, -, @, tab,
 * carriage return first) gets a leading apostrophe, so an exported file cannot run anything when opened.
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
