/**
 * Reports at scale: one organization with 100,000 contacts, 20,000 deals and 10,000 calls made
 * over the last year by ten members (and unassigned leads), each report type over each range
 * through the local gateway, beside the same counter reads made directly with the SDK in the same
 * run (the Queries the service makes: the 8 contact partitions and the statistics partition), and
 * beside a small organization's reports (they must not grow with the records).
 *
 *   npm run bench:reports      (BENCH_CONTACTS=10000 BENCH_DEALS=2000 for a quick look)
 */
import { BatchGetCommand, type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  contactPartition,
  toContactItem,
} from '@salesflow/functions/modules/contacts/contact.entity';
import { dealCounterKey, toDealItem } from '@salesflow/functions/modules/deals/deal.entity';
import { dealShareOf, dealTrail } from '@salesflow/functions/modules/deals/deal-trail';
import { reportKeyRanges } from '@salesflow/functions/modules/reports/reports.repository';
import { newId } from '@salesflow/functions/platform/data/ids';
import { allShards, shardOf } from '@salesflow/functions/platform/data/shards';
import { CONTACT_SOURCES } from '@salesflow/shared/contacts/contact-source';
import { DEAL_STAGES } from '@salesflow/shared/deals/deal.schema';
import { reportKeys } from '@salesflow/shared/reports/build-report';
import { addDays } from '@salesflow/shared/reports/report-calendar';
import {
  type BucketDeltas,
  callReportDeltas,
  contactReportDeltas,
  dealReportDeltas,
  reportMonthSk,
} from '@salesflow/shared/reports/report-counters';
import { newContactsMetric } from '@salesflow/shared/reports/report-fields';
import { REPORT_RANGES, REPORT_TYPES } from '@salesflow/shared/reports/report-query';
import { formatRow, measure, runBench } from './bench-support';
import { batchWrite, benchLogin } from './seed';

const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 100_000);
const DEALS = Number(process.env.BENCH_DEALS ?? 20_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 10_000);
const OUTCOMES = ['interested', 'callback', 'not_interested', 'no_answer', null] as const;

const todayInKolkata = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/**
 * The records and the report counters they make, by the same arithmetic the write paths apply in
 * their transactions, summed up front. Records spread evenly over the last 365 days.
 */
const seed = async (
  doc: DynamoDBDocumentClient,
  table: string,
  org: string,
  owner: string,
  sizes: { contacts: number; deals: number; calls: number },
) => {
  const today = todayInKolkata();
  const holders = ['NONE', owner, ...Array.from({ length: 9 }, (_, i) => `member-${i}`)];
  const counters = new Map<string, Record<string, unknown>>();
  const addAll = (pk: string, buckets: BucketDeltas) => {
    for (const [sk, deltas] of buckets) {
      const key = `${pk}|${sk}`;
      const item = counters.get(key) ?? { pk, sk };
      for (const [field, value] of Object.entries(deltas)) {
        item[field] = Number(item[field] ?? 0) + value;
      }
      counters.set(key, item);
    }
  };
  const items: Record<string, unknown>[] = [];
  for (let n = 0; n < sizes.contacts; n += 1) {
    const id = newId();
    const day = addDays(today, -(n % 365));
    const holder = holders[n % holders.length] as string;
    const source = n % 7 === 6 ? null : (CONTACT_SOURCES[n % 6] ?? null);
    const at = `${day}T06:00:00.000Z`;
    items.push(
      toContactItem({
        id,
        name: `Lead ${n}`,
        email: `lead-${n}@bench.in`,
        phone: null,
        phoneE164: null,
        company: `Company ${n % 500}`,
        title: null,
        score: n % 101,
        status: 'cold',
        source,
        notes: null,
        organizationId: org,
        ownerId: owner,
        assignedTo: holder === 'NONE' ? null : holder,
        createdAt: at,
        updatedAt: at,
        lastContactedAt: null,
      }),
    );
    addAll(
      contactPartition(org, shardOf(id)),
      contactReportDeltas(null, { day, metric: newContactsMetric(source), holder }),
    );
  }
  const stats = dealCounterKey(org, '').pk;
  for (let n = 0; n < sizes.deals; n += 1) {
    const stage = DEAL_STAGES[n % DEAL_STAGES.length] as (typeof DEAL_STAGES)[number];
    const day = addDays(today, -(n % 365));
    const at = `${day}T06:00:00.000Z`;
    const deal = {
      id: newId(),
      title: `Deal ${n}`,
      description: null,
      contactId: null,
      contactName: null,
      contactCompany: null,
      valueCents: (n % 50) * 10_000 + 99,
      stage,
      probability: 50,
      expectedCloseDate: null,
      organizationId: org,
      ownerId: owner,
      holder: holders[n % holders.length] as string,
      leadOwnerId: null,
      createdAt: at,
      updatedAt: at,
      wonMonth: stage === 'won' ? day.slice(0, 7) : null,
      ...dealTrail(null, stage, at, day),
    };
    items.push(toDealItem(deal));
    addAll(stats, dealReportDeltas(null, dealShareOf(deal), day));
  }
  for (let n = 0; n < sizes.calls; n += 1) {
    addAll(
      stats,
      callReportDeltas(null, {
        day: addDays(today, -(n % 365)),
        maker: holders[n % holders.length] as string,
        kind: 'call',
        outcome: OUTCOMES[n % OUTCOMES.length] ?? null,
      }),
    );
  }
  await batchWrite(doc, table, [...items, ...counters.values()]);
  return counters.size;
};

runBench('Reports', async ({ stack, doc, table, lines }) => {
  const small = await benchLogin(stack.appUrl, `small-${Date.now()}@bench.in`);
  await seed(doc, table, small.user.organizationId, small.user.id, {
    contacts: 200,
    deals: 50,
    calls: 30,
  });
  const big = await benchLogin(stack.appUrl, `big-${Date.now()}@bench.in`);
  const started = Date.now();
  const counterItems = await seed(doc, table, big.user.organizationId, big.user.id, {
    contacts: CONTACTS,
    deals: DEALS,
    calls: CALLS,
  });
  console.error(
    `seeded ${CONTACTS} contacts, ${DEALS} deals, ${CALLS} calls (${counterItems} counter items) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const org = big.user.organizationId;
  const stats = dealCounterKey(org, '').pk;

  /** The service's reads, made directly: one Query per key range, per partition. */
  const direct = (range: (typeof REPORT_RANGES)[number]) => {
    const { plan } = reportKeys(range, todayInKolkata());
    const queries: [string, string, string][] = [
      ...allShards().flatMap((shard) =>
        reportKeyRanges('CONTACTS', plan).map(
          ([from, to]) => [contactPartition(org, shard), from, to] as [string, string, string],
        ),
      ),
      ...(['DEALS', 'CALLS'] as const).flatMap((kind) =>
        reportKeyRanges(kind, plan).map(
          ([from, to]) => [stats, from, to] as [string, string, string],
        ),
      ),
    ];
    const month = todayInKolkata().slice(0, 7);
    return () =>
      Promise.all([
        ...queries.map(([pk, from, to]) =>
          doc.send(
            new QueryCommand({
              TableName: table,
              KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
              ExpressionAttributeValues: { ':pk': pk, ':from': from, ':to': to },
            }),
          ),
        ),
        doc.send(
          new BatchGetCommand({
            RequestItems: {
              [table]: {
                Keys: allShards().map((s) => ({
                  pk: contactPartition(org, s),
                  sk: reportMonthSk('CONTACTS', month),
                })),
              },
            },
          }),
        ),
      ]);
  };

  lines.push(
    '',
    `One organization: ${CONTACTS.toLocaleString('en-US')} contacts, ${DEALS.toLocaleString('en-US')} deals, ${CALLS.toLocaleString('en-US')} calls over 365 days, 11 holders; ${counterItems.toLocaleString('en-US')} counter items.`,
    '',
    '| Report (through the gateway) | median | p95 | the same reads directly | ratio |',
    '|---|---|---|---|---|',
  );
  for (const range of REPORT_RANGES) {
    const reads = direct(range);
    const directTiming = await measure(`direct ${range}`, reads, { runs: 30 });
    for (const type of REPORT_TYPES) {
      const timing = await measure(
        `${type} ${range}`,
        () => big.api(`/api/reports?type=${type}&range=${range}`),
        { runs: 30 },
      );
      lines.push(formatRow(timing, directTiming));
    }
  }
  const smallTiming = await measure('small organization, overview 1y', () =>
    small.api('/api/reports?type=overview&range=1y'),
  );
  const bigTiming = await measure('large organization, overview 1y', () =>
    big.api('/api/reports?type=overview&range=1y'),
  );
  lines.push(
    '',
    '| Same report, two sizes | median | p95 | small organization | ratio |',
    '|---|---|---|---|---|',
    formatRow(bigTiming, smallTiming),
  );
});
