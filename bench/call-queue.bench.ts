/**
 * The call queue: the AI Calling screen's 8 contacts to call next (a phone, highest score first)
 * and the dashboard's 5 above 70 are read from the call queue index, the top few of each of its 8
 * partitions, merged; never the contacts. Time both through the local gateway for an organization
 * of BENCH_SMALL contacts (100) and one of BENCH_CONTACTS (100,000), all with phones, and for a
 * member who sees only their own leads in the large one; beside, as the baseline in the same run,
 * the current-user answer of the same session (a request that reads a few items whatever the size).
 *
 *   npx tsx bench/call-queue.bench.ts     (BENCH_CONTACTS=10000 for a quick look)
 */
import { toContactItem, toLeadsItem } from '@salesflow/functions/modules/contacts/contact.entity';
import { newId } from '@salesflow/functions/platform/data/ids';
import { measure, runBench, type Timing } from './bench-support';
import { batchWrite, benchLogin } from './seed';

const LARGE = Number(process.env.BENCH_CONTACTS ?? 100_000);
const SMALL = Number(process.env.BENCH_SMALL ?? 100);

const seed = async (
  context: Parameters<Parameters<typeof runBench>[1]>[0],
  organizationId: string,
  holders: readonly string[],
  count: number,
) => {
  const now = new Date().toISOString();
  const items: Record<string, unknown>[] = [];
  for (let n = 0; n < count; n += 1) {
    const holder = holders[n % holders.length] as string;
    const contact = {
      id: newId(),
      name: `Lead ${n}`,
      email: `lead${n}@q${n % 997}.in`,
      phone: `+91 98${String(n).padStart(8, '0')}`,
      phoneE164: `+9198${String(n).padStart(8, '0')}`,
      company: `Company ${n % 500}`,
      title: null,
      status: 'warm' as const,
      source: 'website' as const,
      score: (n * 37) % 101,
      notes: null,
      organizationId,
      ownerId: holder,
      assignedTo: holder,
      createdAt: now,
      updatedAt: now,
      lastContactedAt: null,
    };
    items.push(toContactItem(contact), toLeadsItem(contact));
  }
  await batchWrite(context.doc, context.table, items, 16);
};

const row = (timing: Timing, baseline: Timing) =>
  `| ${timing.label} | ${timing.medianMs.toFixed(1)} ms | ${timing.p95Ms.toFixed(1)} ms | ${baseline.medianMs.toFixed(1)} ms | ${(timing.medianMs / Math.max(baseline.medianMs, 0.01)).toFixed(2)}x |`;

runBench('Call queue', async (context) => {
  const { stack, lines } = context;
  const small = await benchLogin(stack.appUrl, `small-${Date.now()}@queue.in`);
  const large = await benchLogin(stack.appUrl, `large-${Date.now()}@queue.in`);
  const member = await benchLogin(stack.appUrl, `member-${Date.now()}@queue.in`, {
    organizationId: large.user.organizationId,
    role: 'member',
  });
  const started = Date.now();
  await seed(context, small.user.organizationId, [small.user.id], SMALL);
  await seed(context, large.user.organizationId, [large.user.id, member.user.id], LARGE);
  const seeded = ((Date.now() - started) / 1000).toFixed(0);
  await large.api('/api/team/settings', {
    method: 'PUT',
    body: JSON.stringify({ recordVisibility: 'own' }),
  });

  const check = async (api: typeof small.api, query: string, expected: number) => {
    const entries = JSON.parse(await api(`/api/ai-calling/queue${query}`)) as { score: number }[];
    if (entries.length !== expected) throw new Error(`queue${query}: ${entries.length} entries`);
    const scores = entries.map((e) => e.score);
    if (scores.some((s, i) => i > 0 && s > (scores[i - 1] as number))) {
      throw new Error(`queue${query} is not by score`);
    }
  };
  await check(small.api, '', 8);
  await check(large.api, '', 8);
  await check(large.api, '?limit=5&minScore=71', 5);
  await check(member.api, '', 8);

  const timings = [
    [`Queue of 8, ${SMALL} contacts`, small.api, ''],
    [`Queue of 8, ${LARGE.toLocaleString('en')} contacts`, large.api, ''],
    [`Dashboard queue (5 above 70), ${SMALL} contacts`, small.api, '?limit=5&minScore=71'],
    [
      `Dashboard queue (5 above 70), ${LARGE.toLocaleString('en')} contacts`,
      large.api,
      '?limit=5&minScore=71',
    ],
    [`Queue of 8, a member's own leads of ${LARGE.toLocaleString('en')}`, member.api, ''],
  ] as const;
  lines.push(
    `Seeded ${SMALL} + ${LARGE.toLocaleString('en')} contacts with phones in ${seeded} s.`,
    '',
    '| Request (local gateway) | median | p95 | baseline: GET /api/auth/user | ratio |',
    '|---|---|---|---|---|',
  );
  for (const [label, api, query] of timings) {
    const timing = await measure(label, () => api(`/api/ai-calling/queue${query}`), { runs: 40 });
    const baseline = await measure('current user', () => api('/api/auth/user'), { runs: 40 });
    lines.push(row(timing, baseline));
  }
});
