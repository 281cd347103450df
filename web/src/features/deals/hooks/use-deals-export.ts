import { localIsoDate } from '@salesflow/shared/dates/format-date';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { collectPages } from '../../../lib/collect-pages';
import { downloadTextFile } from '../../../lib/download-file';
import { type DealsFilter, getDealsPage } from '../api/get-deals';
import { dealCountLabel } from '../utils/deal-labels';
import { buildDealsCsv, dealsCsvFileName } from '../utils/deals-csv';

/** The largest page the API gives, and how many of them one export reads at most (50,000 deals). */
export const EXPORT_PAGE_SIZE = 200;
export const EXPORT_MAX_PAGES = 250;

export interface ExportDealsOptions {
  signal?: AbortSignal;
  onProgress?: (loaded: number) => void;
  maxPages?: number;
}

/** Every deal the list shows for this search and stage, page after page (bounded). */
export const fetchDealsForExport = (
  filter: DealsFilter,
  { signal, onProgress, maxPages = EXPORT_MAX_PAGES }: ExportDealsOptions = {},
) =>
  collectPages((cursor) => getDealsPage({ ...filter, cursor, limit: EXPORT_PAGE_SIZE, signal }), {
    maxPages,
    onProgress,
  });

/** The Export button: the CSV of exactly what the current search and stage filter show. */
export const useDealsExport = (filter: DealsFilter) => {
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
      const { items, complete } = await fetchDealsForExport(filter, {
        signal: abort.signal,
        onProgress: setProgress,
      });
      downloadTextFile(buildDealsCsv(items), dealsCsvFileName(localIsoDate(new Date())));
      toast({
        title: 'Export Complete',
        description: complete
          ? `Exported ${dealCountLabel(items.length)}.`
          : `Exported the first ${dealCountLabel(items.length)}.`,
        variant: 'success',
      });
    } catch {
      if (!abort.signal.aborted) {
        toast({ title: 'Error', description: 'Failed to export deals.', variant: 'error' });
      }
    } finally {
      controller.current = null;
      setProgress(null);
    }
  };

  return { exportCsv, exporting: progress !== null, progress };
};
