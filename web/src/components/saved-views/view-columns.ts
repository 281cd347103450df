import { CUSTOM_FIELD_KEY } from '@salesflow/shared/custom-fields/custom-field';

/** A custom field's column, by its key (`cf.industry`), headed by the field's label. */
export type CustomColumn = `cf.${string}`;

/** A custom field's column (`cf.<key>`, the key by the fields' own rule). */
export const isCustomViewColumn = (column: string): column is CustomColumn =>
  column.startsWith('cf.') && CUSTOM_FIELD_KEY.test(column.slice(3));

export const customColumnOf = (key: string): CustomColumn => `cf.${key}`;

/** The custom fields' keys among a view's columns, in order. */
export const customColumnKeys = (columns: readonly string[]): string[] =>
  columns.filter(isCustomViewColumn).map((column) => column.slice(3));

/**
 * A list's columns as a saved view and the address keep them (VIEW_COLUMNS in
 * shared/src/views/view.schema.ts): those the table can draw, in its order, one always there, and
 * custom fields' (`cf.<key>`).
 */
export interface ViewColumnsSpec<C extends string> {
  /** Every column of the list's own, in the table's order. */
  all: readonly C[];
  /** What the table shows when a view names none. */
  defaults: readonly C[];
  /** Always shown (the record's name or title). */
  fixed: C;
}

/**
 * Columns as a view or the address gives them (`columns=title,value,cf.region`): known ones, in
 * the table's order, then custom fields' in the order given, with the fixed one; none (or none
 * known) means the default ones.
 */
export const readColumns = <C extends string>(
  spec: ViewColumnsSpec<C>,
  value: readonly string[] | string | null | undefined,
): (C | CustomColumn)[] => {
  const given = (typeof value === 'string' ? value.split(',') : (value ?? [])).map((c) => c.trim());
  const own = spec.all.filter((column) => given.includes(column));
  const custom = [...new Set(given.filter(isCustomViewColumn))];
  const known: (C | CustomColumn)[] = [...own, ...custom];
  if (known.length === 0) return [...spec.defaults];
  return own.includes(spec.fixed) ? known : [spec.fixed, ...known];
};

/** The address's `columns` value: nothing for the default columns. */
export const columnsParam = <C extends string>(
  spec: ViewColumnsSpec<C>,
  columns: readonly (C | CustomColumn)[],
): string | null => {
  const shown = readColumns(spec, columns);
  const isDefault =
    shown.length === spec.defaults.length &&
    shown.every((column) => (spec.defaults as readonly string[]).includes(column));
  return isDefault ? null : shown.join(',');
};
