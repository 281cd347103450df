import * as z from 'zod/mini';
import { toCsv } from '../csv/csv';
import { parseCsv } from '../csv/parse-csv';
import { detectDelimiter } from '../imports/delimiter';
import {
  type CustomColumnField,
  guessMapping,
  mappingProblem,
  normaliseHeader,
} from '../imports/import-headers';
import type { HeldImportRow } from '../imports/import-job';
import { mapRow } from '../imports/import-row';

/** POST /api/contacts/import (document 1, sections 5 and 7). */
export const IMPORT_TYPES = ['csv', 'manual'] as const;
export type ImportType = (typeof IMPORT_TYPES)[number];

/** Leads one import may carry; more must be split (the dialog says so). */
export const IMPORT_MAX_ROWS = 1000;
/** About 1,000 long rows; API Gateway and Lambda refuse far larger bodies anyway. */
export const IMPORT_MAX_CHARS = 1_000_000;

export const contactImportSchema = z
  .object({
    type: z.enum(IMPORT_TYPES, { error: 'Type must be csv or manual' }),
    data: z
      .string({ error: 'Lead data is required' })
      .check(
        z.maxLength(
          IMPORT_MAX_CHARS,
          'The data is too large: import at most 1,000 leads at a time',
        ),
      ),
  })
  .check(
    z.superRefine(({ type, data }, ctx) => {
      if (data.trim() === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['data'],
          message: type === 'csv' ? 'CSV data is required' : 'Lead data is required',
          input: data,
        });
      }
    }),
  );
export type ContactImportRequest = z.input<typeof contactImportSchema>;

export interface ImportedLead {
  name: string;
  email: string;
}

export interface ImportResult {
  success: number;
  failed: number;
  /** One line per refused row: "Row 3: Enter a valid email address". */
  errors: string[];
  imported: ImportedLead[];
  /**
   * Rows the plan had no room for, kept as held leads (they become contacts when room is made);
   * absent when none were held.
   */
  held?: number;
  /** The first held rows (a file's first 50), apart from the errors. */
  heldLeads?: HeldImportRow[];
}

/** One lead as read from the text, before the contact rules check it; `row` counts from 1. */
export interface ImportRow {
  row: number;
  fields: Record<string, string>;
  /** Custom fields' cells, by key, as written (a CSV column headed by a field's label or key). */
  customText?: Record<string, string>;
  /** What was changed to make the row fit ("source "Expo" imported as other"), said in the results. */
  notes?: string[];
}

const CSV_COLUMNS = ['name', 'email', 'phone', 'company', 'title', 'source', 'notes'] as const;

/** The CSV tab's template: its columns, and two leads showing how to fill them in. */
type TemplateLead = Record<(typeof CSV_COLUMNS)[number], string>;

const TEMPLATE_LEADS: TemplateLead[] = [
  {
    name: 'Priya Sharma',
    email: 'priya.sharma@example.com',
    phone: '+91 98765 43210',
    company: 'Acme Corp',
    title: 'Sales Manager',
    source: 'website',
    notes: 'Asked for a demo, Mumbai office',
  },
  {
    name: 'Wei Ling Tan',
    email: 'weiling@example.sg',
    phone: '+65 9123 4567',
    company: 'Lion City Traders',
    title: 'Founder',
    source: 'referral',
    notes: '',
  },
];

export const IMPORT_TEMPLATE_FILE = 'salesflow-import-template.csv';

/** A CSV file the CSV tab reads as it is (with a byte order mark, so Excel opens it in UTF-8). */
export const importTemplateCsv = (): string =>
  toCsv<TemplateLead>(
    CSV_COLUMNS.map((column) => ({ header: column, value: (lead) => lead[column] })),
    TEMPLATE_LEADS,
  );

export class ImportFormatError extends Error {}

/**
 * The CSV tab: a header row naming the columns, recognised as the file import recognises them
 * ("First Name" + "Last Name", "Email Address", "Mobile Phone", any case and order; unknown
 * columns ignored), with `,`, `;` or tab between cells (a paste from a spreadsheet has tabs), then
 * one lead per row. Rows are numbered as a spreadsheet shows them. A source outside the list is
 * read as `other`, with a note.
 */
export const readCsvLeads = (
  text: string,
  customFields: readonly CustomColumnField[] = [],
): ImportRow[] => {
  const [header = [], ...body] = parseCsv(text, detectDelimiter(text));
  const mapping = guessMapping(header, customFields);
  if (mappingProblem(mapping)) {
    throw new ImportFormatError(
      'The first row must name the columns, including name and email (also phone, company, title, source, notes)',
    );
  }
  // A SalesFlow export has the score too: it imports back whole.
  const scoreAt = header.findIndex((cell) => normaliseHeader(cell) === 'score');
  return body.map((cells, index) => {
    const { input, notes } = mapRow(cells, mapping);
    const { source, customText, ...rest } = input;
    const score = scoreAt >= 0 ? (cells[scoreAt] ?? '').trim() : '';
    const fields: Record<string, string> = {
      ...rest,
      ...(source ? { source } : {}),
      ...(score ? { score } : {}),
    };
    return {
      row: index + 2,
      fields,
      ...(customText ? { customText } : {}),
      ...(notes.length ? { notes } : {}),
    };
  });
};

/** The Manual tab: one lead per line, "Name - Email - Phone - Company - Title". */
export const readManualLeads = (text: string): ImportRow[] =>
  text
    .split(/\r?\n/)
    .map((line, index) => ({ line: line.trim(), row: index + 1 }))
    .filter(({ line }) => line !== '')
    .map(({ line, row }) => {
      const [name = '', email = '', phone = '', company = '', ...title] = line
        .split(/\s+-\s+/)
        .map((part) => part.trim());
      return { row, fields: { name, email, phone, company, title: title.join(' - ') } };
    });

export const readLeads = (
  type: ImportType,
  text: string,
  customFields: readonly CustomColumnField[] = [],
): ImportRow[] => (type === 'csv' ? readCsvLeads(text, customFields) : readManualLeads(text));

export const IMPORT_TOO_MANY_MESSAGE = `Import at most ${IMPORT_MAX_ROWS.toLocaleString('en-US')} leads at a time`;
export const IMPORT_NO_LEADS_MESSAGE = 'Add at least one lead below the header row';

/**
 * The leads of an import, or why the text cannot be imported at all (no header, no rows, too
 * many rows). The dialog says it before sending; the server says the same if it gets there.
 */
export const readImport = (
  type: ImportType,
  text: string,
  /** The organization's contact custom fields: a CSV column headed by one's label fills it. */
  customFields: readonly CustomColumnField[] = [],
): { rows: ImportRow[]; error?: undefined } | { rows?: undefined; error: string } => {
  let rows: ImportRow[];
  try {
    rows = readLeads(type, text, customFields);
  } catch (error) {
    if (error instanceof ImportFormatError) return { error: error.message };
    throw error;
  }
  if (rows.length === 0) return { error: IMPORT_NO_LEADS_MESSAGE };
  if (rows.length > IMPORT_MAX_ROWS) return { error: IMPORT_TOO_MANY_MESSAGE };
  return { rows };
};

/** "Cold Call", "cold-call" and "cold_call" are the same source; so are "Hot" and "hot". */
const token = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** A row's fields in the shape the contact schema parses (the same rules as the form). */
export const toContactInput = (fields: Record<string, string>) => ({
  name: fields.name ?? '',
  email: fields.email ?? '',
  phone: fields.phone ?? '',
  company: fields.company ?? '',
  title: fields.title ?? '',
  notes: fields.notes ?? '',
  source: fields.source ? token(fields.source) : null,
  ...(fields.status ? { status: token(fields.status) } : {}),
  ...(fields.score ? { score: Number(fields.score) } : {}),
});
