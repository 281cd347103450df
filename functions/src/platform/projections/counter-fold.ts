import { updatesTogether } from '../data/batch';
import { db, tableName } from '../data/dynamo-client';
import { ConditionalCheckFailedException, UpdateCommand } from '../data/dynamo-commands';

/**
 * Counters kept from the table's stream: a batch folded into ONE guarded update per counter key.
 *
 * The fold
 * --------
 * Each change of a batch says what it adds to which counters (`CounterAdd`: a key, its numbers,
 * the change's lane and sequence number). The adds of the whole batch are summed per key, so a
 * batch of 100 new contacts is one ADD per counter key, not 100: a counter item is written at most
 * once per batch, whatever the rate of changes.
 *
 * The guard: a per-key applied-sequence mark, per lane
 * -----------------------------------------------------
 * Records come at least once (a batch delivered again after a failure or a crash, halved by
 * bisection, resumed from its first failed record), and an ADD applied twice counts twice. So each
 * counter item keeps, per lane, the sequence number of the last record it applied
 * (`seq@<lane>`), and the ADD and the move of that mark are ONE conditional update:
 * - first try: the condition is that the mark is absent or lower than the batch's first record
 *   for this key on that lane, i.e. none of them was applied (the usual case: one write);
 * - if that fails, the item as it is (returned by the failed condition) says how far each lane
 *   was applied: only the records past the mark are summed again, and written on the condition
 *   that the mark is still what was read (a compare-and-set); nothing past it: nothing to do.
 * A redelivered, bisected or replayed batch therefore changes nothing it already applied, and a
 * batch cut short (a projector killed mid-batch) is completed, never doubled, by its redelivery.
 * The mark moves even when a key's sum is zero (a contact made and deleted in one batch), so that a
 * redelivery starting between the two does not apply one without the other.
 *
 * What a lane is: the stream's unit of order we can see. The stream keeps one item's changes in
 * order, and all the changes of one partition key go to one stream shard at a time (a shard's
 * children carry on its sequence numbers upward), so along one partition key the sequence
 * numbers grow with the changes. A Lambda record does not name its shard, so the lane is the
 * SOURCE's partition key (a contact's `ORG#…#CONTACTS#n`): per lane the applied records are a
 * prefix, which is what the mark needs. A counter fed by one source partition (the contact
 * counters are kept in the contacts' own partition) has one mark; the marks are bounded by the
 * number of source partitions that feed it.
 *
 * Sequence numbers are compared as text padded to 40 digits (DynamoDB's are 21 to 40 digits).
 */
export interface CounterAdd {
  key: { pk: string; sk: string };
  deltas: Record<string, number>;
  /** The source's partition key (see "What a lane is"). */
  lane: string;
  /** The change's sequence number. */
  seq: string;
  /** Its place in the batch: what a failure reports. */
  index: number;
  /**
   * A counter that exists whenever what it counts does (an all-time count, a creation day's
   * report item): a batch that only takes away from it is dropped when it is gone, as after the
   * organization's data was erased (the erasure deletes the counters and the records together).
   */
  mustExist?: boolean;
}

export const paddedSeq = (seq: string) => seq.padStart(40, '0');

const markName = (lane: string) => `seq@${lane}`;

export interface KeyFold {
  key: { pk: string; sk: string };
  adds: CounterAdd[];
}

/** Whether the fold only takes away from a counter that must exist (see `mustExist`). */
export const onlyIfExists = (fold: KeyFold) => {
  const sum = Object.values(sumDeltas(fold.adds));
  return (
    fold.adds.every((add) => add.mustExist === true) &&
    sum.length > 0 &&
    sum.every((value) => value < 0)
  );
};

/** The batch's adds per counter key, in the batch's order. */
export const foldByKey = (adds: readonly CounterAdd[]): KeyFold[] => {
  const byKey = new Map<string, KeyFold>();
  for (const add of adds) {
    const id = `${add.key.pk}\u0000${add.key.sk}`;
    const fold = byKey.get(id) ?? { key: add.key, adds: [] };
    fold.adds.push(add);
    byKey.set(id, fold);
  }
  return [...byKey.values()];
};

/** The sum of some adds' numbers (zeros kept out). */
export const sumDeltas = (adds: readonly CounterAdd[]): Record<string, number> => {
  const sum: Record<string, number> = {};
  for (const add of adds) {
    for (const [field, value] of Object.entries(add.deltas)) sum[field] = (sum[field] ?? 0) + value;
  }
  return Object.fromEntries(Object.entries(sum).filter(([, value]) => value !== 0));
};

/** Per lane, the lowest and the highest sequence number among the adds. */
export const laneRanges = (adds: readonly CounterAdd[]) => {
  const ranges = new Map<string, { first: string; last: string }>();
  for (const add of adds) {
    const seq = paddedSeq(add.seq);
    const range = ranges.get(add.lane);
    if (!range) ranges.set(add.lane, { first: seq, last: seq });
    else {
      if (seq < range.first) range.first = seq;
      if (seq > range.last) range.last = seq;
    }
  }
  return ranges;
};

/** The adds a counter item has not applied yet, given its marks (`seq@<lane>`). */
export const notYetApplied = (
  adds: readonly CounterAdd[],
  item: Record<string, unknown> | undefined,
): CounterAdd[] =>
  adds.filter((add) => {
    const mark = item?.[markName(add.lane)];
    return typeof mark !== 'string' || paddedSeq(add.seq) > mark;
  });

/**
 * The one conditional update of a key: its sum ADDed and its lanes' marks moved to their last
 * record. `expected` per lane: 'below' (first try: the mark is absent or below the lane's first
 * record) or the mark as read (absent: null).
 */
export const guardedUpdate = (fold: KeyFold, expected: 'below' | Record<string, string | null>) => {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  const conditions: string[] = [];
  [...laneRanges(fold.adds)].forEach(([lane, range], i) => {
    names[`#m${i}`] = markName(lane);
    values[`:m${i}`] = range.last;
    sets.push(`#m${i} = :m${i}`);
    if (expected === 'below') {
      values[`:f${i}`] = range.first;
      conditions.push(`(attribute_not_exists(#m${i}) OR #m${i} < :f${i})`);
    } else {
      const was = expected[lane] ?? null;
      if (was === null) conditions.push(`attribute_not_exists(#m${i})`);
      else {
        values[`:w${i}`] = was;
        conditions.push(`#m${i} = :w${i}`);
      }
    }
  });
  if (onlyIfExists(fold)) conditions.unshift('attribute_exists(pk)');
  const adds = Object.entries(sumDeltas(fold.adds)).map(([field, value], i) => {
    names[`#a${i}`] = field;
    values[`:a${i}`] = value;
    return `#a${i} :a${i}`;
  });
  return {
    Key: fold.key,
    UpdateExpression: `SET ${sets.join(', ')}${adds.length ? ` ADD ${adds.join(', ')}` : ''}`,
    ConditionExpression: conditions.join(' AND '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
};

const send = async (update: ReturnType<typeof guardedUpdate>) => {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        ...update,
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return null;
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    // The item as it is: its marks say what was applied already (none: it is not there).
    return {
      item: (error.Item ? unmarshallMarks(error.Item) : {}) as Record<string, unknown>,
      exists: error.Item !== undefined,
    };
  }
};

/** The marks of an item as the low-level client returns it (only `seq@` attributes are read). */
const unmarshallMarks = (item: Record<string, { S?: string }>) =>
  Object.fromEntries(
    Object.entries(item)
      .filter(([name]) => name.startsWith('seq@'))
      .map(([name, value]) => [name, value.S]),
  );

/** Compare-and-set rounds after the first try (each one follows another writer of the key). */
const ROUNDS = 5;

/**
 * Applies one key's adds exactly once, as the guard above says: one write in the usual case.
 * Throws when the key keeps moving under it (the batch is then delivered again from it).
 */
export const applyKeyFold = async (fold: KeyFold): Promise<void> => {
  let failed = await send(guardedUpdate(fold, 'below'));
  for (let round = 0; failed && round < ROUNDS; round += 1) {
    const pending = notYetApplied(fold.adds, failed.item);
    if (!pending.length) return;
    // Only taking away from a counter that is gone (erased with what it counted): nothing to do.
    if (!failed.exists && onlyIfExists({ key: fold.key, adds: pending })) return;
    const expected = Object.fromEntries(
      [...laneRanges(pending).keys()].map((lane) => {
        const mark = failed?.item[markName(lane)];
        return [lane, typeof mark === 'string' ? mark : null];
      }),
    );
    failed = await send(guardedUpdate({ key: fold.key, adds: pending }, expected));
  }
  if (failed) throw new Error(`${fold.key.pk} ${fold.key.sk} kept changing under its projector`);
};

/**
 * Where bulk writes go as transactions (DynamoDB Local on disk), the keys' first tries (the usual
 * case: one write a key) are committed together (platform/data/batch.ts, updatesTogether); the
 * keys of a cancelled transaction are answered for applyKeyFold, whose first try is the same.
 */
export const firstTriesTogether = (folds: readonly KeyFold[]): Promise<KeyFold[]> =>
  updatesTogether(folds, (fold) => guardedUpdate(fold, 'below'));
