/**
 * A list's columns as a saved view and the address keep them (VIEW_COLUMNS in
 * shared/src/views/view.schema.ts): those the table can draw, in its order, one always there.
 */
export interface ViewColumnsSpec<C extends string> {
  /** Every column, in the table's order. */
  all: readonly C[];
  /** What the table shows when a view names none. */
  defaults: readonly C[];
  /** Always shown (the record's name or title). */
  fixed: C;
}

/**
 * Columns as a view or the address gives them (`columns=title,value`): known ones, in the table's
 * order, with the fixed one; none (or none known) means the default ones.
 */
export const readColumns = <C extends string>(
  spec: ViewColumnsSpec<C>,
  value: readonly string[] | string | null | undefined,
): C[] => {
  const given = (typeof value === 'string' ? value.split(',') : (value ?? [])).map((c) => c.trim());
  const known = spec.all.filter((column) => given.includes(column));
  if (known.length === 0) return [...spec.defaults];
  return known.includes(spec.fixed) ? known : [spec.fixed, ...known];
};

/** The address's `columns` value: nothing for the default columns. */
export const columnsParam = <C extends string>(
  spec: ViewColumnsSpec<C>,
  columns: readonly C[],
): string | null => {
  const shown = readColumns(spec, columns);
  const isDefault =
    shown.length === spec.defaults.length &&
    shown.every((column) => spec.defaults.includes(column));
  return isDefault ? null : shown.join(',');
};
