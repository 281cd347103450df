import {
  type CustomColumn,
  columnsParam,
  isCustomViewColumn,
  readColumns,
  type ViewColumnsSpec,
} from '../../../components/saved-views/view-columns';
import type { ContactColumn, TableColumn } from './contact-columns';

/**
 * The columns a saved view keeps (VIEW_COLUMNS.contacts in shared/src/views/view.schema.ts), those
 * the table can draw, and custom fields' (`cf.<key>`). The name is always shown; the email is the
 * line under it.
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
export type FixedViewColumn = (typeof CONTACT_VIEW_COLUMNS)[number];
export type ContactViewColumn = FixedViewColumn | CustomColumn;

/** What the table showed before views: its columns when a view names none. */
export const DEFAULT_VIEW_COLUMNS: readonly FixedViewColumn[] = [
  'name',
  'email',
  'phone',
  'company',
  'status',
  'score',
  'source',
  'assignedTo',
];

export const VIEW_COLUMN_LABELS: Record<FixedViewColumn, string> = {
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
const TABLE_COLUMN: Record<FixedViewColumn, ContactColumn | null> = {
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

/**
 * The table's columns of a view's: a custom field's only while the field exists (`customKeys`,
 * the keys of the organization's contact fields; none until they are read).
 */
export const tableColumnsOf = (
  columns: readonly ContactViewColumn[],
  customKeys: readonly string[] = [],
): TableColumn[] =>
  columns.flatMap((column): TableColumn[] => {
    if (isCustomViewColumn(column)) return customKeys.includes(column.slice(3)) ? [column] : [];
    const table = TABLE_COLUMN[column as FixedViewColumn];
    return table ? [table] : [];
  });

const SPEC: ViewColumnsSpec<FixedViewColumn> = {
  all: CONTACT_VIEW_COLUMNS,
  defaults: DEFAULT_VIEW_COLUMNS,
  fixed: 'name',
};

/**
 * Columns as a view or the address gives them (`columns=name,score,cf.region`): known ones, in the
 * table's order, then custom fields' in the order given, with the name; none (or none known)
 * means the default ones.
 */
export const readViewColumns = (
  value: readonly string[] | string | null | undefined,
): ContactViewColumn[] => readColumns(SPEC, value);

/** The address's `columns` value: nothing for the default columns. */
export const viewColumnsParam = (columns: readonly ContactViewColumn[]): string | null =>
  columnsParam(SPEC, columns);
