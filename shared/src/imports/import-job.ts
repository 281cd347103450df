import * as z from 'zod/mini';
import { cleanText } from '../text/text-fields';
import {
  CUSTOM_COLUMN,
  type CustomColumn,
  IMPORT_TARGETS,
  type ImportColumn,
  mappingProblem,
} from './import-headers';

/**
 * Import jobs: a CSV file uploaded straight to storage, then read by workers in chunks. Types
 * and limits shared by the dialog, the routes and the workers.
 */
export const IMPORT_JOB_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_JOB_MAX_ROWS = 100_000;
export const IMPORT_JOB_TOO_LARGE_MESSAGE = 'The file is too large: import at most 20 MB at a time';
export const IMPORT_JOB_TOO_MANY_MESSAGE =
  'The file has more than 100,000 rows: split it into files of at most 100,000 rows';
/** Errors the status answer carries; the whole list is a CSV download. */
export const IMPORT_JOB_ERRORS_SHOWN = 50;
/** Imported leads the status answer lists (name and email). */
export const IMPORT_JOB_IMPORTED_SHOWN = 50;
/** Held leads the status answer lists (row, name and email); Contacts lists them all. */
export const IMPORT_JOB_HELD_SHOWN = 50;

export const DUPLICATE_MODES = ['skip', 'fill', 'overwrite'] as const;
export type DuplicateMode = (typeof DUPLICATE_MODES)[number];

export const DUPLICATE_MODE_LABELS: Record<DuplicateMode, string> = {
  skip: 'Skip leads whose email already exists',
  fill: 'Update those contacts: fill empty fields',
  overwrite: 'Update those contacts: overwrite fields',
};

export const IMPORT_JOB_STATUSES = [
  'uploading',
  'queued',
  'running',
  'completed',
  'failed',
] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];

const fileName = z.string({ error: 'File name is required' }).check(
  z.trim(),
  z.minLength(1, 'File name is required'),
  z.maxLength(255, 'File name must be at most 255 characters'),
  cleanText('single'),
  z.refine((name) => name.toLowerCase().endsWith('.csv'), 'Please select a valid CSV file'),
);

/** A row the plan had no room for, kept as a held lead: listed apart from the errors. */
export interface HeldImportRow {
  row: number;
  name: string;
  email: string;
}

/** POST /api/imports: the file the browser is about to upload. */
export const createImportJobSchema = z.object({
  fileName,
  size: z
    .number({ error: 'Size must be a number of bytes' })
    .check(
      z.int('Size must be a number of bytes'),
      z.minimum(1, 'The file is empty'),
      z.maximum(IMPORT_JOB_MAX_BYTES, IMPORT_JOB_TOO_LARGE_MESSAGE),
    ),
});
export type CreateImportJobRequest = z.infer<typeof createImportJobSchema>;

/** POST /api/imports/{id}/start: what each column holds and what to do with duplicates. */
export const startImportJobSchema = z
  .object({
    mapping: z
      .array(
        z.union(
          [
            z.enum(IMPORT_TARGETS),
            z.custom<CustomColumn>(
              (value) => typeof value === 'string' && CUSTOM_COLUMN.test(value),
            ),
          ],
          { error: 'Choose a field or ignore for each column' },
        ),
      )
      .check(z.maxLength(200, 'At most 200 columns')),
    duplicates: z._default(
      z.enum(DUPLICATE_MODES, { error: 'Choose skip, fill or overwrite' }),
      'skip',
    ),
  })
  .check(
    z.superRefine(({ mapping }, ctx) => {
      const problem = mappingProblem(mapping as ImportColumn[]);
      if (problem)
        ctx.addIssue({ code: 'custom', path: ['mapping'], message: problem, input: mapping });
    }),
  );
export type StartImportJobRequest = z.input<typeof startImportJobSchema>;

export const importJobIdSchema = z.object({
  id: z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Import not found')),
});

/** POST /api/imports answer: where to PUT the file (with these headers), before it expires. */
export interface CreatedImportJob {
  id: string;
  uploadUrl: string;
  uploadHeaders: Record<string, string>;
  expiresAt: string;
}

/** GET /api/imports/{id}/preview: the mapping step's material. */
export interface ImportPreview {
  headers: string[];
  /** The guess: `cf.<key>` for a column headed by a contact custom field's label. */
  mapping: ImportColumn[];
  sample: string[][];
  delimiter: string;
  /** The guess may be used as it is: no mapping step needed. */
  mappingNeeded: boolean;
  /** Rows under the header, as the import counts them (null: the file cannot be read whole). */
  rows: number | null;
  /** New contacts the plan has room for now (null: no limit); rows past it will be held. */
  room: number | null;
}

/** A job's row counters: what the dialog's bar and results show, and what each chunk adds once. */
export interface ImportJobCounts {
  done: number;
  success: number;
  failed: number;
  /** Rows whose email a contact already had: skipped, or merged into it. */
  duplicateEmails: number;
  /** Contacts updated from a row (duplicates in fill or overwrite mode). */
  updated: number;
  /** Rows imported whose phone an earlier row of the file had: imported, and said so. */
  duplicatePhones: number;
  /**
   * Rows past the contacts the plan holds (or all, once the trial has ended): kept as held leads,
   * made contacts when room is made. Counted apart from success and failed.
   */
  held: number;
}

export interface ImportJobView extends ImportJobCounts {
  id: string;
  fileName: string;
  status: ImportJobStatus;
  duplicates: DuplicateMode;
  total: number;
  /** Why the whole job failed (too many rows, not a CSV file), when it did. */
  error: string | null;
  /** The first errors and notes, "Row 7: ..."; the CSV download has them all. */
  errors: string[];
  /** The first leads imported (name and email), once the job is done. */
  imported: { name: string; email: string }[];
  /** The first rows held (no room on the plan), apart from the errors. */
  heldLeads: HeldImportRow[];
  createdAt: string;
  finishedAt: string | null;
}
