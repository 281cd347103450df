/** What csv-parse reads a file with: its delimiter, BOM dropped, quotes and line breaks in cells. */
export const csvOptions = (delimiter: string) => ({
  delimiter,
  bom: true,
  relax_column_count: true,
  relax_quotes: true,
  skip_empty_lines: true,
  skip_records_with_empty_values: true,
  max_record_size: 1_000_000,
});
