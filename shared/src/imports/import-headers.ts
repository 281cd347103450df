/**
 * Which contact field a column of an uploaded file holds, guessed from its header as HubSpot,
 * Pipedrive, Zoho, Salesforce, Google Contacts, Outlook and Excel write them. The user sees the
 * guess in the mapping step and may change any column (to a field or to "ignore").
 */
export const IMPORT_TARGETS = [
  'name',
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'title',
  'source',
  'status',
  'notes',
  'ignore',
] as const;
export type ImportTarget = (typeof IMPORT_TARGETS)[number];

/** A column for one of the organization's contact custom fields: `cf.<key>`. */
export type CustomColumn = `cf.${string}`;
/** What a column of the file holds: a contact field, a custom field, or nothing ("ignore"). */
export type ImportColumn = ImportTarget | CustomColumn;
export const CUSTOM_COLUMN = /^cf\.[a-z][a-z0-9_]{0,39}$/;
export const isCustomColumn = (column: string): column is CustomColumn =>
  CUSTOM_COLUMN.test(column);
/** A custom field as the mapping step knows it. */
export interface CustomColumnField {
  key: string;
  label: string;
}

/** What the mapping step shows for each target. */
export const IMPORT_TARGET_LABELS: Record<ImportTarget, string> = {
  name: 'Name',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  title: 'Title',
  source: 'Source',
  status: 'Status',
  notes: 'Notes',
  ignore: 'Ignore',
};

/** "E-mail 1 - Value" → "e mail 1 value": case, punctuation and spacing do not matter. */
export const normaliseHeader = (header: string): string =>
  header
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Known headers, best first within a field: when a file has both "Mobile Phone" and "Home
 * Phone", the mobile wins; Outlook's "Title" (Mr., Ms.) loses to its "Job Title".
 */
const ALIASES: Record<Exclude<ImportTarget, 'ignore'>, readonly string[]> = {
  name: ['name', 'full name', 'contact name', 'person name', 'lead name', 'display name'],
  firstName: ['first name', 'given name', 'person first name', 'first'],
  lastName: ['last name', 'family name', 'surname', 'person last name', 'last'],
  email: [
    'email',
    'email address',
    'e mail',
    'e mail address',
    'e mail 1 value',
    'email 1',
    'email 1 value',
    'person email work',
    'person email',
    'work email',
    'primary email',
    'business email',
    'e mail 2 address',
    'person email home',
    'person email other',
    'personal email',
  ],
  phone: [
    'mobile phone',
    'mobile',
    'mobile phone number',
    'mobile number',
    'person phone mobile',
    'phone',
    'phone number',
    'phone 1 value',
    'primary phone',
    'person phone work',
    'person phone',
    'business phone',
    'work phone',
    'telephone',
    'home phone',
    'person phone home',
    'other phone',
  ],
  company: [
    'company',
    'company name',
    'organization 1 name',
    'organization name',
    'organisation name',
    'account name',
    'company account',
    'person organization',
    'organization',
    'organisation',
    'account',
  ],
  title: [
    'job title',
    'organization 1 title',
    'organization title',
    'designation',
    'position',
    'person job title',
    'title',
  ],
  source: ['lead source', 'source', 'original source', 'contact source'],
  status: ['status'],
  notes: ['notes', 'note', 'description', 'comments', 'comment', 'message', 'person notes'],
};

const RANK = new Map<string, { target: ImportTarget; rank: number }>();
for (const [target, names] of Object.entries(ALIASES)) {
  names.forEach((name, rank) => {
    if (!RANK.has(name)) RANK.set(name, { target: target as ImportTarget, rank });
  });
}

/** The field a header names on its own, or "ignore". */
export const guessColumn = (header: string): ImportTarget =>
  RANK.get(normaliseHeader(header))?.target ?? 'ignore';

/**
 * A target for each column: each field goes to its best-ranked column (the first of equals);
 * every other column is ignored. A full name column makes first and last name columns ignored.
 * A column headed by a contact custom field's label or key (and not a field of ours) holds that
 * custom field, each field once.
 */
export const guessMapping = (
  headers: readonly string[],
  customFields: readonly CustomColumnField[] = [],
): ImportColumn[] => {
  const best = new Map<ImportTarget, { index: number; rank: number }>();
  headers.forEach((header, index) => {
    const known = RANK.get(normaliseHeader(header));
    if (!known) return;
    const held = best.get(known.target);
    if (!held || known.rank < held.rank) best.set(known.target, { index, rank: known.rank });
  });
  if (best.has('name')) {
    best.delete('firstName');
    best.delete('lastName');
  }
  const mapping: ImportColumn[] = headers.map(() => 'ignore');
  for (const [target, { index }] of best) mapping[index] = target;
  const unused = new Map<string, string>();
  for (const field of customFields) {
    for (const name of [field.label, field.key]) {
      const normal = normaliseHeader(name);
      if (normal && !unused.has(normal)) unused.set(normal, field.key);
    }
  }
  headers.forEach((header, index) => {
    const key = unused.get(normaliseHeader(header));
    if (mapping[index] !== 'ignore' || RANK.has(normaliseHeader(header)) || !key) return;
    if (mapping.includes(`cf.${key}`)) return;
    mapping[index] = `cf.${key}`;
  });
  return mapping;
};

/**
 * Why a mapping cannot be imported (the mapping step shows it), or null. `labels` names the
 * custom fields (by key) for the message.
 */
export const mappingProblem = (
  mapping: readonly ImportColumn[],
  labels: Readonly<Record<string, string>> = {},
): string | null => {
  const has = (target: ImportTarget) => mapping.includes(target);
  if (!has('email')) return 'Choose the column that holds the email';
  if (!has('name') && !has('firstName') && !has('lastName')) {
    return 'Choose the column that holds the name (or the first and last name)';
  }
  const repeated = IMPORT_TARGETS.find(
    (target) => target !== 'ignore' && mapping.filter((t) => t === target).length > 1,
  );
  if (repeated) return `Only one column can be ${IMPORT_TARGET_LABELS[repeated]}`;
  const custom = mapping.find(
    (column, i) => isCustomColumn(column) && mapping.indexOf(column) !== i,
  );
  if (custom) {
    const key = custom.slice(3);
    return `Only one column can be ${labels[key] ?? key}`;
  }
  return null;
};

/** Whether the user should look at the mapping before the import starts. */
export const needsMappingStep = (headers: readonly string[], mapping: readonly ImportColumn[]) =>
  mappingProblem(mapping) !== null || headers.some((_, i) => mapping[i] === 'ignore');
