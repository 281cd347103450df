import { useCsvExport } from '../../../components/csv-export/use-csv-export';
import { collectPages } from '../../../lib/collect-pages';
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

/** Every deal the list shows for this search, filters and sort, page after page (bounded). */
export const fetchDealsForExport = (
  filter: DealsFilter,
  { signal, onProgress, maxPages = EXPORT_MAX_PAGES }: ExportDealsOptions = {},
) =>
  collectPages((cursor) => getDealsPage({ ...filter, cursor, limit: EXPORT_PAGE_SIZE, signal }), {
    maxPages,
    onProgress,
  });

/** The Export button: the CSV of exactly what the current search, filters and sort show. */
export const useDealsExport = (filter: DealsFilter) =>
  useCsvExport({
    collect: (options) => fetchDealsForExport(filter, options),
    buildCsv: buildDealsCsv,
    fileName: dealsCsvFileName,
    countLabel: dealCountLabel,
    noun: 'deals',
  });
