/**
 * Contacts at scale: first page, searches and creates through the local gateway (HTTP → API
 * Gateway v2 event → handler → DynamoDB Local), beside the same DynamoDB operations made directly
 * with the SDK in the same run. Prints medians, p95 and the ratio. Loopback only; bounded loops.
 *
 *   npm run bench            (10,000 and 100,000 contacts)
 *   BENCH_SIZES=2000 npm run bench
 */
import {
  BatchGetCommand,
  type DynamoDBDocumentClient,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import {
  contactCounterKey,
  contactEmailKey,
  contactPartition,
  toContactItem,
} from '@salesflow/functions/modules/contacts/contact.entity';
import { newId } from '@salesflow/functions/platform/data/ids';
import { allShards, shardOf } from '@salesflow/functions/platform/data/shards';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { formatRow, measure, runBench } from './bench-support';
import { batchWrite, benchLogin, putItem } from './seed';

const IMPORT_ROWS = 1000;
const IMPORT_LANES = 8;
const sizes = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const CITIES = ['Mumbai', 'Pune', 'Chennai', 'Delhi', 'Kochi', 'Jaipur', 'Singapore', 'Dubai'];
const FIRST = [
  'Aarav',
  'Diya',
  'Vihaan',
  'Ananya',
  'Kabir',
  'Isha',
  'Rohan',
  'Meera',
  'Arjun',
  'Sara',
];

const fakeContact = (organizationId: string, ownerId: string, n: number): Contact => {
  const now = new Date().toISOString();
  return {
    id: newId(),
    name: `${FIRST[n % FIRST.length]} ${CITIES[n % CITIES.length]} ${n}`,
    email: `lead${n}@company${n % 997}.in`,
    phone: null,
    phoneE164: null,
    company: `${CITIES[(n * 7) % CITIES.length]} Traders ${n % 500}`,
    title: 'Purchase Manager',
    status: 'cold',
    source: 'website',
    score: n % 101,
    notes: null,
    organizationId,
    ownerId,
    createdAt: now,
    updatedAt: now,
  };
};

const seed = async (
  doc: DynamoDBDocumentClient,
  table: string,
  organizationId: string,
  ownerId: string,
  count: number,
) => {
  const perShard = new Map<number, number>();
  const items: Record<string, unknown>[] = [];
  for (let n = 0; n < count; n += 1) {
    const contact = fakeContact(organizationId, ownerId, n);
    // Seeded without their email claims (half the writes); the measured creates use fresh emails.
    items.push(toContactItem(contact));
    perShard.set(shardOf(contact.id), (perShard.get(shardOf(contact.id)) ?? 0) + 1);
  }
  await batchWrite(doc, table, items);
  for (const [shard, n] of perShard) {
    await putItem(doc, table, {
      ...contactCounterKey(contactPartition(organizationId, shard)),
      contacts: n,
    });
  }
};

runBench('Contacts', async ({ stack, doc, table, lines }) => {
  for (const size of sizes) {
    const { user, api } = await benchLogin(stack.appUrl, `bench-${size}-${Date.now()}@example.com`);
    const seedStart = Date.now();
    await seed(doc, table, user.organizationId, user.id, size);
    console.error(`seeded ${size} contacts in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

    const partitions = allShards().map((s) => contactPartition(user.organizationId, s));
    const directQuery = (filter?: string) =>
      Promise.all(
        partitions.map((pk) =>
          doc.send(
            new QueryCommand({
              TableName: table,
              KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
              ...(filter
                ? {
                    FilterExpression: 'contains(#s, :q)',
                    ExpressionAttributeNames: { '#s': 'search' },
                  }
                : {}),
              ExpressionAttributeValues: {
                ':pk': pk,
                ':p': 'CONTACT#',
                ...(filter ? { ':q': filter } : {}),
              },
              ScanIndexForward: false,
              Limit: filter ? 2000 : 50,
            }),
          ),
        ),
      );
    const directCount = () =>
      doc.send(
        new BatchGetCommand({
          RequestItems: {
            [table]: {
              Keys: allShards().map((s) =>
                contactCounterKey(contactPartition(user.organizationId, s)),
              ),
            },
          },
        }),
      );

    const rows: [string, () => Promise<unknown>, () => Promise<unknown>][] = [
      [
        'first page (50)',
        () => api('/api/contacts?limit=50'),
        () => Promise.all([directQuery(), directCount()]),
      ],
      [
        'search, common term "mumbai"',
        () => api('/api/contacts?limit=50&search=mumbai'),
        () => Promise.all([directQuery('mumbai'), directCount()]),
      ],
      [
        'search, rare term "lead77"',
        () => api('/api/contacts?limit=50&search=lead77'),
        () => Promise.all([directQuery('lead77'), directCount()]),
      ],
    ];
    lines.push(`\n### ${size.toLocaleString('en-US')} contacts in one organization\n`);
    lines.push(
      '| operation | gateway median | gateway p95 | direct DynamoDB median | ratio |',
      '|---|---|---|---|---|',
    );
    for (const [label, viaGateway, direct] of rows) {
      const g = await measure(label, viaGateway, { runs: 30 });
      const d = await measure(label, direct, { runs: 30 });
      lines.push(formatRow(g, d));
    }
    let n = 0;
    const create = await measure(
      'create',
      () =>
        api('/api/contacts', {
          method: 'POST',
          body: JSON.stringify({ name: `New ${n}`, email: `new${n++}-${size}@bench.in` }),
        }),
      { runs: 50 },
    );
    /** The create's own transaction: email claim, contact, its partition's counter. */
    const directInsert = async () => {
      const c = fakeContact(user.organizationId, user.id, 1_000_000 + n++);
      await doc.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: table,
                Item: { ...contactEmailKey(user.organizationId, c.email), contactId: c.id },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Put: {
                TableName: table,
                Item: toContactItem(c),
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Update: {
                TableName: table,
                Key: contactCounterKey(contactPartition(user.organizationId, shardOf(c.id))),
                UpdateExpression: 'ADD contacts :one',
                ExpressionAttributeValues: { ':one': 1 },
              },
            },
          ],
        }),
      );
    };
    const directCreate = await measure('create', directInsert, { runs: 50 });
    lines.push(formatRow({ ...create, label: 'create contact' }, directCreate));
    // An import of 1,000 typed leads, beside the same 1,000 transactions made 8 at a time (as the
    // import service does).
    const leads = (run: number) =>
      Array.from(
        { length: IMPORT_ROWS },
        (_, i) => `Lead ${i} - imp${run}-${i}-${size}@bench.in`,
      ).join('\n');
    const imported = await measure(
      'import',
      (run) =>
        api('/api/contacts/import', {
          method: 'POST',
          body: JSON.stringify({ type: 'manual', data: leads(run) }),
        }),
      { runs: 3, warmup: 1 },
    );
    const directImport = await measure(
      'import',
      async () => {
        let left = IMPORT_ROWS;
        const lane = async () => {
          while (left > 0) {
            left -= 1;
            await directInsert();
          }
        };
        await Promise.all(Array.from({ length: IMPORT_LANES }, lane));
      },
      { runs: 3, warmup: 1 },
    );
    lines.push(
      formatRow(
        { ...imported, label: `import ${IMPORT_ROWS.toLocaleString('en-US')} leads` },
        directImport,
      ),
    );
  }
});
