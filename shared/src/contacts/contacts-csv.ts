import { type CsvColumn, toCsv, toCsvRows } from '../csv/csv';
import type { Contact } from './contact.schema';

/**
 * The contacts export's columns, in the screen's Export and in a bulk export job alike. Status and
 * source keep their stored values (hot, cold_call), which the CSV import reads back; Created is
 * the exact ISO time.
 */
export const CONTACT_CSV_COLUMNS: CsvColumn<Contact>[] = [
  { header: 'Name', value: (c) => c.name },
  { header: 'Email', value: (c) => c.email },
  { header: 'Phone', value: (c) => c.phone },
  { header: 'Company', value: (c) => c.company },
  { header: 'Title', value: (c) => c.title },
  { header: 'Status', value: (c) => c.status },
  { header: 'Source', value: (c) => c.source },
  { header: 'Score', value: (c) => c.score },
  { header: 'Notes', value: (c) => c.notes },
  { header: 'Created', value: (c) => c.createdAt },
];

/** A custom field as an export's column: its label heads it, its key reads the value. */
export interface CsvCustomColumn {
  key: string;
  label: string;
}

/** The export's columns: the contact's own, then one per custom field, in the order made. */
export const contactsCsvColumns = (
  custom: readonly CsvCustomColumn[] = [],
): CsvColumn<Contact>[] => [
  ...CONTACT_CSV_COLUMNS,
  ...custom.map((column) => ({
    header: column.label,
    value: (contact: Contact) => contact.customFields?.[column.key] ?? '',
  })),
];

/** The CSV file's text: byte order mark, a header row, one row per contact, formulas escaped. */
export const buildContactsCsv = (
  contacts: readonly Contact[],
  custom: readonly CsvCustomColumn[] = [],
): string => toCsv(contactsCsvColumns(custom), contacts);

/** `contacts-2026-11-22.csv` */
export const contactsCsvFileName = (date: string): string => `contacts-${date}.csv`;

/** The file's first line (with the byte order mark), before its rows (toCsvRows). */
export const contactsCsvHeader = (custom: readonly CsvCustomColumn[] = []): string =>
  toCsv(contactsCsvColumns(custom), []);

/** Rows of contacts for a file written a part at a time, after contactsCsvHeader. */
export const contactsCsvRows = (
  contacts: readonly Contact[],
  custom: readonly CsvCustomColumn[] = [],
): string => toCsvRows(contactsCsvColumns(custom), contacts);
