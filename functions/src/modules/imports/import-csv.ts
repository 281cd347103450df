import { IMPORT_JOB_MAX_ROWS } from '@salesflow/shared/imports/import-job';
import { CsvError, parse } from 'csv-parse';
import { readUploadStream, UploadMissingError } from '../../platform/storage/uploads';

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

/**
 * The rows under the header of the uploaded file, counted as the file worker will read them (a
 * quoted line break stays in its row). Null when the file cannot be read whole (not CSV, not
 * there): the import says why when it runs. Past the import's limit it stops counting.
 */
export const countImportRows = async (
  objectKey: string,
  delimiter: string,
): Promise<number | null> => {
  let stream: Awaited<ReturnType<typeof readUploadStream>>['stream'];
  try {
    ({ stream } = await readUploadStream(objectKey));
  } catch (error) {
    if (error instanceof UploadMissingError) return null;
    throw error;
  }
  let records = 0;
  try {
    for await (const _ of stream.pipe(parse(csvOptions(delimiter)))) {
      records += 1;
      if (records > IMPORT_JOB_MAX_ROWS + 1) break;
    }
  } catch (error) {
    if (error instanceof CsvError) return null;
    throw error;
  } finally {
    stream.destroy();
  }
  return Math.max(records - 1, 0);
};
