import * as z from 'zod/mini';
import { CONTACT_SOURCES } from '../contacts/contact-source';
import { unescapeFormula } from '../csv/parse-csv';
import { requiredText } from '../text/text-fields';
import { type ImportColumn, isCustomColumn } from './import-headers';

/** "Cold Call", "cold-call" and "cold_call" are the same source; so are "Hot" and "hot". */
const token = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

const SOURCES = new Set<string>(CONTACT_SOURCES);

/**
 * What CRMs write for a lead's source (HubSpot's "Original Source", Zoho's and Salesforce's "Lead
 * Source"), in our list's terms; anything else becomes `other` with a note.
 */
const SOURCE_SYNONYMS: Record<string, string> = {
  web: 'website',
  web_site: 'website',
  organic_search: 'website',
  direct_traffic: 'website',
  paid_search: 'website',
  web_download: 'website',
  web_research: 'website',
  referrals: 'referral',
  partner_referral: 'referral',
  employee_referral: 'referral',
  external_referral: 'referral',
  word_of_mouth: 'referral',
  social: 'social_media',
  organic_social: 'social_media',
  paid_social: 'social_media',
  facebook: 'social_media',
  linkedin: 'social_media',
  twitter: 'social_media',
  instagram: 'social_media',
  cold_calling: 'cold_call',
  phone_inquiry: 'cold_call',
  trade_show: 'event',
  seminar: 'event',
  webinar: 'event',
  conference: 'event',
};
/** As contact.schema.ts has them (importing it would bring the phone rules along). */
const STATUSES = new Set<string>(['cold', 'warm', 'hot']);

/** A row of a file as the contact rules read it, and what was changed to make it fit. */
export interface MappedRow {
  input: {
    name: string;
    email: string;
    phone: string;
    company: string;
    title: string;
    notes: string;
    source: string | null;
    status?: string;
    /** Custom fields' cells as written (by key, none empty): read by their types when written. */
    customText?: Record<string, string>;
  };
  /** "source "Trade show" imported as other": said in the results, the row is not refused. */
  notes: string[];
}

/**
 * The cells of one row under the mapping. First and last name are joined when there is no name
 * column; a source outside the list becomes `other`, a status outside it is left to the default
 * (cold), each with a note rather than a refused row.
 */
export const mapRow = (cells: readonly string[], mapping: readonly ImportColumn[]): MappedRow => {
  const value: Partial<Record<ImportColumn, string>> = {};
  const customText: Record<string, string> = {};
  mapping.forEach((target, i) => {
    if (target === 'ignore' || target in value) return;
    const cell = unescapeFormula((cells[i] ?? '').trim());
    if (!isCustomColumn(target)) value[target] = cell;
    else if (cell && !(target.slice(3) in customText)) customText[target.slice(3)] = cell;
  });
  const notes: string[] = [];
  const name = value.name || [value.firstName, value.lastName].filter(Boolean).join(' ').trim();
  let source: string | null = value.source ? token(value.source) : null;
  if (source !== null && Object.hasOwn(SOURCE_SYNONYMS, source))
    source = SOURCE_SYNONYMS[source] ?? source;
  if (source !== null && !SOURCES.has(source)) {
    notes.push(`source "${value.source}" imported as other`);
    source = 'other';
  }
  const status = value.status ? token(value.status) : undefined;
  if (status !== undefined && !STATUSES.has(status)) {
    notes.push(`status "${value.status}" imported as cold`);
  }
  return {
    input: {
      name,
      email: value.email ?? '',
      phone: value.phone ?? '',
      company: value.company ?? '',
      title: value.title ?? '',
      notes: value.notes ?? '',
      source,
      ...(status && STATUSES.has(status) ? { status } : {}),
      ...(Object.keys(customText).length ? { customText } : {}),
    },
    notes,
  };
};

/** Digits of a phone as typed, for spotting one number twice in a file ("+91 98765" = "9198765"). */
export const phoneDigits = (phone: string): string => {
  const digits = phone.replace(/\D/g, '');
  // An Indian mobile written with and without its country code is one number.
  return digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits;
};

/**
 * The name and email rules of the contact form (contact.schema.ts), alone: the file worker reads
 * every row to find emails seen twice, and needs no phone rules for that (they would take the
 * phone metadata into its bundle). The chunk worker checks each row whole. A unit test holds
 * these to the form's rules.
 */
export const importKeySchema = z.object({
  name: requiredText('Name', 200),
  email: z.pipe(
    z
      .string({ error: 'Email is required' })
      .check(
        z.trim(),
        z.minLength(1, 'Email is required'),
        z.maxLength(254, 'Email must be at most 254 characters'),
      ),
    z.email('Enter a valid email address'),
  ),
});

/** A row's first problem as the results say it: "Enter a valid email address", "Phone: ...". */
export const firstIssue = (
  issues: readonly { message: string; path: readonly PropertyKey[] }[],
) => {
  const issue = issues[0];
  const message = issue?.message ?? 'Not valid';
  const field = String(issue?.path[0] ?? '');
  const named = !field || message.toLowerCase().includes(field.toLowerCase());
  return named ? message : `${field.charAt(0).toUpperCase()}${field.slice(1)}: ${message}`;
};
