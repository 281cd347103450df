import { isCustomColumn } from '../imports/import-headers';
import type { FieldMapping, LeadField } from './lead.schema';

/**
 * Turns what a form tool sends into the lead's fields. Senders name fields their own way:
 * Elementor Pro by label (`Name`, `Email`) or, with "Advanced Data", as
 * `fields[<id>][title|value|raw_value]` with `form[id]` and `meta[page_url][value]`; Contact Form 7
 * webhook plugins by mail tag (`your-name`, `your-email`, `your-tel`, `your-subject`,
 * `your-message`); Gravity Forms by field id (`1.3` first name, `1.6` last name, `2` ...) with
 * `source_url`; WPForms by the keys its Webhooks add-on is given, or its `fields` list of
 * `{ name, value }`; Zapier by whatever the Zap sets, possibly wrapped in an array. The
 * organization's own mapping for the source wins over every guess.
 */

type Raw = Record<string, unknown>;

/** Lower case, `your-` and punctuation gone: `Your-Email` and `e_mail` look alike. */
export const normalizeKey = (key: string): string =>
  key
    .trim()
    .toLowerCase()
    .replace(/^your[-_\s]+/, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

const SYNONYMS: Record<string, LeadField | 'subject'> = {};
const say = (field: LeadField | 'subject', ...names: string[]) => {
  for (const name of names) SYNONYMS[name] = field;
};
say('name', 'name', 'full_name', 'fullname', 'contact_name', 'lead_name', 'customer_name');
say('first_name', 'first_name', 'firstname', 'fname', 'first', 'given_name', 'forename');
say('last_name', 'last_name', 'lastname', 'lname', 'last', 'surname', 'family_name');
say('email', 'email', 'e_mail', 'email_address', 'emailaddress', 'mail', 'work_email');
say(
  'phone',
  'phone',
  'tel',
  'telephone',
  'mobile',
  'mobile_phone',
  'phone_number',
  'phonenumber',
  'mobile_number',
  'cell',
  'whatsapp',
  'contact_number',
);
say('company', 'company', 'company_name', 'organization', 'organisation', 'business', 'firm');
say('title', 'title', 'job_title', 'jobtitle', 'position', 'designation', 'role');
say(
  'message',
  'message',
  'comments',
  'comment',
  'enquiry',
  'inquiry',
  'notes',
  'details',
  'description',
  'requirements',
  'textarea',
);
say('subject', 'subject');
say('source', 'source', 'lead_source', 'leadsource');
say('page_url', 'page_url', 'source_url', 'url', 'referrer', 'referer', 'page', 'landing_page');
say('form_id', 'form_id', 'formid', 'form');

const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Gravity Forms' name field: `<id>.3` first, `<id>.6` last (`.2` prefix, `.8` suffix). */
const GRAVITY_SUB = /^\d+\.(\d+)$/;
const EMAIL_LIKE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_LIKE = /^\+?[\d\s().-]{7,20}$/;

/** One (name, value) pair a sender sent, flattened out of the shapes above. */
interface Pair {
  key: string;
  value: unknown;
}

const labelledValue = (entry: Raw): unknown =>
  entry.value !== undefined && entry.value !== '' ? entry.value : entry.raw_value;

/** The pairs of a sender's body, wherever the sender nests them. */
const pairsOf = (body: Raw): Pair[] => {
  const pairs: Pair[] = [];
  for (const [key, value] of Object.entries(body)) {
    if ((key === 'fields' || key === 'data') && isRecord(value)) {
      for (const [id, entry] of Object.entries(value)) {
        if (isRecord(entry)) {
          // Elementor's advanced data ({ id, title, value, raw_value }), WPForms ({ name, value }).
          const label = entry.title ?? entry.label ?? entry.name;
          const labelled = typeof label === 'string' && label.trim() ? label : id;
          pairs.push({ key: labelled, value: labelledValue(entry) });
          if (typeof entry.id === 'string' && entry.id !== labelled) {
            pairs.push({ key: entry.id, value: labelledValue(entry) });
          }
          // WPForms' name field also carries first and last.
          if (typeof entry.first === 'string')
            pairs.push({ key: 'first_name', value: entry.first });
          if (typeof entry.last === 'string') pairs.push({ key: 'last_name', value: entry.last });
        } else pairs.push({ key: id, value: entry });
      }
    } else if (key === 'form' && isRecord(value)) {
      if (value.id !== undefined) pairs.push({ key: 'form_id', value: value.id });
    } else if (key === 'meta' && isRecord(value)) {
      for (const [name, entry] of Object.entries(value)) {
        pairs.push({ key: name, value: isRecord(entry) ? entry.value : entry });
      }
    } else pairs.push({ key, value });
  }
  return pairs;
};

/** Numbers a sender sent as numbers (a phone from a spreadsheet) read as text; nothing else. */
const asText = (value: unknown): unknown =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : value;

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * The lead's fields as the sender gave them, before the lead schema checks them. The first pair
 * that names a field wins; a mapped field beats a guessed one. Values for the organization's
 * custom fields (a pair mapped to `cf.<key>`, or sent as `cf.<key>`) come as `customText`, by
 * key, to be read by their fields' types when the lead is saved.
 */
export const leadFieldsFrom = (body: unknown, mapping: FieldMapping = {}): Raw => {
  const record = Array.isArray(body) ? body[0] : body;
  if (!isRecord(record)) return {};
  const pairs = pairsOf(record);
  const mapped = new Map(Object.entries(mapping).map(([k, v]) => [normalizeKey(k), v]));
  const found: Partial<Record<LeadField | 'subject', unknown>> = {};
  const guessed = new Set<string>();
  const take = (field: LeadField | 'subject', value: unknown, guess: boolean) => {
    if (!present(value)) return;
    if (found[field] !== undefined && !(guessed.has(field) && !guess)) return;
    found[field] = asText(value);
    if (guess) guessed.add(field);
    else guessed.delete(field);
  };
  const unknownPairs: Pair[] = [];
  const customText: Record<string, string> = {};
  for (const pair of pairs) {
    const key = normalizeKey(pair.key);
    const named = pair.key.trim();
    const target =
      mapped.get(key) ??
      mapped.get(named.toLowerCase()) ??
      (isCustomColumn(named) ? named : undefined);
    if (target && isCustomColumn(target)) {
      const text = asText(pair.value);
      const custom = target.slice(3);
      if (typeof text === 'string' && text.trim() && !(custom in customText))
        customText[custom] = text.slice(0, 1000);
      else if (typeof text === 'boolean' && !(custom in customText))
        customText[custom] = text ? 'yes' : 'no';
    } else if (target) take(target, pair.value, false);
    else if (Object.hasOwn(SYNONYMS, key))
      take(SYNONYMS[key] as LeadField | 'subject', pair.value, true);
    else unknownPairs.push(pair);
  }
  for (const pair of unknownPairs) {
    const sub = GRAVITY_SUB.exec(pair.key.trim())?.[1];
    if (sub === '3') take('first_name', pair.value, true);
    else if (sub === '6') take('last_name', pair.value, true);
    else if (typeof pair.value === 'string') {
      const text = pair.value.trim();
      // Gravity Forms' numeric ids say nothing: an address or a number is recognisable anyway.
      if (/^\d+$/.test(pair.key.trim()) && EMAIL_LIKE.test(text)) take('email', text, true);
      else if (/^\d+$/.test(pair.key.trim()) && PHONE_LIKE.test(text)) take('phone', text, true);
    }
  }
  const { first_name: first, last_name: last, subject, ...fields } = found;
  if (!present(fields.name) && (present(first) || present(last))) {
    fields.name = [first, last]
      .filter((part) => typeof part === 'string' && part.trim())
      .map((part) => (part as string).trim())
      .join(' ');
    if (fields.name === '') fields.name = first ?? last;
  }
  if (typeof subject === 'string' && subject.trim()) {
    fields.message =
      typeof fields.message === 'string' && fields.message.trim()
        ? `${subject.trim()}\n\n${fields.message}`
        : subject.trim();
  }
  return Object.keys(customText).length ? { ...fields, customText } : fields;
};
