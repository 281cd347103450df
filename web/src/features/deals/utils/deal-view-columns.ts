import {
  type CustomColumn,
  columnsParam,
  isCustomViewColumn,
  readColumns,
  type ViewColumnsSpec,
} from '../../../components/saved-views/view-columns';

/**
 * The columns a saved view of deals keeps (VIEW_COLUMNS.deals in shared/src/views/view.schema.ts),
 * in the table's order, and deal custom fields' (`cf.<key>`). The title is always shown; the tags
 * are chips under it.
 */
export const DEAL_VIEW_COLUMNS = [
  'title',
  'contact',
  'value',
  'stage',
  'probability',
  'expectedCloseDate',
  'assignedTo',
  'createdAt',
  'tags',
] as const;
export type DealOwnColumn = (typeof DEAL_VIEW_COLUMNS)[number];
export type DealViewColumn = DealOwnColumn | CustomColumn;

/** What the table showed before views: its columns when a view names none. */
export const DEFAULT_DEAL_VIEW_COLUMNS: readonly DealOwnColumn[] = [
  'title',
  'contact',
  'value',
  'stage',
  'probability',
  'expectedCloseDate',
  'tags',
];

/** The column chooser's names: the table's headers. */
export const DEAL_VIEW_COLUMN_LABELS: Record<DealOwnColumn, string> = {
  title: 'Deal',
  contact: 'Contact',
  value: 'Value',
  stage: 'Stage',
  probability: 'Probability',
  expectedCloseDate: 'Close Date',
  assignedTo: 'Assigned to',
  createdAt: 'Created',
  tags: 'Tags',
};

const SPEC: ViewColumnsSpec<DealOwnColumn> = {
  all: DEAL_VIEW_COLUMNS,
  defaults: DEFAULT_DEAL_VIEW_COLUMNS,
  fixed: 'title',
};

/**
 * Columns as a view or the address (`columns=title,value,cf.region`) gives them, custom fields'
 * after the deal's own; none: the default ones.
 */
export const readDealViewColumns = (
  value: readonly string[] | string | null | undefined,
): DealViewColumn[] => readColumns(SPEC, value);

/** The address's `columns` value: nothing for the default columns. */
export const dealViewColumnsParam = (columns: readonly DealViewColumn[]) =>
  columnsParam(SPEC, columns);

export type DealTableColumn =
  | 'Deal'
  | 'Contact'
  | 'Value'
  | 'Stage'
  | 'Probability'
  | 'Close Date'
  | 'Assigned to'
  | 'Created'
  | 'Actions';

/** The table's column of each view column; the tags have none of their own. */
const TABLE_COLUMN: Record<DealOwnColumn, DealTableColumn | null> = {
  title: 'Deal',
  contact: 'Contact',
  value: 'Value',
  stage: 'Stage',
  probability: 'Probability',
  expectedCloseDate: 'Close Date',
  assignedTo: 'Assigned to',
  createdAt: 'Created',
  tags: null,
};

/**
 * The table's columns for a view's, then Actions; Assigned to only where the app can name whoever
 * holds a deal's lead; a custom field's only while the field exists (`customKeys`, the keys of the
 * organization's deal fields; none until they are read), after the deal's own columns.
 */
export const dealTableColumnsOf = (
  columns: readonly DealViewColumn[],
  { assignee, customKeys = [] }: { assignee: boolean; customKeys?: readonly string[] },
): (DealTableColumn | CustomColumn)[] => {
  const shown = readDealViewColumns(columns);
  const own = shown.flatMap((column): DealTableColumn[] => {
    if (isCustomViewColumn(column)) return [];
    const table = TABLE_COLUMN[column];
    return table && (assignee || table !== 'Assigned to') ? [table] : [];
  });
  const custom = shown.filter(
    (column): column is CustomColumn =>
      isCustomViewColumn(column) && customKeys.includes(column.slice(3)),
  );
  return [...own, ...custom, 'Actions'];
};
