import {
  CONTACT_SOURCES,
  type Contact,
  type ContactSource,
} from '@salesflow/shared/contacts/contact.schema';
import { DEAL_STAGES, type Deal, isActiveStage } from '@salesflow/shared/deals/deal.schema';
import type { AnalyticsSummary } from '@salesflow/shared/metrics/analytics';
import type { DashboardMetrics } from '@salesflow/shared/metrics/dashboard-metrics';
import type { DealSummary } from '@salesflow/shared/metrics/deal-summary';
import { sourceName } from '@salesflow/shared/metrics/follow-up-insights';
import type { AiInsight } from '@salesflow/shared/metrics/insights';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signIn } from '../support/api-client';
import { dayFromToday } from '../support/dates';
import { settleProjections } from '../support/projections';
import { searchIndexDrift } from '../support/search-index';

type Op =
  | { kind: 'createContact'; score: number; source: ContactSource | null }
  | { kind: 'updateContact'; pick: number; score: number; rename: boolean }
  | { kind: 'deleteContact'; pick: number }
  | {
      kind: 'createDeal';
      stage: (typeof DEAL_STAGES)[number];
      cents: number;
      probability: number;
      closeIn: CloseIn;
    }
  | { kind: 'moveDeal'; pick: number; stage: (typeof DEAL_STAGES)[number] }
  | { kind: 'editDeal'; pick: number; cents: number; probability: number; closeIn: CloseIn }
  | { kind: 'deleteDeal'; pick: number };

/** No close date, today, or 93 days on (always a later quarter: a quarter has at most 92). */
type CloseIn = null | 0 | 93;
const closeIn = fc.constantFrom<CloseIn>(null, 0, 93);
const dayIn = (days: CloseIn) => (days === null ? null : dayFromToday(days));
const thisQuarter = (date: string | null) => {
  const today = dayIn(0) ?? '';
  const quarter = (d: string) => `${d.slice(0, 4)}-${Math.floor((Number(d.slice(5, 7)) - 1) / 3)}`;
  return date !== null && quarter(date) === quarter(today);
};

const stage = fc.constantFrom(...DEAL_STAGES);
const cents = fc.integer({ min: 0, max: 5_000_000 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('createContact' as const),
    score: fc.integer({ min: 0, max: 100 }),
    source: fc.constantFrom(null, 'website', 'referral', 'event'),
  }),
  fc.record({
    kind: fc.constant('updateContact' as const),
    pick: fc.nat(),
    score: fc.integer({ min: 0, max: 100 }),
    // A new name and company: the search words change too.
    rename: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('deleteContact' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('createDeal' as const),
    stage,
    cents,
    probability: fc.integer({ min: 0, max: 100 }),
    closeIn,
  }),
  fc.record({ kind: fc.constant('moveDeal' as const), pick: fc.nat(), stage }),
  fc.record({
    kind: fc.constant('editDeal' as const),
    pick: fc.nat(),
    cents,
    probability: fc.integer({ min: 0, max: 100 }),
    closeIn,
  }),
  fc.record({ kind: fc.constant('deleteDeal' as const), pick: fc.nat() }),
);

const dollars = (value: string) => Math.round(Number(value) * 100);

describe('counters match a full recount after any sequence of changes', () => {
  it('dashboard, deal summary, analytics and the search index agree with the records', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        const client = await signIn();
        const contacts: Contact[] = [];
        /** Every version of every contact, for the search index's recount. */
        const versions: Contact[] = [];
        const deals: Deal[] = [];
        let n = 0;
        for (const o of ops) {
          if (o.kind === 'createContact') {
            const r = await client.post<Contact>('/api/contacts', {
              name: `C${n}`,
              email: `c${n++}@p.in`,
              score: o.score,
              source: o.source,
            });
            contacts.push(r.body);
            versions.push(r.body);
          } else if (o.kind === 'updateContact' && contacts.length) {
            const c = contacts[o.pick % contacts.length] as Contact;
            const r = await client.put<Contact>(`/api/contacts/${c.id}`, {
              ...c,
              score: o.score,
              ...(o.rename ? { name: `Renamed ${n}`, company: `Firm ${n++}` } : {}),
            });
            contacts[contacts.indexOf(c)] = r.body;
            versions.push(r.body);
          } else if (o.kind === 'deleteContact' && contacts.length) {
            const [c] = contacts.splice(o.pick % contacts.length, 1);
            await client.delete(`/api/contacts/${c?.id}`);
          } else if (o.kind === 'createDeal') {
            const r = await client.post<Deal>('/api/deals', {
              title: `D${n++}`,
              stage: o.stage,
              value: (o.cents / 100).toFixed(2),
              probability: o.probability,
              expectedCloseDate: dayIn(o.closeIn),
            });
            deals.push(r.body);
          } else if (o.kind === 'moveDeal' && deals.length) {
            const d = deals[o.pick % deals.length] as Deal;
            deals[deals.indexOf(d)] = (
              await client.put<Deal>(`/api/deals/${d.id}`, { stage: o.stage })
            ).body;
          } else if (o.kind === 'editDeal' && deals.length) {
            const d = deals[o.pick % deals.length] as Deal;
            const r = await client.put<Deal>(`/api/deals/${d.id}`, {
              value: (o.cents / 100).toFixed(2),
              probability: o.probability,
              expectedCloseDate: dayIn(o.closeIn),
            });
            deals[deals.indexOf(d)] = r.body;
          } else if (o.kind === 'deleteDeal' && deals.length) {
            const [d] = deals.splice(o.pick % deals.length, 1);
            await client.delete(`/api/deals/${d?.id}`);
          }
        }

        // Recount from the records themselves, as the server lists them.
        const allContacts = (await client.get<Contact[]>('/api/contacts')).body;

        // The search words, projected from the table's stream, once it has caught up.
        await settleProjections();
        const drift = await searchIndexDrift(versions, allContacts);
        expect(drift.missing).toEqual([]);
        expect(drift.stray).toEqual([]);
        expect(drift.expected).toBeGreaterThanOrEqual(allContacts.length);
        const allDeals = (await client.get<Deal[]>('/api/deals')).body;
        const open = allDeals.filter((d) => isActiveStage(d.stage));
        const won = allDeals.filter((d) => d.stage === 'won');
        const openCents = open.reduce((s, d) => s + dollars(d.value), 0);
        const wonCents = won.reduce((s, d) => s + dollars(d.value), 0);
        const weighted = open.reduce((s, d) => s + dollars(d.value) * d.probability, 0);
        const quarterWeighted = open
          .filter((d) => thisQuarter(d.expectedCloseDate))
          .reduce((s, d) => s + dollars(d.value) * d.probability, 0);

        const summary = (await client.get<DealSummary>('/api/deals/summary')).body;
        expect(summary.totalDeals).toBe(allDeals.length);
        expect(summary.activeDeals).toBe(open.length);
        expect(Math.round(summary.pipelineValue * 100)).toBe(openCents);
        expect(Math.round(summary.wonValue * 100)).toBe(wonCents);
        for (const s of DEAL_STAGES) {
          expect(summary.byStage[s].count).toBe(allDeals.filter((d) => d.stage === s).length);
        }

        // The holder's counters (projected like the organization's): the owner's own leads.
        const me = (await client.get<{ id: string }>('/api/auth/user')).body.id;
        const mine = await client.get<{ total: number }>(`/api/contacts?limit=1&assignedTo=${me}`);
        expect(mine.body.total).toBe(allContacts.filter((c) => c.assignedTo === me).length);

        const metrics = (await client.get<DashboardMetrics>('/api/dashboard/metrics')).body;
        expect(metrics.totalLeads).toBe(allContacts.length);
        expect(metrics.activeDeals).toBe(open.length);
        expect(Math.round(metrics.revenue * 100)).toBe(wonCents);
        // Everything was made this month, so the change is from nothing: no percent.
        expect(metrics.totalLeadsChange).toBeNull();

        const analytics = (await client.get<AnalyticsSummary>('/api/analytics/summary')).body;
        expect(analytics.qualifiedLeads).toBe(allContacts.filter((c) => c.score >= 70).length);
        expect(Math.round(analytics.projectedRevenue * 10_000)).toBe(weighted);
        expect(Math.round(analytics.forecast.wonThisMonth * 100)).toBe(wonCents);
        expect(Math.round(analytics.forecast.projectedThisQuarter * 10_000)).toBe(quarterWeighted);

        // New leads this month: those made this month and still there, as the reports count.
        const insights = (await client.get<AiInsight[]>('/api/ai-insights')).body;
        const bestSource = insights.find((i) => i.kind === 'bestSource');
        const count = (source: ContactSource | null) =>
          allContacts.filter((c) => c.source === source).length;
        const best = CONTACT_SOURCES.reduce<ContactSource | null>(
          (top, source) => (count(source) > (top ? count(top) : 0) ? source : top),
          null,
        );
        const total = allContacts.length;
        if (!best) expect(bestSource).toBeUndefined();
        else {
          expect(bestSource?.title).toBe(`Best lead source this month: ${sourceName(best)}`);
          expect(bestSource?.message).toContain(
            count(best) === total ? `All ${total} new leads` : `${count(best)} of your ${total}`,
          );
        }
      }),
      { numRuns: 12 },
    );
    // Twelve runs of up to 14 changes, each waiting for the projections: long on a busy machine.
  }, 180_000);
});
