import type { CustomField } from '@salesflow/shared/custom-fields/custom-field';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useCsvExport } from '../../../components/csv-export/use-csv-export';
import { customFieldsQueryOptions } from '../../../components/custom-fields/custom-fields-api';
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

/**
 * The Export button: the CSV of exactly what the current search, filters and sort show, with a
 * column per deal custom field (read when the export starts, not with the screen).
 */
export const useDealsExport = (filter: DealsFilter) => {
  const queryClient = useQueryClient();
  const fields = useRef<CustomField[]>([]);
  return useCsvExport({
    collect: async (options) => {
      const all = await queryClient.fetchQuery(customFieldsQueryOptions());
      fields.current = all.filter((field) => field.entity === 'deal');
      return fetchDealsForExport(filter, options);
    },
    buildCsv: (deals) => buildDealsCsv(deals, fields.current),
    fileName: dealsCsvFileName,
    countLabel: dealCountLabel,
    noun: 'deals',
  });
};
