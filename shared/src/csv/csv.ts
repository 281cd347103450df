/**
 * CSV for export: RFC 4180 quoting, a cell that a spreadsheet would run as a formula (starts with
 * = + - @ tab or carriage return) is prefixed with an apostrophe, and the file starts with a UTF-8
 * byte order mark so Excel reads Indian names (Devanagari, Tamil, ...) correctly.
 */
export const BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

export const csvCell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => unknown;
}

export const toCsv = <T>(columns: CsvColumn<T>[], rows: readonly T[]): string =>
  BOM +
  [
    columns.map((c) => csvCell(c.header)).join(','),
    ...rows.map((row) => columns.map((c) => csvCell(c.value(row))).join(',')),
  ].join('\r\n') +
  '\r\n';
