import * as z from 'zod/mini';
import { toE164 } from '../contacts/phone';
import { isCalendarDate } from '../dates/calendar-date';
import { DND_SCRUB_MAX_AGE_DAYS, isIndianNumber } from './india-calling';

/**
 * The numbers an organization's NCPR scrub found registered as "do not disturb"
 * (`POST /api/calling/dnd-numbers`): a list or a CSV, with the date of the scrub. Each number is
 * kept with the date of the latest scrub that found it.
 */
export const DND_LIMITS = {
  /** Numbers in one upload; a bigger scrub is sent in parts. */
  perUpload: 5000,
  /** Characters of a CSV in one upload (5,000 lines of a number and a few columns). */
  csvChars: 400_000,
} as const;

export const DND_SOURCES = ['scrub', 'contact'] as const;
export type DndSource = (typeof DND_SOURCES)[number];

export const DND_SCRUB_DATE_MESSAGE =
  'The scrub date must be a date like 2026-11-20, not in the future';

export const dndUploadSchema = z
  .object({
    scrubbedOn: z
      .string({ error: DND_SCRUB_DATE_MESSAGE })
      .check(z.refine((value) => isCalendarDate(value), DND_SCRUB_DATE_MESSAGE)),
    numbers: z.optional(
      z
        .array(z.string({ error: 'Each number must be text' }).check(z.maxLength(40)))
        .check(
          z.maxLength(
            DND_LIMITS.perUpload,
            `Upload at most ${DND_LIMITS.perUpload.toLocaleString('en-IN')} numbers at a time`,
          ),
        ),
    ),
    csv: z.optional(
      z
        .string({ error: 'The CSV must be text' })
        .check(z.maxLength(DND_LIMITS.csvChars, 'The CSV is too large: send it in parts')),
    ),
    /** `contact`: marked on a contact ("registered on NCPR"); `scrub` (default): a scrub's file. */
    source: z.optional(z.enum(DND_SOURCES, { error: 'Source must be scrub or contact' })),
  })
  .check(
    z.refine((body) => (body.numbers === undefined) !== (body.csv === undefined), {
      message: 'Send the numbers as a list or as a CSV',
      path: ['numbers'],
    }),
  );
export type DndUpload = z.infer<typeof dndUploadSchema>;

export interface DndReadNumbers {
  /** E.164, each once, in the order first seen. */
  numbers: string[];
  /** Entries that are not an Indian phone number: the line (1-based) and what it held. */
  invalid: { line: number; value: string }[];
  /** How many entries were not Indian numbers (`invalid` keeps the first 50). */
  invalidCount: number;
}

const INVALID_KEPT = 50;

/** One entry as an Indian number in E.164 (10 digits, 0…, 91…, +91…), or null. */
export const readDndNumber = (raw: string): string | null => {
  const cleaned = raw.trim().replace(/^["']|["']$/g, '');
  if (!/[0-9]/.test(cleaned)) return null;
  const e164 = toE164(cleaned);
  return e164 && isIndianNumber(e164) ? e164 : null;
};

/**
 * The numbers of a list, or of a CSV: the first column that holds a phone number on each line
 * (a header line, or a line with none, is skipped without complaint when it has no digits).
 */
export const readDndNumbers = (input: { numbers?: string[]; csv?: string }): DndReadNumbers => {
  const entries: string[] =
    input.numbers ??
    (input.csv ?? '').split(/\r?\n/).map((line) => {
      const cells = line.split(/[,;\t]/);
      return cells.find((cell) => readDndNumber(cell) !== null) ?? line;
    });
  const seen = new Set<string>();
  const numbers: string[] = [];
  const invalid: DndReadNumbers['invalid'] = [];
  let invalidCount = 0;
  entries.forEach((entry, index) => {
    const value = entry.trim();
    if (value === '') return;
    const number = readDndNumber(value);
    if (number) {
      if (!seen.has(number)) {
        seen.add(number);
        numbers.push(number);
      }
    } else if (input.numbers || /[0-9]/.test(value)) {
      invalidCount += 1;
      if (invalid.length < INVALID_KEPT)
        invalid.push({ line: index + 1, value: value.slice(0, 40) });
    }
  });
  return { numbers, invalid, invalidCount };
};

/** Whether a scrub of `scrubbedOn` is older than TRAI's 15 days on `today` (both YYYY-MM-DD). */
export const scrubIsStale = (scrubbedOn: string | null, today: string): boolean => {
  if (!scrubbedOn) return true;
  const age = (Date.parse(today) - Date.parse(scrubbedOn)) / 86_400_000;
  return age > DND_SCRUB_MAX_AGE_DAYS;
};

export interface DndNumber {
  number: string;
  scrubbedOn: string;
  source: DndSource;
  addedAt: string;
  addedBy: string;
}

export interface DndSummary {
  /** The latest scrub uploaded, YYYY-MM-DD, or null before any. */
  lastScrubbedOn: string | null;
  /** Older than 15 days (or never): the screens remind to scrub again. */
  stale: boolean;
}

/** GET /api/calling/dnd-numbers. */
export interface DndNumbersPage extends DndSummary {
  items: DndNumber[];
  nextCursor: string | null;
}

/** POST /api/calling/dnd-numbers. */
export interface DndUploadAnswer extends DndSummary {
  /** Numbers saved by this upload (new or found again). */
  saved: number;
  invalid: DndReadNumbers['invalid'];
  invalidCount: number;
}
