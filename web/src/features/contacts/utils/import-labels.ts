import type { ImportResult } from '@salesflow/shared/contacts/contact-import';
import type { ImportPreview } from '@salesflow/shared/imports/import-job';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * The "Import Successful" toast: "Successfully imported 12 leads", then the leads held for room
 * on the plan and ", 3 failed" when there are any.
 */
export const importSummary = ({
  success,
  failed,
  held = 0,
}: Pick<ImportResult, 'success' | 'failed' | 'held'>) =>
  [
    `Successfully imported ${count(success)} leads`,
    held > 0 ? `${count(held)} held (no room on your plan)` : null,
    failed > 0 ? `${count(failed)} failed` : null,
  ]
    .filter(Boolean)
    .join(', ');

/**
 * Before a file's import starts: how many of its leads will be held when it has more rows than the
 * plan has room for ("up to": rows that fail or are duplicates take no room). Null when it fits.
 */
export const roomWarning = ({ rows, room }: Pick<ImportPreview, 'rows' | 'room'>) => {
  if (typeof rows !== 'number' || typeof room !== 'number' || rows <= room) return null;
  if (room === 0) {
    return `Your plan has no room for more contacts: the ${count(rows)} leads in this file will be held, and become contacts as soon as there is room.`;
  }
  return `This file has ${count(rows)} leads and your plan has room for ${count(room)} more contacts: up to ${count(rows - room)} will be held, and become contacts as soon as there is room.`;
};

/** Below the import text: how many leads it holds. */
export const leadCountLabel = (count: number) =>
  count === 1 ? '1 lead to import' : `${count.toLocaleString('en-US')} leads to import`;
