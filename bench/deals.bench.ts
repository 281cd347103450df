/**
 * Deals at scale: with 20,000 deals and 100,000 contacts in one organization, time the metrics
 * call, the insights call, a deals page, a board column, the deals past their close date and a
 * stage change through the local gateway, beside the same DynamoDB operations made directly in
 * the same run. One lead in ten is hot and has waited over a week, one open deal in two is past
 * its close date, so the insights read their indexes past the 1,000 cap. Then grow the
 * organization and time the metrics again: they must not grow with the number of records.
 *
 *   npm run bench:deals      (BENCH_DEALS=2000 BENCH_CONTACTS=10000 for a quick look)
 */

import {
  BatchGetCommand,
  type DynamoDBDocumentClient,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import {
  contactCounterKey,
  contactMonthKey,
  contactPartition,
  hotLeadPartition,
  toContactItem,
} from '@salesflow/functions/modules/contacts/contact.entity';
import {
  type DealRecord,
  dealCounterKey,
  dealKey,
  dealPartition,
  dueIndexKey,
  stageIndexKey,
  toDealItem,
} from '@salesflow/functions/modules/deals/deal.entity';
import {
  DEAL_TOTALS_SK,
  dealCounterDeltas,
  dealMonthSk,
} from '@salesflow/functions/modules/deals/deal-counters';
import { dealTrail } from '@salesflow/functions/modules/deals/deal-trail';
import { newId } from '@salesflow/functions/platform/data/ids';
import { monthKey } from '@salesflow/functions/platform/data/month-key';
import { allShards, shardOf } from '@salesflow/functions/platform/data/shards';
import { DEAL_STAGES, type DealStage } from '@salesflow/shared/deals/deal.schema';
import { formatRow, measure, runBench } from './bench-support';
import { batchWrite, benchLogin, putItem } from './seed';

const DEALS = Number(process.env.BENCH_DEALS ?? 20_000);
const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 100_000);

const seedOrganization = async (
  doc: DynamoDBDocumentClient,
  table: string,
  org: string,
  owner: string,
  deals: number,
  contacts: number,
) => {
  const now = new Date().toISOString();
  const longAgo = new Date(Date.now() - 10 * 86_400_000).toISOString();
  const month = monthKey(new Date());
  const contactItems: Record<string, unknown>[] = [];
  const perShard = new Map<number, { contacts: number; qualified: number }>();
  for (let n = 0; n < contacts; n += 1) {
    const id = newId();
    const score = n % 101;
    const hot = n % 10 === 0;
    contactItems.push(
      toContactItem({
        id,
        name: `Lead ${n}`,
        email: `lead${n}@c${n % 997}.in`,
        phone: null,
        phoneE164: null,
        company: `Company ${n % 500}`,
        title: null,
        status: hot ? 'hot' : 'cold',
        source: 'website',
        score,
        notes: null,
        organizationId: org,
        ownerId: owner,
        createdAt: hot ? longAgo : now,
        updatedAt: hot ? longAgo : now,
        lastContactedAt: null,
      }),
    );
    const s = perShard.get(shardOf(id)) ?? { contacts: 0, qualified: 0 };
    s.contacts += 1;
    s.qualified += score >= 70 ? 1 : 0;
    perShard.set(shardOf(id), s);
  }
  const totals: Record<string, number> = {};
  const monthTotals: Record<string, number> = {};
  const dealItems: Record<string, unknown>[] = [];
  for (let n = 0; n < deals; n += 1) {
    const stage = DEAL_STAGES[n % DEAL_STAGES.length] as DealStage;
    const deal: DealRecord = {
      id: newId(),
      title: `Deal ${n}`,
      description: null,
      contactId: null,
      contactName: `Lead ${n}`,
      contactCompany: `Company ${n % 500}`,
      valueCents: (n % 50) * 10_000 + 99,
      stage,
      probability: (n * 7) % 101,
      expectedCloseDate: n % 2 === 0 ? '2026-01-05' : null,
      organizationId: org,
      ownerId: owner,
      holder: owner,
      leadOwnerId: null,
      createdAt: now,
      updatedAt: now,
      wonMonth: stage === 'won' ? month : null,
      ...dealTrail(null, stage, now, now.slice(0, 10)),
    };
    dealItems.push(toDealItem(deal));
    // The same arithmetic the service applies in its transactions, summed up front.
    const deltas = dealCounterDeltas(month, null, {
      stage,
      valueCents: deal.valueCents,
      probability: deal.probability,
      wonMonth: deal.wonMonth,
      expectedCloseDate: deal.expectedCloseDate,
    });
    for (const [sk, fields] of deltas) {
      // The past quarter of the close dates is never read: only the totals and this month.
      if (sk !== DEAL_TOTALS_SK && sk !== dealMonthSk(month)) continue;
      const target = sk === DEAL_TOTALS_SK ? totals : monthTotals;
      for (const [field, value] of Object.entries(fields)) {
        target[field] = (target[field] ?? 0) + value;
      }
    }
  }
  await batchWrite(doc, table, [...contactItems, ...dealItems]);
  for (const [shard, s] of perShard) {
    await putItem(doc, table, { ...contactCounterKey(contactPartition(org, shard)), ...s });
    await putItem(doc, table, {
      ...contactMonthKey(contactPartition(org, shard), month),
      ...s,
    });
  }
  await putItem(doc, table, { ...dealCounterKey(org, DEAL_TOTALS_SK), ...totals });
  await putItem(doc, table, { ...dealCounterKey(org, dealMonthSk(month)), ...monthTotals });
  return dealItems.map((i) => String(i.id));
};

runBench('Deals', async ({ stack, doc, table, lines }) => {
  const small = await benchLogin(stack.appUrl, `small-${Date.now()}@bench.in`);
  await seedOrganization(doc, table, small.user.organizationId, small.user.id, 50, 200);
  const big = await benchLogin(stack.appUrl, `big-${Date.now()}@bench.in`);
  const started = Date.now();
  const dealIds = await seedOrganization(
    doc,
    table,
    big.user.organizationId,
    big.user.id,
    DEALS,
    CONTACTS,
  );
  console.error(
    `seeded ${DEALS} deals and ${CONTACTS} contacts in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const org = big.user.organizationId;
  const month = monthKey(new Date());
  const statsKeys = [
    ...allShards().flatMap((s) => [
      contactCounterKey(contactPartition(org, s)),
      contactMonthKey(contactPartition(org, s), month),
    ]),
    dealCounterKey(org, DEAL_TOTALS_SK),
    dealCounterKey(org, dealMonthSk(month)),
  ];
  const directStats = () =>
    doc.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: statsKeys } } }));
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const waitedSince = new Date(Date.now() - 7 * 86_400_000).toISOString();
  const directPastDue = (limit: number) =>
    doc.send(
      new QueryCommand({
        TableName: table,
        IndexName: 'gsi3',
        KeyConditionExpression: 'gsi3pk = :pk AND gsi3sk < :today',
        ExpressionAttributeValues: { ':pk': dueIndexKey(org), ':today': today },
        Limit: limit,
      }),
    );
  // What the insights read: the counters, an even share of the cap from each hot leads
  // partition, and the due deals up to the cap.
  const directInsights = () =>
    Promise.all([
      directStats(),
      directPastDue(1001),
      ...allShards().map((s) =>
        doc.send(
          new QueryCommand({
            TableName: table,
            IndexName: 'gsi3',
            KeyConditionExpression: 'gsi3pk = :pk AND gsi3sk < :since',
            ExpressionAttributeValues: { ':pk': hotLeadPartition(org, s), ':since': waitedSince },
            ProjectionExpression: 'id, #n, gsi3sk',
            ExpressionAttributeNames: { '#n': 'name' },
            Limit: 126,
          }),
        ),
      ),
    ]);
  const directDealsPage = () =>
    Promise.all(
      allShards().map((s) =>
        doc.send(
          new QueryCommand({
            TableName: table,
            // The same key range the service reads (platform/data/sharded-query.ts).
            KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
            ExpressionAttributeValues: {
              ':pk': dealPartition(org, s),
              ':from': 'DEAL#',
              ':to': 'DEAL#\u{10FFFF}',
            },
            ScanIndexForward: false,
            Limit: 50,
          }),
        ),
      ),
    );
  const directColumn = () =>
    doc.send(
      new QueryCommand({
        TableName: table,
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: { ':pk': stageIndexKey(org, 'proposal') },
        ScanIndexForward: false,
        Limit: 50,
      }),
    );
  let flip = 0;
  const target = dealIds[0] ?? '';
  const stageChange = () =>
    big.api(`/api/deals/${target}`, {
      method: 'PUT',
      body: JSON.stringify({ stage: flip++ % 2 ? 'proposal' : 'closing' }),
    });
  const directStageChange = async () => {
    const key = dealKey(org, dealIds[1] ?? '');
    await doc.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: table,
              Key: key,
              UpdateExpression: 'SET stage = :s, updatedAt = :u',
              ExpressionAttributeValues: {
                ':s': flip++ % 2 ? 'proposal' : 'closing',
                ':u': new Date().toISOString(),
              },
            },
          },
          {
            Update: {
              TableName: table,
              Key: dealCounterKey(org, DEAL_TOTALS_SK),
              UpdateExpression: 'ADD count_proposal :a, count_closing :b',
              ExpressionAttributeValues: { ':a': 0, ':b': 0 },
            },
          },
          {
            Update: {
              TableName: table,
              Key: dealCounterKey(org, dealMonthSk(month)),
              UpdateExpression: 'ADD activeCount :z',
              ExpressionAttributeValues: { ':z': 0 },
            },
          },
        ],
      }),
    );
  };

  lines.push(
    `\n### ${DEALS.toLocaleString('en-US')} deals and ${CONTACTS.toLocaleString('en-US')} contacts in one organization\n`,
  );
  lines.push(
    '| operation | gateway median | gateway p95 | direct DynamoDB median | ratio |',
    '|---|---|---|---|---|',
  );
  const rows: [string, () => Promise<unknown>, () => Promise<unknown>][] = [
    ['GET /api/dashboard/metrics', () => big.api('/api/dashboard/metrics'), directStats],
    ['GET /api/ai-insights', () => big.api('/api/ai-insights'), directInsights],
    ['GET /api/deals?limit=50', () => big.api('/api/deals?limit=50'), directDealsPage],
    [
      'GET /api/deals?stage=proposal&limit=50 (board column)',
      () => big.api('/api/deals?stage=proposal&limit=50'),
      directColumn,
    ],
    [
      'GET /api/deals?due=past&limit=50 (past close date)',
      () => big.api('/api/deals?due=past&limit=50'),
      () => directPastDue(50),
    ],
    ['PUT /api/deals/{id} {stage} (board drag)', stageChange, directStageChange],
  ];
  for (const [label, viaGateway, direct] of rows) {
    const g = await measure(label, viaGateway, { runs: 30 });
    const d = await measure(label, direct, { runs: 30 });
    lines.push(formatRow(g, d));
  }
  const smallMetrics = await measure(
    'metrics, 50 deals / 200 contacts',
    () => small.api('/api/dashboard/metrics'),
    { runs: 30 },
  );
  const bigMetrics = await measure('metrics, big', () => big.api('/api/dashboard/metrics'), {
    runs: 30,
  });
  lines.push(
    '',
    `Metrics with 50 deals / 200 contacts: ${smallMetrics.medianMs.toFixed(1)} ms median; with ${DEALS.toLocaleString('en-US')} / ${CONTACTS.toLocaleString('en-US')}: ${bigMetrics.medianMs.toFixed(1)} ms (ratio ${(bigMetrics.medianMs / smallMetrics.medianMs).toFixed(2)}x).`,
  );
});
