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

/** The CSV file's text: UTF-8 byte order mark, a header row, one row per deal, formulas escaped. */
export const buildDealsCsv = (deals: readonly Deal[]): string => toCsv(DEAL_CSV_COLUMNS, deals);

/** `deals-2026-11-22.csv` */
export const dealsCsvFileName = (date: string): string => `deals-${date}.csv`;
