/**
 * CSV for export: RFC 4180 quoting, a cell that a spreadsheet would run as a formula (starts with
 * = + - @ tab or carriage return) is prefixed with an apostrophe, and the file starts with a UTF-8
 * byte order mark so Excel reads Indian names (Devanagari, Tamil, ...) correctly.
 */
export const BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell that is only an international phone number: `+`, a digit, then digits and spaces. No
 * function name, operator, reference or quote can appear in it, so a spreadsheet cannot run
 * anything from it, and diallers need the `+` as it is. Other separators are left out on purpose:
 * `+91-98765-43210` is arithmetic a spreadsheet would evaluate (to -141884), `+1 (555)` and
 * `+1.555` are expressions too, so those cells keep the apostrophe.
 */
const PHONE_ONLY = /^\+\d[\d ]*$/;

/** Whether a spreadsheet would treat `text` as a formula, so the export must escape it. */
const needsFormulaEscape = (text: string): boolean =>
  FORMULA_START.test(text) && !PHONE_ONLY.test(text);

export const csvCell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (needsFormulaEscape(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => unknown;
}

export const toCsv = <T>(columns: CsvColumn<T>[], rows: readonly T[]): string =>
  `${BOM}${columns.map((c) => csvCell(c.header)).join(',')}\r\n${toCsvRows(columns, rows)}`;

/** The rows alone, each ended by CRLF: a file written a part at a time (a bulk export job). */
export const toCsvRows = <T>(columns: CsvColumn<T>[], rows: readonly T[]): string =>
  rows.map((row) => `${columns.map((c) => csvCell(c.value(row))).join(',')}\r\n`).join('');
