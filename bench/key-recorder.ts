/**
 * Records every item the handlers write, for the hot-key report and the cost of a write: a
 * tap on the DynamoDB client of this process (`db()`: the local
 * stack runs its gateway, poller and workers in the benchmark's process, so every handler's call
 * passes through it). Off until `start()`; removed by `uninstall()`; the app itself never adds it.
 *
 * Write units are counted as DynamoDB counts them: 1 per KB of the item per write (the larger of
 * its size before and after), twice inside a transaction, and again for every global index entry
 * written (an index key that changes: the old entry deleted and the new one written). While
 * recording, each write asks for `ReturnConsumedCapacity: INDEXES`, which DynamoDB Local answers by
 * that arithmetic for a single-item write: those take its figures. An item inside a transaction or
 * a batch (DynamoDB answers one total per call, and DynamoDB Local's total for a transaction is not
 * DynamoDB's) is sized by `resolveSizes` from the item before (read just before the call with
 * `readBefore`, else the last version this recording saw, else taken as unchanged) and after (what
 * it wrote, or for an update the item as it is at the end, read once). The report prints the
 * recorder's sums beside DynamoDB Local's, where the two can agree.
 */
import {
  type AttributeValue,
  BatchGetItemCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import type { DocumentClient } from '@salesflow/functions/platform/data/dynamo-client';
import { TABLE } from '@salesflow/functions/platform/data/table-definition';

type Item = Record<string, AttributeValue>;

export type WriteOp = 'put' | 'update' | 'delete' | 'check';

export interface IndexWrite {
  index: string;
  /** The index partition the entry is in; null until `resolveSizes` has read the item. */
  pk: string | null;
  units: number;
}

interface IndexEntry {
  index: string;
  pk: string;
  sk: string;
}

/** One version of an item: its size and its index entries. */
export interface Version {
  bytes: number;
  entries: IndexEntry[];
}

export interface WriteRecord {
  /** Date.now() when DynamoDB answered. */
  at: number;
  /** The call it was part of (numbered from 1 while recording): a transaction's items share one. */
  call: number;
  command: string;
  op: WriteOp;
  pk: string;
  sk: string;
  transactional: boolean;
  /** Write units in the table (0 for a condition check). */
  units: number;
  indexes: IndexWrite[];
  /** Taken from DynamoDB Local's answer (a single-item write), not sized by the recorder. */
  exact: boolean;
  ok: boolean;
  /** What a put wrote. */
  written?: Version;
  /** The item just before the call (null: there was none), when read (`readBefore`). */
  prior?: Version | null;
}

export interface Recording {
  startedAt: number;
  endedAt: number;
  writes: WriteRecord[];
  /** Every DynamoDB call while recording (reads too), by operation. */
  calls: Map<string, number>;
  /** Failed calls by operation and error name. */
  failures: Map<string, number>;
  /**
   * What DynamoDB Local said the successful write calls consumed. Its figures for single writes
   * and batches follow DynamoDB's rules; for a transaction it answers one rounded total per table
   * (2 units for 21 small puts), not DynamoDB's charge per item, so those are kept apart.
   */
  reported: Record<'plain' | 'transactions', { tableUnits: number; indexUnits: number }>;
}

const WRITE_COMMANDS = new Set([
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'TransactWriteItems',
  'BatchWriteItem',
]);

const utf8 = (text: string) => Buffer.byteLength(text, 'utf8');

/** A number's size in DynamoDB: about one byte per two significant digits, plus one. */
const numberSize = (text: string) => {
  const digits = text.replace(/^[-+]/, '').replace(/e.*$/i, '').replace('.', '');
  const significant = digits.replace(/^0+/, '').replace(/0+$/, '') || '0';
  return Math.ceil(significant.length / 2) + 1;
};

/** An attribute value's size by DynamoDB's rules (item sizes in the developer guide). */
export const valueSize = (value: AttributeValue): number => {
  if (value.S !== undefined) return utf8(value.S);
  if (value.N !== undefined) return numberSize(value.N);
  if (value.B !== undefined) return value.B.byteLength;
  if (value.BOOL !== undefined || value.NULL !== undefined) return 1;
  if (value.SS) return value.SS.reduce((n, s) => n + utf8(s), 0);
  if (value.NS) return value.NS.reduce((n, s) => n + numberSize(s), 0);
  if (value.BS) return value.BS.reduce((n, b) => n + b.byteLength, 0);
  if (value.L) return 3 + value.L.reduce((n, v) => n + 1 + valueSize(v), 0);
  if (value.M) {
    return 3 + Object.entries(value.M).reduce((n, [k, v]) => n + 1 + utf8(k) + valueSize(v), 0);
  }
  return 0;
};

/** An item's size: each attribute's name plus its value. */
export const itemSize = (item: Item): number =>
  Object.entries(item).reduce((n, [name, value]) => n + utf8(name) + valueSize(value), 0);

/** Write units for one write of an item of `bytes` (at least 1), doubled in a transaction. */
export const writeUnits = (bytes: number, transactional: boolean): number =>
  Math.max(1, Math.ceil(bytes / 1024)) * (transactional ? 2 : 1);

/**
 * An index entry's units: 1 per KB of the projected item (all attributes here), at the standard
 * rate also under a transaction (the index is kept by DynamoDB after the table write; the
 * transaction's double charge is for the table items).
 */
const indexUnits = (bytes: number) => writeUnits(bytes, false);

const keyOf = (item: Item | undefined) => ({
  pk: item?.[TABLE.partitionKey]?.S ?? '?',
  sk: item?.[TABLE.sortKey]?.S ?? '',
});

const idOf = (pk: string, sk: string) => `${pk}\u0000${sk}`;

/** The index entries an item has (both of an index's key attributes). */
const entriesOf = (item: Item): IndexEntry[] =>
  TABLE.globalIndexes.flatMap((index) => {
    const pk = item[index.partitionKey];
    const sk = item[index.sortKey];
    if (!pk || !sk) return [];
    const text = (value: AttributeValue) => value.S ?? value.N ?? JSON.stringify(value);
    return [{ index: index.name, pk: text(pk), sk: text(sk) }];
  });

export const versionOf = (item: Item): Version => ({
  bytes: itemSize(item),
  entries: entriesOf(item),
});

/**
 * Units of one write from the item before (undefined: not known, taken as unchanged) to after
 * (null: deleted). Index entries: one write where it stays, a delete and a put where it moves.
 */
const unitsFor = (
  before: Version | null | undefined,
  after: Version | null,
  transactional: boolean,
): { units: number; indexes: IndexWrite[] } => {
  const bytes = Math.max(before?.bytes ?? 0, after?.bytes ?? 0);
  const old = before === undefined ? (after?.entries ?? []) : (before?.entries ?? []);
  const now = after?.entries ?? [];
  const names = new Set([...old, ...now].map((e) => e.index));
  const indexes = [...names].flatMap((name): IndexWrite[] => {
    const b = old.find((e) => e.index === name);
    const a = now.find((e) => e.index === name);
    if (a && b && a.pk === b.pk && a.sk === b.sk) {
      return [{ index: name, pk: a.pk, units: indexUnits(bytes) }];
    }
    return [
      ...(b ? [{ index: name, pk: b.pk, units: indexUnits(before?.bytes ?? bytes) }] : []),
      ...(a ? [{ index: name, pk: a.pk, units: indexUnits(after?.bytes ?? bytes) }] : []),
    ];
  });
  return { units: writeUnits(bytes, transactional), indexes };
};

interface Pending {
  op: WriteOp;
  table: string;
  pk: string;
  sk: string;
  transactional: boolean;
  item?: Item;
}

type Input = Record<string, unknown>;

/** The items a write command names, in the order DynamoDB takes them. */
const writesOf = (command: string, input: Input): Pending[] => {
  const transactional = command === 'TransactWriteItems';
  const one = (op: WriteOp, entry: Input | undefined, item?: Item): Pending => ({
    op,
    table: String(entry?.TableName ?? ''),
    ...keyOf((item ?? entry?.Key) as Item | undefined),
    transactional,
    item,
  });
  switch (command) {
    case 'PutItem':
      return [one('put', input, input.Item as Item)];
    case 'UpdateItem':
      return [one('update', input)];
    case 'DeleteItem':
      return [one('delete', input)];
    case 'TransactWriteItems':
      return ((input.TransactItems ?? []) as Record<string, Input>[]).map((entry) => {
        if (entry.Put) return one('put', entry.Put, entry.Put.Item as Item);
        if (entry.Update) return one('update', entry.Update);
        if (entry.Delete) return one('delete', entry.Delete);
        return one('check', entry.ConditionCheck);
      });
    case 'BatchWriteItem':
      return Object.entries(
        (input.RequestItems ?? {}) as Record<
          string,
          { PutRequest?: { Item: Item }; DeleteRequest?: { Key: Item } }[]
        >,
      ).flatMap(([table, requests]) =>
        requests.map((r) =>
          r.PutRequest
            ? one('put', { TableName: table }, r.PutRequest.Item)
            : one('delete', { TableName: table, Key: r.DeleteRequest?.Key }),
        ),
      );
    default:
      return [];
  }
};

/** The items at `keys` now (consistent reads), by key; absent keys are left out. */
const readVersions = async (
  client: DynamoDBClient,
  table: string,
  keys: { pk: string; sk: string }[],
): Promise<Map<string, Version>> => {
  const found = new Map<string, Version>();
  const unique = [...new Map(keys.map((k) => [idOf(k.pk, k.sk), k])).values()];
  for (let i = 0; i < unique.length; i += 100) {
    let request: Item[] = unique.slice(i, i + 100).map(({ pk, sk }) => ({
      [TABLE.partitionKey]: { S: pk },
      [TABLE.sortKey]: { S: sk },
    }));
    for (let attempt = 0; request.length && attempt < 10; attempt += 1) {
      const out = await client.send(
        new BatchGetItemCommand({
          RequestItems: { [table]: { Keys: request, ConsistentRead: true } },
        }),
      );
      for (const item of out.Responses?.[table] ?? []) {
        const { pk, sk } = keyOf(item);
        found.set(idOf(pk, sk), versionOf(item));
      }
      request = out.UnprocessedKeys?.[table]?.Keys ?? [];
    }
  }
  return found;
};

interface Consumed {
  CapacityUnits?: number;
  Table?: { CapacityUnits?: number };
  GlobalSecondaryIndexes?: Record<string, { CapacityUnits?: number }>;
}

const asList = (consumed: unknown): Consumed[] =>
  Array.isArray(consumed) ? (consumed as Consumed[]) : consumed ? [consumed as Consumed] : [];

export interface KeyRecorder {
  start(): void;
  /** Stops recording and answers what was recorded since `start()`. */
  stop(): Recording;
  /** Writes recorded so far (while recording), for watching the work settle. */
  count(): number;
  uninstall(): void;
}

const NAME = 'benchKeyRecorder';

const countInto = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

/**
 * Adds the recorder as a tap on `client`: it asks each write for its consumed capacity, and reads
 * the input as sent and the answer (each attempt: a call retried after throttling counts again,
 * which the benchmarks' loads on DynamoDB Local never see). With `readBefore` (a client that is not recorded), the items a
 * transaction or a batch writes are read just before it, for exact sizes: it slows those calls,
 * so a benchmark that times them leaves it out.
 */
export const installKeyRecorder = (
  client: DocumentClient,
  { readBefore }: { readBefore?: DynamoDBClient } = {},
): KeyRecorder => {
  let current: Recording | null = null;
  let callNumber = 0;
  const fresh = (): Recording => ({
    startedAt: Date.now(),
    endedAt: 0,
    writes: [],
    calls: new Map(),
    failures: new Map(),
    reported: {
      plain: { tableUnits: 0, indexUnits: 0 },
      transactions: { tableUnits: 0, indexUnits: 0 },
    },
  });
  client.tap(NAME, async (command, wire, next) => {
    const recording = current;
    if (!recording) return next(wire);
    countInto(recording.calls, command);
    if (!WRITE_COMMANDS.has(command)) {
      try {
        return await next(wire);
      } catch (error) {
        countInto(recording.failures, `${command} ${(error as Error).name}`);
        throw error;
      }
    }
    const input = { ...(wire as Input), ReturnConsumedCapacity: 'INDEXES' };
    const pending = writesOf(command, input);
    callNumber += 1;
    const call = callNumber;
    const priors = new Map<string, Version>();
    const sized = pending.filter((w) => w.op !== 'check');
    const many = command === 'TransactWriteItems' || command === 'BatchWriteItem';
    if (readBefore && many && sized.length) {
      for (const table of new Set(sized.map((w) => w.table))) {
        const read = await readVersions(
          readBefore,
          table,
          sized.filter((w) => w.table === table),
        );
        for (const [key, version] of read) priors.set(key, version);
      }
    }
    let ok = true;
    let consumed: Consumed[] = [];
    try {
      const answer = await next(input);
      consumed = asList(answer.ConsumedCapacity);
      return answer;
    } catch (error) {
      ok = false;
      countInto(recording.failures, `${command} ${(error as Error).name}`);
      throw error;
    } finally {
      const at = Date.now();
      const reported =
        recording.reported[many && command !== 'BatchWriteItem' ? 'transactions' : 'plain'];
      for (const c of consumed) {
        const table = c.Table?.CapacityUnits ?? c.CapacityUnits ?? 0;
        reported.tableUnits += table;
        reported.indexUnits += (c.CapacityUnits ?? table) - table;
      }
      // A single-item write outside a transaction: DynamoDB Local's own figures.
      const [single] = consumed;
      const exact = !many && consumed.length === 1 && single !== undefined;
      for (const write of pending) {
        const written = write.item ? versionOf(write.item) : undefined;
        const key = idOf(write.pk, write.sk);
        recording.writes.push({
          at,
          call,
          command,
          op: write.op,
          pk: write.pk,
          sk: write.sk,
          transactional: write.transactional,
          units: exact ? (single.Table?.CapacityUnits ?? 0) : 0,
          indexes: exact
            ? Object.entries(single.GlobalSecondaryIndexes ?? {}).map(([index, c]) => ({
                index,
                pk: null,
                units: c.CapacityUnits ?? 0,
              }))
            : [],
          exact,
          ok,
          written,
          prior: readBefore && many && write.op !== 'check' ? (priors.get(key) ?? null) : undefined,
        });
      }
    }
  });
  return {
    start: () => {
      callNumber = 0;
      current = fresh();
    },
    stop: () => {
      const recording = current ?? fresh();
      recording.endedAt = Date.now();
      current = null;
      return recording;
    },
    count: () => current?.writes.length ?? 0,
    uninstall: () => {
      current = null;
      client.untap(NAME);
    },
  };
};

/**
 * Sizes the writes DynamoDB Local did not (inside transactions and batches) and names the index
 * partitions of all: the item before each write is the one read before it (`readBefore`), else
 * the last version this recording saw, else taken as unchanged; after is what a put wrote, or for
 * an update the item as it is now (read once here, with `client`, which must not be recorded).
 * Condition checks write nothing.
 */
export const resolveSizes = async (
  recording: Recording,
  client: DynamoDBClient,
  table: string,
): Promise<void> => {
  const now = await readVersions(
    client,
    table,
    recording.writes.filter((w) => w.op === 'update' || w.op === 'delete'),
  );
  /** The latest version of each item this recording has seen (null: deleted). */
  const seen = new Map<string, Version | null>();
  for (const w of [...recording.writes].sort((a, b) => a.at - b.at)) {
    if (w.op === 'check') continue;
    const key = idOf(w.pk, w.sk);
    const before = w.prior !== undefined ? w.prior : seen.has(key) ? seen.get(key) : undefined;
    const after =
      w.op === 'put'
        ? (w.written ?? null)
        : w.op === 'delete'
          ? null
          : (now.get(key) ?? (before === undefined ? null : before));
    // A delete of an item never seen: the item as it is now, if it came back, else unknown.
    const from = w.op === 'delete' && before === undefined ? now.get(key) : before;
    const sized = unitsFor(from, after, w.transactional);
    if (w.exact) {
      for (const entry of w.indexes) {
        entry.pk = sized.indexes.find((i) => i.index === entry.index)?.pk ?? null;
      }
    } else {
      w.units = sized.units;
      w.indexes = sized.indexes;
    }
    if (w.ok) seen.set(key, after);
  }
};

/**
 * Waits until the recorder (or any counter of writes) has seen no write for `quietMs` (the outbox, the queues and their
 * workers done with what the measured requests started), at most `maxMs`. Answers how long it
 * waited and whether it went quiet.
 */
export const waitQuiet = async (
  recorder: Pick<KeyRecorder, 'count'>,
  { quietMs = 2_000, maxMs = 60_000 } = {},
): Promise<{ ms: number; quiet: boolean }> => {
  const started = Date.now();
  let last = recorder.count();
  let lastChange = Date.now();
  while (Date.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const now = recorder.count();
    if (now !== last) {
      last = now;
      lastChange = Date.now();
    } else if (Date.now() - lastChange >= quietMs) {
      return { ms: Date.now() - started, quiet: true };
    }
  }
  return { ms: Date.now() - started, quiet: false };
};
