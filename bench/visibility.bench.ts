/**
 * Record visibility at scale: one organization with 100,000 contacts spread over ten members and
 * the unassigned leads, set to show members only their own leads. A member's first page, "My
 * leads", a search, the dashboard metrics and the insights through the local gateway, beside a
 * manager's (who sees everything) and beside the member's own reads made directly with the SDK in
 * the same run (their and the unassigned leads' index partitions and counters). Loopback only;
 * bounded loops.
 *
 *   npm run bench:visibility                 (100,000 contacts)
 *   BENCH_CONTACTS=10000 npm run bench:visibility
 */
import { BatchGetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  contactCounterKey,
  contactKey,
  contactPartition,
  holderCounterKey,
  leadsPartitions,
  SEARCH_WORD_PREFIX,
  searchPartitions,
  searchWordItems,
  toContactItem,
  toLeadsItem,
  UNASSIGNED,
} from '@salesflow/functions/modules/contacts/contact.entity';
import { newId } from '@salesflow/functions/platform/data/ids';
import { allShards, shardOf } from '@salesflow/functions/platform/data/shards';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { searchTerms } from '@salesflow/shared/contacts/contact-search';
import { formatRow, measure, runBench } from './bench-support';
import { batchWrite, benchLogin, putItem } from './seed';

const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 100_000);
const MEMBERS = 10;
const CITIES = ['Mumbai', 'Pune', 'Chennai', 'Delhi', 'Kochi', 'Jaipur', 'Singapore', 'Dubai'];
const FIRST = ['Aarav', 'Diya', 'Vihaan', 'Ananya', 'Kabir', 'Isha', 'Rohan', 'Meera'];

const fakeContact = (
  organizationId: string,
  ownerId: string,
  assignedTo: string | null,
  n: number,
): Contact => {
  const now = new Date(Date.now() - n * 1000).toISOString();
  return {
    id: newId(),
    name: `${FIRST[n % FIRST.length]} ${CITIES[(n >> 3) % CITIES.length]} ${n}`,
    email: `lead${n}@company${n % 997}.in`,
    phone: null,
    phoneE164: null,
    company: `${CITIES[(n * 7) % CITIES.length]} Traders ${n % 500}`,
    title: 'Purchase Manager',
    status: n % 10 === 0 ? 'hot' : 'cold',
    source: 'website',
    score: n % 101,
    notes: null,
    organizationId,
    ownerId,
    assignedTo,
    createdAt: now,
    updatedAt: now,
    lastContactedAt: null,
  };
};

runBench('Record visibility', async ({ stack, doc, table, lines }) => {
  const stamp = Date.now();
  const owner = await benchLogin(stack.appUrl, `owner-${stamp}@example.com`);
  const org = owner.user.organizationId;
  await owner.api('/api/team/settings', {
    method: 'PUT',
    body: JSON.stringify({ recordVisibility: 'own' }),
  });
  const members = [];
  for (let i = 0; i < MEMBERS; i += 1) {
    members.push(
      await benchLogin(stack.appUrl, `member${i}-${stamp}@example.com`, {
        organizationId: org,
        role: 'member',
      }),
    );
  }
  const manager = await benchLogin(stack.appUrl, `manager-${stamp}@example.com`, {
    organizationId: org,
    role: 'manager',
  });
  const member = members[0] ?? manager;
  const holders = [...members.map((m) => m.user.id), null];

  // Contacts, their leads index items and words, and the counters, as their transactions leave them.
  const seedStart = Date.now();
  const items: Record<string, unknown>[] = [];
  const counts = new Map<string, number>();
  const add = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  for (let n = 0; n < CONTACTS; n += 1) {
    const contact = fakeContact(org, owner.user.id, holders[n % holders.length] ?? null, n);
    items.push(toContactItem(contact), toLeadsItem(contact), ...searchWordItems(contact));
    const shard = shardOf(contact.id);
    add(`${shard}|`);
    add(`${shard}|${contact.assignedTo ?? UNASSIGNED}`);
  }
  await batchWrite(doc, table, items);
  for (const [key, n] of counts) {
    const [shard, holder] = key.split('|');
    const partition = contactPartition(org, Number(shard));
    await putItem(doc, table, {
      ...(holder ? holderCounterKey(partition, holder) : contactCounterKey(partition)),
      contacts: n,
    });
  }
  console.error(
    `seeded ${CONTACTS} contacts (${items.length} items) in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`,
  );

  const seen = [member.user.id, UNASSIGNED];
  /** The member's own page: their and the unassigned leads' index partitions, then the contacts. */
  const directPage = async (holdersRead: string[]) => {
    const reads = await Promise.all(
      leadsPartitions(org, holdersRead).map((pk) =>
        doc.send(
          new QueryCommand({
            TableName: table,
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
    const ids = reads
      .flatMap((r) => r.Items ?? [])
      .sort((a, b) => String(b.sk).localeCompare(String(a.sk)))
      .slice(0, 50)
      .map((i) => String(i.contactId));
    await Promise.all([
      doc.send(
        new BatchGetCommand({
          RequestItems: { [table]: { Keys: ids.map((id) => contactKey(org, id)) } },
        }),
      ),
      doc.send(
        new BatchGetCommand({
          RequestItems: {
            [table]: {
              Keys: allShards().flatMap((s) =>
                holdersRead.map((h) => holderCounterKey(contactPartition(org, s), h)),
              ),
            },
          },
        }),
      ),
    ]);
  };
  /** The search's own reads: the word's index partitions (filtered to the holders), the contacts. */
  const directSearch = async (typed: string) => {
    const terms = searchTerms(typed);
    if (!terms) return;
    const reads = await Promise.all(
      searchPartitions(org, terms.key).map((pk) =>
        doc.send(
          new QueryCommand({
            TableName: table,
            KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
            FilterExpression: 'holder IN (:me, :none)',
            ExpressionAttributeValues: {
              ':pk': pk,
              ':from': `${SEARCH_WORD_PREFIX}${terms.key}`,
              ':to': `${SEARCH_WORD_PREFIX}${terms.key}\u{10FFFF}`,
              ':me': member.user.id,
              ':none': UNASSIGNED,
            },
            Limit: 200,
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

  const rows: [string, string, () => Promise<unknown>][] = [
    ['first page (50)', '/api/contacts?limit=50', () => directPage(seen)],
    ['My leads (50)', '/api/contacts?limit=50&assignedTo=me', () => directPage([member.user.id])],
    ['search "mumbai"', '/api/contacts?limit=50&search=mumbai', () => directSearch('mumbai')],
    [
      'search "ananya pune"',
      '/api/contacts?limit=50&search=ananya%20pune',
      () => directSearch('ananya pune'),
    ],
    ['dashboard metrics', '/api/dashboard/metrics', () => directPage(seen)],
    ['AI insights', '/api/ai-insights', () => directPage(seen)],
  ];
  lines.push(
    `\n### ${CONTACTS.toLocaleString('en-US')} contacts, ${MEMBERS} members and the unassigned leads; members see only their own\n`,
    '| operation (member, own scope) | gateway median | gateway p95 | direct DynamoDB median | ratio | manager (all) median |',
    '|---|---|---|---|---|---|',
  );
  for (const [label, path, direct] of rows) {
    const asMember = await measure(label, () => member.api(path), { runs: 30 });
    const directTiming = await measure(label, direct, { runs: 30 });
    const asManager = await measure(label, () => manager.api(path), { runs: 30 });
    lines.push(`${formatRow(asMember, directTiming)} ${asManager.medianMs.toFixed(1)} ms |`);
  }
  const mine = JSON.parse(await member.api('/api/contacts?limit=1')) as { total: number };
  lines.push(
    '',
    `The member sees ${mine.total.toLocaleString('en-US')} of ${CONTACTS.toLocaleString('en-US')} contacts (theirs and the unassigned). The direct reads for the dashboard and insights rows are the member's page reads (their index partitions and counters), a floor rather than the same work.`,
  );
});
