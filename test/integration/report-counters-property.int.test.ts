import {
  CONTACT_SOURCES,
  type Contact,
  type ContactSource,
} from '@salesflow/shared/contacts/contact.schema';
import { DEAL_STAGES, type Deal, type DealStage } from '@salesflow/shared/deals/deal.schema';
import type { Report } from '@salesflow/shared/reports/report';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ApiClient, signIn } from '../support/api-client';
import { settleProjections } from '../support/projections';

type Op =
  | { kind: 'createContact'; source: ContactSource | null }
  | { kind: 'sourceContact'; pick: number; source: ContactSource | null }
  | { kind: 'deleteContact'; pick: number }
  | { kind: 'createDeal'; stage: DealStage; cents: number; link: boolean; pick: number }
  | { kind: 'moveDeal'; pick: number; stage: DealStage }
  | { kind: 'valueDeal'; pick: number; cents: number }
  | { kind: 'deleteDeal'; pick: number };

const source = fc.constantFrom<ContactSource | null>(null, 'website', 'referral', 'event');
const stage = fc.constantFrom(...DEAL_STAGES);
const cents = fc.integer({ min: 0, max: 2_000_000 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('createContact' as const), source }),
  fc.record({ kind: fc.constant('sourceContact' as const), pick: fc.nat(), source }),
  fc.record({ kind: fc.constant('deleteContact' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('createDeal' as const),
    stage,
    cents,
    link: fc.boolean(),
    pick: fc.nat(),
  }),
  fc.record({ kind: fc.constant('moveDeal' as const), pick: fc.nat(), stage }),
  fc.record({ kind: fc.constant('valueDeal' as const), pick: fc.nat(), cents }),
  fc.record({ kind: fc.constant('deleteDeal' as const), pick: fc.nat() }),
);

const money = (value: number) => (value / 100).toFixed(2);
const pickFrom = <T>(list: T[], n: number) => (list.length ? list[n % list.length] : undefined);

/** One change as a request; a refusal (409: someone changed it meanwhile) changes nothing. */
const apply = async (client: ApiClient, o: Op, contacts: Contact[], deals: Deal[], n: number) => {
  const contact = 'pick' in o ? pickFrom(contacts, o.pick) : undefined;
  const deal = 'pick' in o ? pickFrom(deals, o.pick) : undefined;
  switch (o.kind) {
    case 'createContact':
      return client.post('/api/contacts', {
        name: `P${n}`,
        email: `p${n}-${Date.now()}@r.in`,
        source: o.source,
      });
    case 'sourceContact':
      return contact && client.put(`/api/contacts/${contact.id}`, { ...contact, source: o.source });
    case 'deleteContact':
      return contact && client.delete(`/api/contacts/${contact.id}`);
    case 'createDeal':
      return client.post('/api/deals', {
        title: `D${n}`,
        stage: o.stage,
        value: money(o.cents),
        contactId: o.link ? (contact?.id ?? null) : null,
      });
    case 'moveDeal':
      return deal && client.put(`/api/deals/${deal.id}`, { stage: o.stage });
    case 'valueDeal':
      return deal && client.put(`/api/deals/${deal.id}`, { value: money(o.cents) });
    case 'deleteDeal':
      return deal && client.delete(`/api/deals/${deal.id}`);
  }
};

describe('report counters under concurrent changes', () => {
  it('agree with a recount of the records after any changes made four at a time', async () => {
    const n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(op, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        async (batches) => {
          const client = await signIn();
          for (const batch of batches) {
            const contacts = (await client.get<Contact[]>('/api/contacts')).body;
            const deals = (await client.get<Deal[]>('/api/deals')).body;
            const answers = await Promise.all(
              batch.map((o, i) => apply(client, o, contacts, deals, n + i)),
            );
            for (const answer of answers) {
              if (!answer) continue;
              // A deal linked to a contact deleted in the same batch is refused as a bad field.
              const status =
                answer.status === 400 && JSON.stringify(answer.body).includes('"contactId"')
                  ? 404
                  : answer.status;
              expect([200, 201, 204, 404, 409], JSON.stringify(answer.body)).toContain(status);
            }
          }
          await settleProjections();
          const contacts = (await client.get<Contact[]>('/api/contacts')).body;
          const deals = (await client.get<Deal[]>('/api/deals')).body;
          const report = (await client.get<Report>('/api/reports?type=sales&range=7d')).body;
          expect(report.cards.newContacts).toBe(contacts.length);
          for (const s of [...CONTACT_SOURCES, null]) {
            const count = contacts.filter((c) => c.source === s).length;
            expect(
              report.sources.find((f) => f.source === (s ?? 'unknown'))?.count ?? 0,
              String(s),
            ).toBe(count);
          }
          const centsOf = (list: Deal[]) =>
            list.reduce((sum, d) => sum + Math.round(Number(d.value) * 100), 0);
          for (const s of DEAL_STAGES) {
            const inStage = deals.filter((d) => d.stage === s);
            const figure = report.stages.find((f) => f.stage === s);
            expect(figure?.count, s).toBe(inStage.length);
            expect(figure?.value, s).toBe(Math.round(centsOf(inStage) / 100));
          }
          const won = deals.filter((d) => d.stage === 'won');
          expect(report.cards.wonDeals).toBe(won.length);
          expect(report.cards.totalRevenue).toBe(Math.round(centsOf(won) / 100));
          expect(report.lostDeals).toBe(deals.filter((d) => d.stage === 'lost').length);
          expect(report.funnel[1]?.count).toBe(deals.length);
        },
      ),
      // Each run is a new organization and real requests: shrinking would outlast the test's time.
      { numRuns: Number(process.env.RUNS ?? 8), endOnFailure: true },
    );
  });
});
