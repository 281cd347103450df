/**
 * What a recording says: the hot-key report (the most-written items and partitions, scaled to a
 * rate of operations) and the cost of a write (write units per operation, by kind of item), as
 * Markdown lines. DynamoDB's limits beside them: an item should see no more than ~100 writes a
 * second (the aim of issue 25; DynamoDB's own ceiling for one item is its partition's), and a
 * partition takes at most 1,000 write units a second (table and each index partition alike).
 */
import type { Recording, WriteRecord } from './key-recorder';

export const ITEM_WRITES_AIM = 100;
export const PARTITION_UNITS_LIMIT = 1_000;

/** Organization ids shown as {org}, so keys read the same from run to run. */
export const displayKey = (text: string, organizations: string[]): string =>
  organizations.reduce((t, org) => t.split(org).join('{org}'), text);

/** A key with its ids, words, times and numbers replaced: which kind of item it is. */
export const kindOf = (pk: string, sk: string, organizations: string[]): string => {
  const generic = (text: string) =>
    displayKey(text, organizations)
      .replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z/g, '{time}')
      .replace(/\d{4}-\d{2}-\d{2}/g, '{day}')
      .replace(/\d{4}-\d{2}(?![\d-])/g, '{month}')
      .replace(/[^#\s|]+@[^#\s|]+/g, '{email}')
      .replace(/\b[0-9A-HJKMNP-TV-Z]{26}\b/g, '{id}')
      .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g, '{id}')
      .replace(/\+\d{6,}/g, '{phone}');
  const p = generic(pk)
    .replace(/^IDEMPOTENCY#([^#]+)#.+$/, 'IDEMPOTENCY#$1#{hash}')
    .replace(/#SEARCH#(\d+)#[^#]+$/, '#SEARCH#{n}#{c}')
    .replace(/#\d+(?=#|$)/g, '#{n}');
  const s = generic(sk)
    .replace(/^W#[^#]+#\{id\}$/, 'W#{word}#{id}')
    .replace(/#\d+(?=#|$)/g, '#{n}');
  return `${p} / ${s}`;
};

const indexUnitsOf = (w: WriteRecord) => w.indexes.reduce((n, i) => n + i.units, 0);

export interface Totals {
  writes: number;
  tableUnits: number;
  indexUnits: number;
  failed: number;
  checks: number;
}

/** Writes (condition checks apart), and their units; failed writes count, as DynamoDB bills them. */
export const totalsOf = (writes: WriteRecord[]): Totals => {
  const totals: Totals = { writes: 0, tableUnits: 0, indexUnits: 0, failed: 0, checks: 0 };
  for (const w of writes) {
    if (w.op === 'check') {
      totals.checks += 1;
      continue;
    }
    totals.writes += 1;
    totals.tableUnits += w.units;
    totals.indexUnits += indexUnitsOf(w);
    if (!w.ok) totals.failed += 1;
  }
  return totals;
};

/** The recorder's sums beside DynamoDB Local's own ConsumedCapacity, where the two can agree. */
export const unitsCheckLine = (recording: Recording): string => {
  const plain = recording.writes.filter((w) => w.ok && !w.transactional && w.op !== 'check');
  const mine = totalsOf(plain);
  const { plain: theirs, transactions } = recording.reported;
  return `Units check, single writes and batches: the recorder ${mine.tableUnits} table + ${mine.indexUnits} index units, DynamoDB Local's ConsumedCapacity ${theirs.tableUnits} + ${theirs.indexUnits}. Transactions are sized by the recorder, item by item (${totalsOf(recording.writes.filter((w) => w.ok && w.transactional)).tableUnits} table units here): DynamoDB Local answers one rounded total per transaction (${transactions.tableUnits} here), not DynamoDB's charge of 2 units per KB of each item.`;
};

const fixed = (n: number, digits = 1) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

const peakPerSecond = (times: number[]) => {
  const seconds = new Map<number, number>();
  for (const at of times)
    seconds.set(Math.floor(at / 1000), (seconds.get(Math.floor(at / 1000)) ?? 0) + 1);
  return Math.max(0, ...seconds.values());
};

export interface HotKeyOptions {
  /** Operations (new leads) the recording holds. */
  operations: number;
  /** The rate the figures are scaled to (1,000 leads a second). */
  scaleTo: number;
  organizations: string[];
  top?: number;
}

/**
 * The most-written items (writes, condition checks apart) and partitions (write units, table and
 * index partitions), per operation and scaled to `scaleTo` operations a second: what each item
 * and partition would take if every operation wrote what it wrote here. Beside each, the most it
 * took in one second of the run, as measured (unscaled).
 */
export const hotKeyLines = (recording: Recording, options: HotKeyOptions): string[] => {
  const { operations, scaleTo, organizations, top = 10 } = options;
  const perSecond = (n: number) => (n / Math.max(1, operations)) * scaleTo;
  const items = new Map<string, { pk: string; sk: string; times: number[]; units: number }>();
  const partitions = new Map<string, { label: string; times: number[]; units: number }>();
  const addPartition = (label: string, at: number, units: number) => {
    const entry = partitions.get(label) ?? { label, times: [], units: 0 };
    entry.times.push(at);
    entry.units += units;
    partitions.set(label, entry);
  };
  for (const w of recording.writes) {
    if (w.op === 'check') continue;
    const id = `${w.pk}\u0000${w.sk}`;
    const item = items.get(id) ?? { pk: w.pk, sk: w.sk, times: [], units: 0 };
    item.times.push(w.at);
    item.units += w.units;
    items.set(id, item);
    addPartition(w.pk, w.at, w.units);
    for (const index of w.indexes) {
      addPartition(`${index.index}: ${index.pk ?? '(not found)'}`, w.at, index.units);
    }
  }
  const hotItems = [...items.values()]
    .sort((a, b) => b.times.length - a.times.length)
    .slice(0, top);
  const hotPartitions = [...partitions.values()].sort((a, b) => b.units - a.units).slice(0, top);
  const show = (text: string) => `\`${displayKey(text, organizations)}\``;
  const scale = scaleTo.toLocaleString('en-US');
  const lines: string[] = [];
  const [item] = hotItems;
  const [partition] = hotPartitions;
  lines.push(
    `| hottest at ${scale} leads/s | key | per second | DynamoDB's limit (our aim) | x the limit |`,
    '|---|---|---|---|---|',
  );
  if (item) {
    const rate = perSecond(item.times.length);
    lines.push(
      `| item (writes) | ${show(`${item.pk} / ${item.sk}`)} | ${fixed(rate, 0)} writes | ~${ITEM_WRITES_AIM} writes/s an item (our aim) | ${fixed(rate / ITEM_WRITES_AIM)}x |`,
    );
  }
  if (partition) {
    const rate = perSecond(partition.units);
    lines.push(
      `| partition (write units) | ${show(partition.label)} | ${fixed(rate, 0)} WCU | ${PARTITION_UNITS_LIMIT.toLocaleString('en-US')} WCU/s a partition | ${fixed(rate / PARTITION_UNITS_LIMIT)}x |`,
    );
  }
  lines.push(
    '',
    `Top ${top} items (pk / sk) by writes:`,
    '',
    `| item | writes | per lead | writes/s at ${scale} leads/s | x the aim (${ITEM_WRITES_AIM}/s) | most in one second (measured) |`,
    '|---|---|---|---|---|---|',
    ...hotItems.map(
      (i) =>
        `| ${show(`${i.pk} / ${i.sk}`)} | ${i.times.length} | ${fixed(i.times.length / Math.max(1, operations), 3)} | ${fixed(perSecond(i.times.length), 0)} | ${fixed(perSecond(i.times.length) / ITEM_WRITES_AIM)}x | ${peakPerSecond(i.times)} |`,
    ),
    '',
    `Top ${top} partitions (the table's pk, or an index's partition key) by write units:`,
    '',
    `| partition | writes | write units | units per lead | units/s at ${scale} leads/s | x the limit (${PARTITION_UNITS_LIMIT.toLocaleString('en-US')}/s) | most writes in one second (measured) |`,
    '|---|---|---|---|---|---|---|',
    ...hotPartitions.map(
      (p) =>
        `| ${show(p.label)} | ${p.times.length} | ${p.units} | ${fixed(p.units / Math.max(1, operations), 2)} | ${fixed(perSecond(p.units), 0)} | ${fixed(perSecond(p.units) / PARTITION_UNITS_LIMIT, 2)}x | ${peakPerSecond(p.times)} |`,
    ),
  );
  return lines;
};

/** Calls made while recording, per operation ("GetItem 4.0, Query 1.0, ..."). */
export const callsPer = (recording: Recording, operations: number): string =>
  [...recording.calls]
    .sort(([, a], [, b]) => b - a)
    .map(([command, n]) => `${command} ${fixed(n / Math.max(1, operations), 2)}`)
    .join(', ');

/** The writes of an operation by kind of item: how many of each and their units, per operation. */
export const kindLines = (
  writes: WriteRecord[],
  operations: number,
  organizations: string[],
): string[] => {
  const kinds = new Map<string, { writes: number; units: number; index: number; tx: number }>();
  for (const w of writes) {
    if (w.op === 'check') continue;
    const kind = `${w.op} ${kindOf(w.pk, w.sk, organizations)}`;
    const entry = kinds.get(kind) ?? { writes: 0, units: 0, index: 0, tx: 0 };
    entry.writes += 1;
    entry.units += w.units;
    entry.index += indexUnitsOf(w);
    if (w.transactional) entry.tx += 1;
    kinds.set(kind, entry);
  }
  const per = (n: number) => fixed(n / Math.max(1, operations), 2);
  return [
    '| write | item kind (pk / sk) | per op | in a transaction | table units per op | index units per op |',
    '|---|---|---|---|---|---|',
    ...[...kinds]
      .sort(([, a], [, b]) => b.units + b.index - (a.units + a.index))
      .map(([kind, k]) => {
        const [op, ...rest] = kind.split(' ');
        return `| ${op} | \`${rest.join(' ')}\` | ${per(k.writes)} | ${per(k.tx)} | ${per(k.units)} | ${per(k.index)} |`;
      }),
  ];
};
