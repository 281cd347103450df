import { CUSTOM_COLUMN_WIDTH } from '../../../components/custom-fields/custom-column-cell';
import type { CustomColumn } from '../../../components/saved-views/view-columns';

/**
 * The contacts table's columns (document 1: Contact, Company, Phone, Score, Status, Source,
 * Actions; Assigned to with a team), chosen by the width the table has: each is drawn at most
 * its width below (longer text ends in an ellipsis), and when they do not all fit, the ones a
 * salesperson needs least at a glance are left out, so none hides under the pinned Actions. The
 * contact's detail (its name opens it) shows every field.
 */
export const CONTACT_COLUMNS = [
  'Contact',
  'Company',
  'Phone',
  'Score',
  'Status',
  'Assigned to',
  'Source',
  'Created',
  'Last contacted',
  'Tags',
  'Actions',
] as const;
export type ContactColumn = (typeof CONTACT_COLUMNS)[number];

/** Any column the table draws: its own, or a custom field's. */
export type TableColumn = ContactColumn | CustomColumn;

export const isCustomColumn = (column: string): column is CustomColumn => column.startsWith('cf.');

const widthOf = (column: TableColumn) =>
  isCustomColumn(column) ? CUSTOM_COLUMN_WIDTH : CONTACT_COLUMN_WIDTHS[column];

/** The widest each column is drawn, padding included, in px. */
export const CONTACT_COLUMN_WIDTHS: Record<ContactColumn, number> = {
  Contact: 200,
  Company: 170,
  Phone: 150,
  Score: 120,
  Status: 90,
  'Assigned to': 130,
  Source: 120,
  Created: 120,
  'Last contacted': 140,
  Tags: 160,
  Actions: 150,
};

/** The columns a list shows unless its view says otherwise: those it has always shown. */
export const DEFAULT_TABLE_COLUMNS: readonly ContactColumn[] = [
  'Contact',
  'Company',
  'Phone',
  'Score',
  'Status',
  'Assigned to',
  'Source',
  'Actions',
];

/** The tick-box column, when rows can be selected. */
export const SELECT_COLUMN_WIDTH = 44;

/**
 * Kept first: the columns in the order they are given room. Document 1's come before the team's
 * Assigned to, but for Source, which a salesperson looks at least.
 */
const KEPT_FIRST: readonly ContactColumn[] = [
  'Contact',
  'Actions',
  'Status',
  'Score',
  // Shown only when a view asks for them, so before the columns every list has.
  'Created',
  'Last contacted',
  'Tags',
  'Company',
  'Phone',
  'Assigned to',
  'Source',
];

/**
 * The columns shown, in the table's order, for `width` px (null: not measured, all of them).
 * Columns are given room in the order above until one does not fit; those after it are left
 * out too, so a narrow column never jumps ahead of a wider one that matters more. `chosen` are
 * the columns the view asks for (contact-view-columns.ts); the contact and actions always show.
 * Custom fields' columns, in the order chosen, come last before the actions, and are given room
 * after the view's other chosen columns (they too are only there when asked for).
 */
export const contactColumnsFor = (
  width: number | null,
  options: { assignee: boolean; selection: boolean; chosen?: readonly TableColumn[] },
): TableColumn[] => {
  const chosen = options.chosen ?? DEFAULT_TABLE_COLUMNS;
  const custom = chosen.filter(isCustomColumn);
  const wanted = CONTACT_COLUMNS.flatMap((column): TableColumn[] => {
    if (column === 'Actions') return [...custom, column];
    const shown =
      (column === 'Contact' || chosen.includes(column)) &&
      (options.assignee || column !== 'Assigned to');
    return shown ? [column] : [];
  });
  if (width === null) return wanted;
  let used = options.selection ? SELECT_COLUMN_WIDTH : 0;
  const shown = new Set<TableColumn>();
  const byRoom = KEPT_FIRST.flatMap((column) => (column === 'Tags' ? [column, ...custom] : column));
  for (const column of byRoom) {
    if (!wanted.includes(column)) continue;
    used += widthOf(column);
    // The contact, its actions and its status are always there, however narrow.
    if (used > width && shown.size >= 3) break;
    shown.add(column);
  }
  return wanted.filter((column) => shown.has(column));
};
