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
  contactKey,
  contactPartition,
  SEARCH_WORD_PREFIX,
  searchPartitions,
  searchWordItems,
  toContactItem,
} from '@salesflow/functions/modules/contacts/contact.entity';
import { newId } from '@salesflow/functions/platform/data/ids';
import { allShards, shardOf } from '@salesflow/functions/platform/data/shards';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { searchTerms } from '@salesflow/shared/contacts/contact-search';
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
    phone: `+91 9${String(n).padStart(9, '0').slice(0, 4)} ${String(n).padStart(9, '0').slice(4)}`,
    phoneE164: `+919${String(n).padStart(9, '0')}`,
    company: `${CITIES[(n * 7) % CITIES.length]} Traders ${n % 500}`,
    title: 'Purchase Manager',
    status: 'cold',
    source: 'website',
    score: n % 101,
    notes: null,
    organizationId,
    ownerId,
    assignedTo: ownerId,
    createdAt: now,
    updatedAt: now,
    lastContactedAt: null,
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
    // Seeded without their email claims (the measured creates use fresh emails), with their words.
    items.push(toContactItem(contact), ...searchWordItems(contact));
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
  const requestCounts: string[] = [];
  for (const size of sizes) {
    const { user, api } = await benchLogin(stack.appUrl, `bench-${size}-${Date.now()}@example.com`);
    const seedStart = Date.now();
    await seed(doc, table, user.organizationId, user.id, size);
    console.error(`seeded ${size} contacts in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

    const org = user.organizationId;
    const partitions = allShards().map((s) => contactPartition(org, s));
    const directPage = () =>
      Promise.all(
        partitions.map((pk) =>
          doc.send(
            new QueryCommand({
              TableName: table,
              // The same key range the service reads (platform/data/sharded-query.ts).
              KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
              ExpressionAttributeValues: {
                ':pk': pk,
                ':from': 'CONTACT#',
                ':to': 'CONTACT#\u{10FFFF}',
              },
              ScanIndexForward: false,
              Limit: 50,
            }),
          ),
        ),
      );
    /** The search's own reads: the word's 8 index partitions, then the contacts found. */
    const directSearch = async (typed: string) => {
      const terms = searchTerms(typed);
      if (!terms) return;
      const reads = await Promise.all(
        searchPartitions(org, terms.key).map((pk) =>
          doc.send(
            new QueryCommand({
              TableName: table,
              KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
              ExpressionAttributeValues: {
                ':pk': pk,
                ':from': `${SEARCH_WORD_PREFIX}${terms.key}`,
                ':to': `${SEARCH_WORD_PREFIX}${terms.key}\u{10FFFF}`,
              },
              Limit: 50,
            }),
          ),
        ),
      );
      const ids = reads
        .flatMap((r) => r.Items ?? [])
        .slice(0, 50)
        .map((i) => String(i.contactId));
      if (ids.length) {
        await doc.send(
          new BatchGetCommand({
            RequestItems: { [table]: { Keys: ids.map((id) => contactKey(org, id)) } },
          }),
        );
      }
    };
    const directCount = () =>
      doc.send(
        new BatchGetCommand({
          RequestItems: {
            [table]: {
              Keys: allShards().map((s) => contactCounterKey(contactPartition(org, s))),
            },
          },
        }),
      );

    /** How many requests the screen makes before it can show a full first page (or "none"). */
    const requestsPerAnswer = async (typed: string) => {
      let cursor: string | null = null;
      let shown = 0;
      let requests = 0;
      do {
        const query = `limit=50&search=${encodeURIComponent(typed)}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
        const page = JSON.parse(await api(`/api/contacts?${query}`)) as {
          items: unknown[];
          nextCursor: string | null;
        };
        shown += page.items.length;
        cursor = page.nextCursor;
        requests += 1;
      } while (cursor && shown < 50 && requests < 100);
      return requests;
    };

    const searches: [string, string][] = [
      ['search, common word "mumbai"', 'mumbai'],
      ['search, rare word "lead77"', 'lead77'],
      ['search, no match "zzqx"', 'zzqx'],
      ['search, two words "ananya pune"', 'ananya pune'],
      ['search, phone digits "90000777"', '90000777'],
      ['search, part of a name "nanya"', 'nanya'],
      ['search, last phone digits "60777"', '60777'],
    ];
    const rows: [string, () => Promise<unknown>, () => Promise<unknown>][] = [
      [
        'first page (50)',
        () => api('/api/contacts?limit=50'),
        () => Promise.all([directPage(), directCount()]),
      ],
      ...searches.map(
        ([label, typed]): [string, () => Promise<unknown>, () => Promise<unknown>] => [
          label,
          () => api(`/api/contacts?limit=50&search=${encodeURIComponent(typed)}`),
          () => Promise.all([directSearch(typed), directCount()]),
        ],
      ),
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
    const perAnswer: string[] = [];
    for (const [label, typed] of searches) {
      perAnswer.push(`${label.replace('search, ', '')}: ${await requestsPerAnswer(typed)}`);
    }
    requestCounts.push(`${size.toLocaleString('en-US')} contacts: ${perAnswer.join('; ')}`);
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
    /** The create's own transaction: email claim, contact, its partition's counter, its words. */
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
            ...searchWordItems(c).map((Item) => ({ Put: { TableName: table, Item } })),
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
  lines.push(
    '',
    'Requests the screen makes before it shows a complete first page (or says nothing was found):',
    '',
    ...requestCounts.map((line) => `- ${line}`),
  );
});
