import { CONTACT_PAGE_MAX } from '@salesflow/shared/contacts/contact.schema';
import { localIsoDate } from '@salesflow/shared/dates/format-date';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { collectPages } from '../../../lib/collect-pages';
import { downloadTextFile } from '../../../lib/download-file';
import { getContactsPage } from '../api/get-contacts';
import { contactCountLabel } from '../utils/contact-labels';
import { buildContactsCsv, contactsCsvFileName } from '../utils/contacts-csv';

/** One export reads at most this many pages of 200: 100,000 contacts. */
export const EXPORT_MAX_PAGES = 500;

/** The Export button: a CSV of every contact the current search matches, page after page. */
export const useContactsExport = (search: string) => {
  const toast = useToast();
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const exportCsv = async () => {
    if (controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    setProgress(0);
    try {
      const { items, complete } = await collectPages(
        (cursor) =>
          getContactsPage({ search, cursor, limit: CONTACT_PAGE_MAX, signal: abort.signal }),
        { maxPages: EXPORT_MAX_PAGES, onProgress: setProgress },
      );
      downloadTextFile(buildContactsCsv(items), contactsCsvFileName(localIsoDate(new Date())));
      toast({
        title: 'Export Complete',
        description: complete
          ? `Exported ${contactCountLabel(items.length)}.`
          : `Exported the first ${contactCountLabel(items.length)}.`,
        variant: 'success',
      });
    } catch {
      if (!abort.signal.aborted) {
        toast({ title: 'Error', description: 'Failed to export contacts.', variant: 'error' });
      }
    } finally {
      controller.current = null;
      setProgress(null);
    }
  };

  return { exportCsv, exporting: progress !== null, progress };
};
