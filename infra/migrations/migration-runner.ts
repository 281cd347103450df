import {
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  ScanCommand,
} from '@aws-sdk/lib-dynamodb';
import { mapLimited } from '@salesflow/functions/platform/map-limited';

/**
 * One-off changes to data already in a table, when a release adds something every existing
 * record needs (an index entry, a counter). Each runs once per table: a marker item records it.
 * They read the whole table with Scan, which no request path may do: they run from `npm start`
 * (the local stack, before it serves) or by an operator against AWS (`npm run migrate`), never
 * from a function. Each is idempotent, so one stopped halfway is simply run again.
 */
export interface Migration {
  name: string;
  description: string;
  run: (context: MigrationContext) => Promise<number>;
}

export interface MigrationContext {
  doc: DynamoDBDocumentClient;
  table: string;
  log: (line: string) => void;
}

const markerKey = (name: string) => ({ pk: 'MIGRATION', sk: name });

/** What a migration scans for: the items the filter keeps, with only `attributes` when given. */
export interface ScanRead {
  filter: { expression: string; names?: Record<string, string>; values: Record<string, unknown> };
  attributes?: readonly string[];
}

/**
 * Segments a scan reads in parallel (Scan's Segment/TotalSegments). On DynamoDB a big table is
 * read in a fraction of the time; on DynamoDB Local far more so, since each page it answers costs
 * more the further into the table it starts (150,000 items: 23-35 s in one segment, 6 s in 4,
 * under 1 s in 16, measured on the 2-core machine on 2026-11-28).
 */
export const SCAN_SEGMENTS = 16;

type Page = { items: Record<string, unknown>[]; next?: Record<string, unknown> };

/**
 * The migrations' one paging loop: the items of the whole table that pass the filter, a page
 * (up to 1 MB read) at a time, from SCAN_SEGMENTS segments read at once (one page in flight per
 * segment, the next asked for once the page before was taken); pages the filter emptied are
 * skipped. Migrations only: no function may Scan (functions read pages with
 * platform/data/read.ts).
 */
export async function* scanPages(
  { doc, table }: MigrationContext,
  scan: ScanRead,
  segments = SCAN_SEGMENTS,
): AsyncGenerator<Record<string, unknown>[]> {
  const attributes = scan.attributes ?? [];
  const names = {
    ...Object.fromEntries(attributes.map((a, i) => [`#p${i}`, a])),
    ...scan.filter.names,
  };
  const read = async (segment: number, start?: Record<string, unknown>): Promise<Page> => {
    const page = await doc.send(
      new ScanCommand({
        TableName: table,
        FilterExpression: scan.filter.expression,
        ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
        ExpressionAttributeValues: scan.filter.values,
        ...(attributes.length
          ? { ProjectionExpression: attributes.map((_, i) => `#p${i}`).join(', ') }
          : {}),
        ...(segments > 1 ? { Segment: segment, TotalSegments: segments } : {}),
        ExclusiveStartKey: start,
      }),
    );
    return { items: page.Items ?? [], next: page.LastEvaluatedKey };
  };
  // Each segment's page in flight, tagged with its segment so the first answered is taken first.
  const inFlight = new Map<number, Promise<[number, Page]>>();
  const ask = (segment: number, start?: Record<string, unknown>) =>
    inFlight.set(
      segment,
      read(segment, start).then((page) => [segment, page]),
    );
  for (let segment = 0; segment < segments; segment += 1) ask(segment);
  try {
    while (inFlight.size > 0) {
      const [segment, page] = await Promise.race(inFlight.values());
      inFlight.delete(segment);
      if (page.next) ask(segment, page.next);
      if (page.items.length) yield page.items;
    }
  } finally {
    // A consumer that stopped early (or threw) leaves no read unawaited.
    await Promise.allSettled(inFlight.values());
  }
}

/** Every item of the table whose `type` is one of `types`, a page at a time. */
export const scanByType = (
  context: MigrationContext,
  types: readonly string[],
): AsyncGenerator<Record<string, unknown>[]> =>
  scanPages(context, {
    filter: {
      expression: `#type IN (${types.map((_, i) => `:t${i}`).join(', ')})`,
      names: { '#type': 'type' },
      values: Object.fromEntries(types.map((t, i) => [`:t${i}`, t])),
    },
  });

/** A migration's write of one record: answers whether it wrote (false: nothing to do, or changed since). */
export type RecordWrite = (
  context: MigrationContext,
  item: Record<string, unknown>,
) => Promise<boolean>;

/**
 * The loop most migrations are: `write` on every item of `types`, a page at a time, answering how
 * many it wrote. `atOnce` writes in flight: only for writes that touch the record's own items (its
 * index entries, a mark on it); a write to an item records share (a phone's set, a counter) goes
 * one at a time, since two transactions on one item cancel each other and the write would read
 * that as "changed since".
 */
export const countWrites = async (
  context: MigrationContext,
  types: readonly string[],
  write: RecordWrite,
  atOnce = 1,
): Promise<number> => {
  let written = 0;
  for await (const page of scanByType(context, types)) {
    const wrote = await mapLimited(page, atOnce, (item) => write(context, item));
    written += wrote.filter(Boolean).length;
  }
  return written;
};

/** Runs, in order, each migration this table has not had yet. Answers the names it ran. */
export const runPendingMigrations = async (
  context: MigrationContext,
  migrations: readonly Migration[],
): Promise<string[]> => {
  const ran: string[] = [];
  for (const migration of migrations) {
    const { Item } = await context.doc.send(
      new GetCommand({
        TableName: context.table,
        Key: markerKey(migration.name),
        ConsistentRead: true,
      }),
    );
    if (Item) continue;
    const started = Date.now();
    const count = await migration.run(context);
    await context.doc.send(
      new PutCommand({
        TableName: context.table,
        Item: {
          ...markerKey(migration.name),
          type: 'migration',
          description: migration.description,
          items: count,
          ranAt: new Date().toISOString(),
        },
      }),
    );
    context.log(`migration ${migration.name}: ${count} records in ${Date.now() - started} ms`);
    ran.push(migration.name);
  }
  return ran;
};
