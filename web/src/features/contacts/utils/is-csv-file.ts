/** Excel on Windows registers .csv as this type, so browsers there report it for CSV files. */
const WINDOWS_CSV_TYPE = 'application/vnd.ms-excel';

/**
 * Whether an uploaded file may be read as CSV: its type is text/csv. A file named .csv also passes
 * when the browser reports Windows' Excel type for it, or no type at all (no application claims
 * .csv on that machine); the server checks the content either way.
 */
export const isCsvFile = (file: Pick<File, 'name' | 'type'>): boolean =>
  file.type === 'text/csv' ||
  ((file.type === '' || file.type === WINDOWS_CSV_TYPE) &&
    file.name.toLowerCase().endsWith('.csv'));
