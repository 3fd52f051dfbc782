import { describe, expect, it } from 'vitest';
import { CsvError, csvField, detectDelimiter, parseCsv, toCsv } from './csv.ts';

describe('parseCsv', () => {
  it('reads quoted fields with separators, quotes and line breaks', () => {
    expect(parseCsv('name,notes\r\n"Dupont, Marie","Aime ""l\'or"" rose\net le platine"\r\nZoë,\n')).toEqual([
      ['name', 'notes'],
      ['Dupont, Marie', 'Aime "l\'or" rose\net le platine'],
      ['Zoë', ''],
    ]);
  });

  it('takes semicolons as French spreadsheets write them, drops the BOM and blank lines', () => {
    const text = '\uFEFFNom;Email\n\nÉlise;elise@example.com\n';
    expect(detectDelimiter(text)).toBe(';');
    expect(parseCsv(text)).toEqual([
      ['Nom', 'Email'],
      ['Élise', 'elise@example.com'],
    ]);
  });

  it('refuses an unclosed quote', () => {
    expect(() => parseCsv('name\n"Marie')).toThrow(CsvError);
  });
});

describe('toCsv', () => {
  it('writes what parseCsv reads back', () => {
    const rows = [
      ['name', 'notes'],
      ['Dupont, Marie', 'He said "yes"\nthen left'],
    ];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });

  it('defuses what a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('+44 20 7946 0000')).toBe("'+44 20 7946 0000");
    expect(csvField(-5)).toBe('-5');
    expect(csvField(null)).toBe('');
  });
});
