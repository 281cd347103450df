import { tableName } from './dynamo-client';
import { type TransactItems, TransactionConditionFailed, transactWrite } from './transactions';

/**
 * One change to the table, to be committed with others in one transaction. Only entities and
 * repositories make them (they know keys, items and conditions); services gather them from the
 * modules concerned and commit them together. A write whose condition fails names the domain
 * error it stands for, so the caller gets "duplicate email", not "index 0 failed".
 */
declare const brand: unique symbol;
export interface Write {
  readonly [brand]: true;
  readonly item: TransactItems[number];
  readonly onConditionFailed?: () => Error;
  /** An unconditional addWrite's key and numbers, so a commit can merge two on one item. */
  readonly adds?: { key: Record<string, unknown>; deltas: Record<string, number> };
}

export interface Condition {
  expression: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
  /** The error to throw when this condition fails. */
  error: () => Error;
}

const make = (item: TransactItems[number], condition?: Condition): Write =>
  ({ item, onConditionFailed: condition?.error }) as unknown as Write;

const conditionOf = (condition?: Condition) =>
  condition
    ? {
        ConditionExpression: condition.expression,
        ...(condition.names ? { ExpressionAttributeNames: condition.names } : {}),
        ...(condition.values ? { ExpressionAttributeValues: condition.values } : {}),
      }
    : {};

export const putWrite = (item: Record<string, unknown>, condition?: Condition): Write =>
  make({ Put: { TableName: tableName(), Item: item, ...conditionOf(condition) } }, condition);

export const deleteWrite = (key: Record<string, unknown>, condition?: Condition): Write =>
  make({ Delete: { TableName: tableName(), Key: key, ...conditionOf(condition) } }, condition);

export const checkWrite = (key: Record<string, unknown>, condition: Condition): Write =>
  make(
    {
      ConditionCheck: {
        TableName: tableName(),
        Key: key,
        ConditionExpression: condition.expression,
        ...(condition.names ? { ExpressionAttributeNames: condition.names } : {}),
        ...(condition.values ? { ExpressionAttributeValues: condition.values } : {}),
      },
    },
    condition,
  );

export interface Update {
  /** An UpdateExpression: SET, REMOVE, ADD clauses. */
  expression: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

/**
 * Changes some attributes of an item (counters, a status) without replacing it. The update's and
 * the condition's names and values share one namespace: keep their placeholders apart.
 */
export const updateWrite = (
  key: Record<string, unknown>,
  update: Update,
  condition?: Condition,
): Write => {
  const names = { ...update.names, ...condition?.names };
  const values = { ...update.values, ...condition?.values };
  return make(
    {
      Update: {
        TableName: tableName(),
        Key: key,
        UpdateExpression: update.expression,
        ...(condition ? { ConditionExpression: condition.expression } : {}),
        ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
        ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
      },
    },
    condition,
  );
};

/**
 * Sets (and removes) some attributes of an item, leaving the others as they are: for a record
 * that several modules keep fields of (a user's name beside their plan).
 */
export const setWrite = (
  key: Record<string, unknown>,
  change: { set?: Record<string, unknown>; remove?: readonly string[] },
  condition?: Condition,
): Write => {
  const set = Object.entries(change.set ?? {});
  const remove = change.remove ?? [];
  if (set.length === 0 && remove.length === 0) throw new Error('An update must change something');
  const clauses = [
    set.length ? `SET ${set.map((_, i) => `#s${i} = :s${i}`).join(', ')}` : '',
    remove.length ? `REMOVE ${remove.map((_, i) => `#r${i}`).join(', ')}` : '',
  ].filter(Boolean);
  return updateWrite(
    key,
    {
      expression: clauses.join(' '),
      names: {
        ...Object.fromEntries(set.map(([name], i) => [`#s${i}`, name])),
        ...Object.fromEntries(remove.map((name, i) => [`#r${i}`, name])),
      },
      values: Object.fromEntries(set.map(([, v], i) => [`:s${i}`, v])),
    },
    condition,
  );
};

/** Adds (or subtracts) numbers on an item, creating it when it is not there; zeros are left out. */
export const addWrite = (
  key: Record<string, unknown>,
  deltas: Record<string, number>,
  /** A condition on the item as it was (a limit not to pass): its failure names its error. */
  condition?: Condition,
): Write[] => {
  const entries = Object.entries(deltas).filter(([, v]) => v !== 0);
  if (entries.length === 0) return [];
  const write = make(
    {
      Update: {
        TableName: tableName(),
        Key: key,
        UpdateExpression: `ADD ${entries.map((_, i) => `#a${i} :v${i}`).join(', ')}`,
        ExpressionAttributeNames: {
          ...Object.fromEntries(entries.map(([name], i) => [`#a${i}`, name])),
          ...condition?.names,
        },
        ExpressionAttributeValues: {
          ...Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
          ...condition?.values,
        },
        ...(condition ? { ConditionExpression: condition.expression } : {}),
      },
    },
    condition,
  );
  return [condition ? write : ({ ...write, adds: { key, deltas } } as Write)];
};

/**
 * Unconditional adds to one item merged into one write (a transaction may not touch an item
 * twice): two counters of one record's day, or two records' shares of one counter item, in one
 * unit of work. Each merged write stands where the item's first add stood.
 */
export const mergeAdds = (writes: readonly Write[]): Write[] => {
  const sums = new Map<string, { key: Record<string, unknown>; deltas: Record<string, number> }>();
  for (const write of writes) {
    if (!write.adds) continue;
    const id = JSON.stringify(write.adds.key);
    const sum = sums.get(id) ?? { key: write.adds.key, deltas: {} };
    for (const [field, value] of Object.entries(write.adds.deltas)) {
      sum.deltas[field] = (sum.deltas[field] ?? 0) + value;
    }
    sums.set(id, sum);
  }
  const placed = new Set<string>();
  const out: Write[] = [];
  for (const write of writes) {
    if (!write.adds) {
      out.push(write);
      continue;
    }
    const id = JSON.stringify(write.adds.key);
    if (placed.has(id)) continue;
    placed.add(id);
    const sum = sums.get(id);
    if (sum) out.push(...addWrite(sum.key, sum.deltas));
  }
  return out;
};

/** DynamoDB takes at most 100 items in one transaction. */
export const MAX_WRITES = 100;

/**
 * Commits the writes in one transaction: all of them or none. Conflicts with concurrent
 * transactions are retried; a failed condition throws the error its write names (the first one,
 * in the order given), or `TransactionConditionFailed` when it names none.
 */
export const commit = async (given: readonly Write[]): Promise<void> => {
  const writes = mergeAdds(given);
  if (writes.length === 0) return;
  if (writes.length > MAX_WRITES) {
    throw new Error(`A unit of work holds ${writes.length} writes; DynamoDB takes ${MAX_WRITES}`);
  }
  try {
    await transactWrite(writes.map((write) => write.item));
  } catch (error) {
    if (!(error instanceof TransactionConditionFailed)) throw error;
    const named = error.failedIndexes
      .map((index) => writes[index]?.onConditionFailed)
      .find((toError) => toError !== undefined);
    throw named ? named() : error;
  }
};
