import type { DndNumber } from '@salesflow/shared/calls/dnd-numbers';
import { batchGetItems, batchWriteItems } from '../../platform/data/batch';
import { decodeCursor, encodeCursor } from '../../platform/data/cursor';
import { readItem, readPage } from '../../platform/data/read';
import { commit, deleteWrite } from '../../platform/data/unit-of-work';
import {
  DND_PARTITION,
  dndNumberKey,
  fromDndNumberItem,
  NUMBER_PREFIX,
  SCRUB_PREFIX,
  toDndNumberItem,
  toScrubItem,
} from './dnd-number.entity';

/** The saved entries of these numbers (absent ones are not in the answer). */
export const readDndNumbers = async (
  organizationId: string,
  numbers: readonly string[],
): Promise<Map<string, DndNumber>> => {
  const items = await batchGetItems(numbers.map((n) => dndNumberKey(organizationId, n)));
  const found = new Map<string, DndNumber>();
  for (const item of items) {
    const entry = fromDndNumberItem(item);
    if (entry) found.set(entry.number, entry);
  }
  return found;
};

export const readDndNumber = async (
  organizationId: string,
  number: string,
): Promise<DndNumber | null> => {
  const item = await readItem(dndNumberKey(organizationId, number));
  return item ? fromDndNumberItem(item) : null;
};

/** Saves entries, 25 a batch; each number's item is whole, so saving twice changes nothing. */
export const saveDndNumbers = (organizationId: string, entries: readonly DndNumber[]) =>
  batchWriteItems(entries.map((entry) => ({ put: toDndNumberItem(organizationId, entry) })));

/** Records that a scrub of that date was uploaded (after its numbers are saved). */
export const saveScrub = (
  organizationId: string,
  scrub: { scrubbedOn: string; numbers: number; uploadedBy: string; uploadedAt: string },
) => batchWriteItems([{ put: toScrubItem(organizationId, scrub) }]);

/** The latest scrub date uploaded, or null. */
export const readLastScrub = async (organizationId: string): Promise<string | null> => {
  const page = await readPage({
    pk: DND_PARTITION.key(organizationId),
    between: [SCRUB_PREFIX, `${SCRUB_PREFIX}\u{10FFFF}`],
    descending: true,
    limit: 1,
  });
  const sk = page.items[0]?.sk;
  return typeof sk === 'string' ? sk.slice(SCRUB_PREFIX.length) : null;
};

const isNumberKey = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(NUMBER_PREFIX);

/** A page of the numbers, in the order of their digits. */
export const listDndNumbers = async (
  organizationId: string,
  options: { limit: number; cursor?: string | undefined },
): Promise<{ items: DndNumber[]; nextCursor: string | null }> => {
  const pk = DND_PARTITION.key(organizationId);
  const scope = `dnd-numbers|${organizationId}`;
  const from = options.cursor ? decodeCursor(options.cursor, scope, isNumberKey) : null;
  const page = await readPage({
    pk,
    between: [NUMBER_PREFIX, `${NUMBER_PREFIX}\u{10FFFF}`],
    limit: options.limit,
    cursor: from ? { pk, sk: from } : null,
    consistent: false,
  });
  const last = page.next?.sk;
  return {
    items: page.items.flatMap((item) => fromDndNumberItem(item) ?? []),
    nextCursor: isNumberKey(last) ? encodeCursor(last, scope) : null,
  };
};

export const removeDndNumber = (organizationId: string, number: string) =>
  commit([deleteWrite(dndNumberKey(organizationId, number))]);
