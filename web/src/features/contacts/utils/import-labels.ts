import type { ImportResult } from '@salesflow/shared/contacts/contact-import';

/** The "Import Successful" toast: "Successfully imported 12 leads", ", 3 failed" when some did. */
export const importSummary = ({ success, failed }: Pick<ImportResult, 'success' | 'failed'>) => {
  const imported = `Successfully imported ${success.toLocaleString('en-US')} leads`;
  return failed > 0 ? `${imported}, ${failed.toLocaleString('en-US')} failed` : imported;
};

/** Below the import text: how many leads it holds. */
export const leadCountLabel = (count: number) =>
  count === 1 ? '1 lead to import' : `${count.toLocaleString('en-US')} leads to import`;
