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

/**
 * Rows of fields. A byte-order mark is dropped; blank lines are skipped; an unclosed quote is an error.
 * Fields are cut out with `slice` between separators found by `indexOf`, never built a character at a
 * time: a megabyte parses in a few milliseconds, so an import never holds the process.
 */
export function parseCsv(input: string, delimiter: Delimiter = detectDelimiter(input)): string[][] {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const rows: string[][] = [];
  let row: string[] = [];
  const endRow = () => {
    if (!(row.length === 1 && row[0] === '')) rows.push(row);
    row = [];
  };
  const n = text.length;
  let i = 0;
  while (i < n) {
    let field: string;
    if (text[i] === '"') {
      // Quoted: runs to the next quote not doubled.
      const parts: string[] = [];
      let from = i + 1;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote === -1) throw new CsvError('A quoted field is not closed');
        parts.push(text.slice(from, quote));
        if (text[quote + 1] === '"') {
          parts.push('"');
          from = quote + 2;
          continue;
        }
        i = quote + 1;
        break;
      }
      field = parts.join('');
      // Anything between the closing quote and the separator belongs to the field, as spreadsheets read it.
      const rest = nextBreak(text, i, delimiter);
      field += text.slice(i, rest);
      i = rest;
    } else {
      const stop = nextBreak(text, i, delimiter);
      field = text.slice(i, stop);
      i = stop;
    }
    row.push(field);
    if (i >= n) break;
    const char = text[i];
    i++;
    if (char === delimiter) {
      if (i >= n) row.push('');
      continue;
    }
    if (char === '\r' && text[i] === '\n') i++;
    endRow();
  }
  if (row.length > 0) endRow();
  return rows;
}

/** The index of the next separator or line break at or after `from` (the text's length when none). */
function nextBreak(text: string, from: number, delimiter: Delimiter): number {
  const d = delimiter.charCodeAt(0);
  for (let i = from; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === d || code === 10 || code === 13) return i;
  }
  return text.length;
}

/** A header (or a word in a cell) compared without case, accents or punctuation: 'Poids (g)' → 'poids g'. */
export function normaliseHeader(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A field written by our exports with a defusing apostrophe ('+44…, '=x) reads back as written. */
export function undefuse(value: string): string {
  return value.replace(/^'(?=[=+\-@\t\r])/, '');
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
