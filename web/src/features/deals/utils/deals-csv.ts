import type { CsvCustomColumn } from '@salesflow/shared/contacts/contacts-csv';
import { type CsvColumn, toCsv } from '@salesflow/shared/csv/csv';
import type { Deal } from '@salesflow/shared/deals/deal.schema';
import { stageLabel } from './deal-labels';

/** The export's columns; money stays the exact decimal string so a spreadsheet can sum it. */
export const DEAL_CSV_COLUMNS: CsvColumn<Deal>[] = [
  { header: 'Title', value: (d) => d.title },
  { header: 'Description', value: (d) => d.description },
  { header: 'Contact', value: (d) => d.contactName },
  { header: 'Company', value: (d) => d.contactCompany },
  { header: 'Value', value: (d) => d.value },
  { header: 'Stage', value: (d) => stageLabel(d.stage) },
  { header: 'Probability', value: (d) => d.probability },
  { header: 'Expected Close Date', value: (d) => d.expectedCloseDate },
  { header: 'Created', value: (d) => d.createdAt },
];

/**
 * The CSV file's text: UTF-8 byte order mark, a header row, one row per deal, formulas escaped;
 * after the deal's own columns, one per deal custom field (its label heads it), in the order made.
 */
export const buildDealsCsv = (
  deals: readonly Deal[],
  custom: readonly CsvCustomColumn[] = [],
): string =>
  toCsv(
    [
      ...DEAL_CSV_COLUMNS,
      ...custom.map((column) => ({
        header: column.label,
        value: (deal: Deal) => deal.customFields?.[column.key] ?? '',
      })),
    ],
    deals,
  );

/** `deals-2026-11-22.csv` */
export const dealsCsvFileName = (date: string): string => `deals-${date}.csv`;
