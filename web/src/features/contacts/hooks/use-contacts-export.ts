import { CONTACT_PAGE_MAX } from '@salesflow/shared/contacts/contact-list.schema';
import type { CustomField } from '@salesflow/shared/custom-fields/custom-field';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useCsvExport } from '../../../components/csv-export/use-csv-export';
import { customFieldsQueryOptions } from '../../../components/custom-fields/custom-fields-api';
import { collectPages } from '../../../lib/collect-pages';
import { type ContactsListInput, getContactsPage } from '../api/get-contacts';
import { contactCountLabel } from '../utils/contact-labels';
import { buildContactsCsv, contactsCsvFileName } from '../utils/contacts-csv';

/** One export reads at most this many pages of 200: 100,000 contacts. */
export const EXPORT_MAX_PAGES = 500;

/**
 * The Export button: a CSV of every contact the list's search and filter match, page after page,
 * with a column per custom field (the organization's, in the order made).
 */
export const useContactsExport = (list: ContactsListInput) => {
  const queryClient = useQueryClient();
  // The fields are read when an export starts, not with the screen.
  const fields = useRef<CustomField[]>([]);
  return useCsvExport({
    collect: async ({ signal, onProgress }) => {
      const all = await queryClient.fetchQuery(customFieldsQueryOptions());
      fields.current = all.filter((field) => field.entity === 'contact');
      return collectPages(
        (cursor) => getContactsPage({ ...list, cursor, limit: CONTACT_PAGE_MAX, signal }),
        { maxPages: EXPORT_MAX_PAGES, onProgress },
      );
    },
    buildCsv: (contacts) => buildContactsCsv(contacts, fields.current),
    fileName: contactsCsvFileName,
    countLabel: contactCountLabel,
    noun: 'contacts',
  });
};
