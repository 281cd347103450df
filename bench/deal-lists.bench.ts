/**
 * Deal lists that sort and filter at scale (issue 27: "Deals likewise"): each combination's
 * complete first page (50) through the local gateway, beside the plain first page (newest first,
 * no filter) measured in the same run. Prints medians, p95, the ratio to the plain page, and how
 * many requests a complete first page takes (a rare match can answer a short page and a cursor).
 *
 * The deals and their list rows (deal-list.entity.ts) are seeded directly, with the stream
 * projectors paused (they would only write the same rows again): what is measured is the read.
 *
 *   npm run bench:deal-lists                 (20,000 deals: the deals of 100,000 contacts)
 *   BENCH_SIZES=100000 npm run bench:deal-lists
 */
import { randomUUID } from 'node:crypto';
import { type DealRecord, toDealItem } from '@salesflow/functions/modules/deals/deal.entity';
import { dealListRows } from '@salesflow/functions/modules/deals/deal-list.entity';
import { dealTrail } from '@salesflow/functions/modules/deals/deal-trail';
import { derivedId } from '@salesflow/functions/platform/data/ids';
import { DEAL_STAGES } from '@salesflow/shared/deals/deal.schema';
import { measure, runBench } from './bench-support';
import { batchWrite, benchLogin } from './seed';

const sizes = (process.env.BENCH_SIZES ?? '20000').split(',').map(Number);
const DAY_MS = 86_400_000;

/** A day `days` from today, YYYY-MM-DD. */
const dayFromNow = (days: number) =>
  new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * A deal of a realistic mix: stages spread over the six, values from 1,000 to 10,00,000, every
 * probability, close dates over the next 180 days for four in five, made over 200 days; one in
 * five held by a second member.
 */
const fakeDeal = (org: string, ownerId: string, memberId: string, n: number): DealRecord => {
  const createdMs = Date.now() - (n % 200) * DAY_MS - (n % 991) * 1000;
  const created = new Date(createdMs).toISOString();
  const stage = DEAL_STAGES[(n * 7) % DEAL_STAGES.length] ?? 'prospecting';
  return {
    id: derivedId(createdMs, `${org}#deal#${n}`),
    title: `Deal ${n}`,
    description: null,
    contactId: null,
    contactName: `Lead ${n}`,
    contactCompany: `Company ${n % 500}`,
    valueCents: (1_000 + ((n * 7919) % 999_000)) * 100,
    stage,
    probability: (n * 37) % 101,
    expectedCloseDate: n % 5 === 0 ? null : dayFromNow((n * 13) % 180),
    organizationId: org,
    ownerId,
    holder: n % 5 === 0 ? memberId : ownerId,
    leadOwnerId: null,
    createdAt: created,
    updatedAt: created,
    wonMonth: stage === 'won' ? created.slice(0, 7) : null,
    ...dealTrail(null, stage, created, created.slice(0, 10)),
  } as DealRecord;
};

interface PageAnswer {
  items: unknown[];
  nextCursor: string | null;
}

runBench('Deal lists', async ({ stack, doc, table, lines }) => {
  stack.projections.pause();
  for (const size of sizes) {
    const { user, api } = await benchLogin(
      stack.appUrl,
      `deal-lists-${size}-${Date.now()}@example.com`,
    );
    const memberId = `member-${randomUUID().slice(0, 8)}`;
    const started = Date.now();
    for (let from = 0; from < size; from += 5000) {
      const items: Record<string, unknown>[] = [];
      for (let n = from; n < Math.min(size, from + 5000); n += 1) {
        const deal = fakeDeal(user.organizationId, user.id, memberId, n);
        items.push(toDealItem(deal), ...dealListRows(deal));
      }
      await batchWrite(doc, table, items);
    }
    console.error(
      `seeded ${size} deals and their rows in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const cases: [string, string][] = [
      ['plain first page (newest first)', ''],
      ['sort by value, highest first', 'sort=-value'],
      ['sort by probability', 'sort=probability'],
      ['sort by close date, soonest first', 'sort=expectedCloseDate'],
      ['proposal (one stage: the board column)', 'stage=proposal'],
      ['proposal or closing, by value', 'stage=proposal,closing&sort=-value'],
      ['value 5,00,000 to 7,00,000, by value', 'minValue=500000&maxValue=700000&sort=-value'],
      [
        'closing in the next 30 days, by close date',
        `closeFrom=${dayFromNow(0)}&closeTo=${dayFromNow(30)}&sort=expectedCloseDate`,
      ],
      ['value ≥ 9,00,000, by probability', 'minValue=900000&sort=-probability'],
      [
        'won, closing in 7 days, by value',
        `stage=won&closeFrom=${dayFromNow(0)}&closeTo=${dayFromNow(7)}&sort=-value`,
      ],
      ['value ≥ 9,99,000 (0.1%), newest first', 'minValue=999000'],
    ];
    const requestsPerPage = async (query: string) => {
      let cursor: string | null = null;
      let shown = 0;
      let requests = 0;
      do {
        const path = `/api/deals?limit=50${query ? `&${query}` : ''}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
        const page = JSON.parse(await api(path)) as PageAnswer;
        shown += page.items.length;
        cursor = page.nextCursor;
        requests += 1;
      } while (cursor && shown < 50 && requests < 100);
      return { requests, shown };
    };
    lines.push(`\n### ${size.toLocaleString('en-US')} deals in one organization\n`);
    lines.push(
      '| list | median | p95 | ratio to the plain page | requests for a complete first page (deals shown) |',
      '|---|---|---|---|---|',
    );
    let plain = 0;
    for (const [label, query] of cases) {
      const timing = await measure(label, () => api(`/api/deals?limit=50&${query}`), { runs: 30 });
      if (!query) plain = timing.medianMs;
      const { requests, shown } = await requestsPerPage(query);
      lines.push(
        `| ${label} | ${timing.medianMs.toFixed(1)} ms | ${timing.p95Ms.toFixed(1)} ms | ${(timing.medianMs / Math.max(plain, 0.01)).toFixed(2)}x | ${requests} (${shown}) |`,
      );
    }
  }
});
