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
 */
export const guessMapping = (headers: readonly string[]): ImportTarget[] => {
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
  const mapping: ImportTarget[] = headers.map(() => 'ignore');
  for (const [target, { index }] of best) mapping[index] = target;
  return mapping;
};

/** Why a mapping cannot be imported (the mapping step shows it), or null. */
export const mappingProblem = (mapping: readonly ImportTarget[]): string | null => {
  const has = (target: ImportTarget) => mapping.includes(target);
  if (!has('email')) return 'Choose the column that holds the email';
  if (!has('name') && !has('firstName') && !has('lastName')) {
    return 'Choose the column that holds the name (or the first and last name)';
  }
  const repeated = IMPORT_TARGETS.find(
    (target) => target !== 'ignore' && mapping.filter((t) => t === target).length > 1,
  );
  if (repeated) return `Only one column can be ${IMPORT_TARGET_LABELS[repeated]}`;
  return null;
};

/** Whether the user should look at the mapping before the import starts. */
export const needsMappingStep = (headers: readonly string[], mapping: readonly ImportTarget[]) =>
  mappingProblem(mapping) !== null || headers.some((_, i) => mapping[i] === 'ignore');
