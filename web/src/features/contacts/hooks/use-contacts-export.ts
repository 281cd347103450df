import { CONTACT_PAGE_MAX } from '@salesflow/shared/contacts/contact-list.schema';
import { useCsvExport } from '../../../components/csv-export/use-csv-export';
import { collectPages } from '../../../lib/collect-pages';
import { type ContactsListInput, getContactsPage } from '../api/get-contacts';
import { contactCountLabel } from '../utils/contact-labels';
import { buildContactsCsv, contactsCsvFileName } from '../utils/contacts-csv';

/** One export reads at most this many pages of 200: 100,000 contacts. */
export const EXPORT_MAX_PAGES = 500;

/** The Export button: a CSV of every contact the list's search and filter match, page after page. */
export const useContactsExport = (list: ContactsListInput) =>
  useCsvExport({
    collect: ({ signal, onProgress }) =>
      collectPages(
        (cursor) => getContactsPage({ ...list, cursor, limit: CONTACT_PAGE_MAX, signal }),
        { maxPages: EXPORT_MAX_PAGES, onProgress },
      ),
    buildCsv: buildContactsCsv,
    fileName: contactsCsvFileName,
    countLabel: contactCountLabel,
    noun: 'contacts',
  });
