/** The export's columns and file name: shared with the server's bulk export job. */
export {
  buildContactsCsv,
  CONTACT_CSV_COLUMNS,
  contactsCsvFileName,
} from '@salesflow/shared/contacts/contacts-csv';
