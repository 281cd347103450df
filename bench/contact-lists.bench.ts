/**
 * Contact lists that sort and filter at scale: each combination's complete first page (50)
 * through the local gateway (HTTP → API Gateway v2 event → handler → DynamoDB Local), beside the
 * plain first page (newest first, no filter) measured in the same run. Prints medians, p95, the
 * ratio to the plain page, and how many requests the screen makes before it shows a complete
 * first page (a rare match can answer a short page and a cursor: the sharded query's read budget).
 *
 * The contacts and their list rows (contact-list.entity.ts) are seeded directly, with the stream
 * projectors paused (they would only write the same rows again): what is measured is the read.
 * Searches narrowed by filters are measured by bench/contacts.bench.ts's seeding of words.
 *
 *   npm run bench:lists                       (100,000 contacts, about 10 minutes)
 *   BENCH_SIZES=10000 npm run bench:lists
 */
import { randomUUID } from 'node:crypto';
import {
  contactCounterKey,
  contactPartition,
  toContactItem,
} from '@salesflow/functions/modules/contacts/contact.entity';
import { contactListRows } from '@salesflow/functions/modules/contacts/contact-list.entity';
import { derivedId } from '@salesflow/functions/platform/data/ids';
import { shardOf } from '@salesflow/functions/platform/data/shards';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { CONTACT_SOURCES } from '@salesflow/shared/contacts/contact-source';
import { measure, runBench } from './bench-support';
import { batchWrite, benchLogin, putItem } from './seed';

const sizes = (process.env.BENCH_SIZES ?? '100000').split(',').map(Number);
const FIRST = ['Aarav', 'Diya', 'Vihaan', 'Ananya', 'Kabir', 'Isha', 'Rohan', 'Meera', 'Arjun'];
const CITIES = ['Mumbai', 'Pune', 'Chennai', 'Delhi', 'Kochi', 'Jaipur', 'Singapore'];
const DAY_MS = 86_400_000;
const REGIONS = ['North', 'South', 'East', 'West'];

/**
 * A lead of a realistic mix: 60% cold, 30% warm, 10% hot; sources spread over the six; scores
 * 0-100; one in four contacted in the last month; made over the last 100 days; one in five held
 * by a second member; seven in ten with a budget (a number custom field), half with a region (a
 * choice).
 */
const fakeContact = (org: string, ownerId: string, memberId: string, n: number): Contact => {
  const decile = Math.floor(n / 7) % 10;
  const createdMs = Date.now() - (n % 100) * DAY_MS - (n % 997) * 1000;
  const created = new Date(createdMs).toISOString();
  return {
    // Made when it was created, as every contact's id is (a ULID begins with its time).
    id: derivedId(createdMs, `${org}#${n}`),
    name: `${FIRST[n % FIRST.length]} ${CITIES[(n * 3) % CITIES.length]} ${n}`,
    email: `lead${n}@company${n % 997}.in`,
    phone: null,
    phoneE164: null,
    company: `${CITIES[(n * 7) % CITIES.length]} Traders ${n % 500}`,
    title: null,
    status: decile < 6 ? 'cold' : decile < 9 ? 'warm' : 'hot',
    source: CONTACT_SOURCES[(n * 7) % CONTACT_SOURCES.length] ?? null,
    score: (n * 37) % 101,
    notes: null,
    organizationId: org,
    ownerId,
    assignedTo: n % 5 === 0 ? memberId : ownerId,
    createdAt: created,
    updatedAt: created,
    lastContactedAt: n % 4 === 0 ? new Date(Date.now() - (n % 30) * DAY_MS).toISOString() : null,
    customFields: {
      ...(n % 10 < 7 ? { budget: (n * 131) % 1_000_000 } : {}),
      ...(n % 2 === 0 ? { region: REGIONS[(n >> 1) % REGIONS.length] as string } : {}),
    },
  } as Contact;
};

const seed = async (
  doc: Parameters<typeof putItem>[0],
  table: string,
  org: string,
  ownerId: string,
  memberId: string,
  count: number,
) => {
  const perShard = new Map<number, number>();
  const CHUNK = 5000;
  for (let from = 0; from < count; from += CHUNK) {
    const items: Record<string, unknown>[] = [];
    for (let n = from; n < Math.min(count, from + CHUNK); n += 1) {
      const contact = fakeContact(org, ownerId, memberId, n);
      items.push(toContactItem(contact), ...contactListRows(contact));
      perShard.set(shardOf(contact.id), (perShard.get(shardOf(contact.id)) ?? 0) + 1);
    }
    await batchWrite(doc, table, items);
  }
  for (const [shard, n] of perShard) {
    await putItem(doc, table, { ...contactCounterKey(contactPartition(org, shard)), contacts: n });
  }
};

interface PageAnswer {
  items: unknown[];
  nextCursor: string | null;
}

runBench('Contact lists', async ({ stack, doc, table, lines }) => {
  // The seeded contacts' stream records wait; the rows they would give are seeded beside them.
  stack.projections.pause();
  for (const size of sizes) {
    const { user, api } = await benchLogin(stack.appUrl, `lists-${size}-${Date.now()}@example.com`);
    const memberId = `member-${randomUUID().slice(0, 8)}`;
    for (const field of [
      { key: 'budget', label: 'Budget', type: 'number' },
      { key: 'region', label: 'Region', type: 'select', options: REGIONS },
    ]) {
      await api('/api/custom-fields', {
        method: 'POST',
        body: JSON.stringify({ entity: 'contact', ...field }),
      });
    }
    const started = Date.now();
    await seed(doc, table, user.organizationId, user.id, memberId, size);
    const seeded = (Date.now() - started) / 1000;
    console.error(`seeded ${size} contacts and their rows in ${seeded.toFixed(1)} s`);
    const today = new Date(Date.now() - 3 * DAY_MS).toISOString().slice(0, 10);
    const cases: [string, string][] = [
      ['plain first page (newest first)', ''],
      ['sort by score, highest first', 'sort=-score'],
      ['sort by name', 'sort=name'],
      ['sort by last contact, latest first', 'sort=-lastContactedAt'],
      ['hot (10%)', 'status=hot'],
      ['hot, by score', 'status=hot&sort=-score'],
      ['referral, score ≥ 60, by score', 'source=referral&minScore=60&sort=-score'],
      [
        'hot or warm from website, score ≥ 60, by score',
        'status=hot,warm&source=website&minScore=60&sort=-score',
      ],
      ['score ≥ 90, by name', 'minScore=90&sort=name'],
      ['made in the last 3 days, newest first', `createdFrom=${today}`],
      ['one member’s hot leads, by score', `assignedTo=${memberId}&status=hot&sort=-score`],
      ['hot with score ≥ 99 (0.2%), newest first', 'status=hot&minScore=99'],
      ['by a custom number (budget), highest first', 'sort=-cf.budget'],
      ['by a custom choice (region), A to Z', 'sort=cf.region'],
      ['custom choice = North (12.5%), newest first', 'cf.region=North'],
      ['hot, region North, by budget', 'status=hot&cf.region=North&sort=-cf.budget'],
    ];
    /** Requests until the first page is complete (50 shown, or no cursor left). */
    const requestsPerPage = async (query: string) => {
      let cursor: string | null = null;
      let shown = 0;
      let requests = 0;
      do {
        const path = `/api/contacts?limit=50${query ? `&${query}` : ''}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
        const page = JSON.parse(await api(path)) as PageAnswer;
        shown += page.items.length;
        cursor = page.nextCursor;
        requests += 1;
      } while (cursor && shown < 50 && requests < 100);
      return { requests, shown };
    };
    lines.push(`\n### ${size.toLocaleString('en-US')} contacts in one organization\n`);
    lines.push(
      '| list | median | p95 | ratio to the plain page | requests for a complete first page (contacts shown) |',
      '|---|---|---|---|---|',
    );
    let plain = 0;
    for (const [label, query] of cases) {
      const timing = await measure(label, () => api(`/api/contacts?limit=50&${query}`), {
        runs: 30,
      });
      if (!query) plain = timing.medianMs;
      const { requests, shown } = await requestsPerPage(query);
      lines.push(
        `| ${label} | ${timing.medianMs.toFixed(1)} ms | ${timing.p95Ms.toFixed(1)} ms | ${(timing.medianMs / Math.max(plain, 0.01)).toFixed(2)}x | ${requests} (${shown}) |`,
      );
    }
  }
});
