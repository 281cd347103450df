import type { ContactColumn } from './contact-columns';

/**
 * The columns a saved view keeps (VIEW_COLUMNS.contacts in shared/src/views/view.schema.ts), those
 * the table can draw. The name is always shown; the email is the line under it.
 */
export const CONTACT_VIEW_COLUMNS = [
  'name',
  'email',
  'phone',
  'company',
  'status',
  'score',
  'source',
  'assignedTo',
  'lastContactedAt',
  'createdAt',
  'tags',
] as const;
export type ContactViewColumn = (typeof CONTACT_VIEW_COLUMNS)[number];

/** What the table showed before views: its columns when a view names none. */
export const DEFAULT_VIEW_COLUMNS: readonly ContactViewColumn[] = [
  'name',
  'email',
  'phone',
  'company',
  'status',
  'score',
  'source',
  'assignedTo',
];

export const VIEW_COLUMN_LABELS: Record<ContactViewColumn, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  status: 'Status',
  score: 'Score',
  source: 'Source',
  assignedTo: 'Assigned to',
  lastContactedAt: 'Last contacted',
  createdAt: 'Created',
  tags: 'Tags',
};

/** The table's column of each view column; the email has none of its own. */
const TABLE_COLUMN: Record<ContactViewColumn, ContactColumn | null> = {
  name: 'Contact',
  email: null,
  phone: 'Phone',
  company: 'Company',
  status: 'Status',
  score: 'Score',
  source: 'Source',
  assignedTo: 'Assigned to',
  lastContactedAt: 'Last contacted',
  createdAt: 'Created',
  tags: 'Tags',
};

export const tableColumnsOf = (columns: readonly ContactViewColumn[]): ContactColumn[] =>
  columns.flatMap((column) => {
    const table = TABLE_COLUMN[column];
    return table ? [table] : [];
  });

/**
 * Columns as a view or the address gives them (`columns=name,score`): known ones, in the
 * table's order, with the name; none (or none known) means the default ones.
 */
export const readViewColumns = (
  value: readonly string[] | string | null | undefined,
): ContactViewColumn[] => {
  const given = (typeof value === 'string' ? value.split(',') : (value ?? [])).map((c) => c.trim());
  const known = CONTACT_VIEW_COLUMNS.filter((column) => given.includes(column));
  if (known.length === 0) return [...DEFAULT_VIEW_COLUMNS];
  return known.includes('name') ? known : ['name', ...known];
};

/** The address's `columns` value: nothing for the default columns. */
export const viewColumnsParam = (columns: readonly ContactViewColumn[]): string | null => {
  const shown = readViewColumns(columns);
  const isDefault =
    shown.length === DEFAULT_VIEW_COLUMNS.length &&
    shown.every((column) => DEFAULT_VIEW_COLUMNS.includes(column));
  return isDefault ? null : shown.join(',');
};
