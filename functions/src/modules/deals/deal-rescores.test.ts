import { describe, expect, it } from 'vitest';
import type { StreamChange } from '../../platform/projections/stream-change';
import { type DealRecord, toDealItem } from './deal.entity';
import { dealRescores } from './deal-rescores';

const deal = (changes: Partial<DealRecord> = {}): DealRecord => ({
  id: 'd1',
  organizationId: 'org-1',
  title: 'Cold storage',
  description: null,
  contactId: 'c1',
  contactName: 'Asha',
  contactCompany: null,
  valueCents: 100_000,
  stage: 'prospecting',
  probability: 50,
  expectedCloseDate: null,
  ownerId: 'u1',
  holder: 'u1',
  leadOwnerId: null,
  wonMonth: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  createdDay: '2026-11-20',
  closedDay: null,
  reached: 0,
  stageSince: '2026-11-20T10:00:00.000Z',
  ...changes,
});

const change = (before: DealRecord | null, after: DealRecord | null): StreamChange => ({
  seq: '000000000000000000101',
  kind: !before ? 'INSERT' : !after ? 'REMOVE' : 'MODIFY',
  before: before ? toDealItem(before) : null,
  after: after ? toDealItem(after) : null,
  approximateAt: 0,
});

const contacts = (c: StreamChange) => dealRescores(c).map((asked) => asked.contactId);

describe('the lead scores a deal change asks for', () => {
  it('asks for its contact when a deal is created or deleted', () => {
    expect(dealRescores(change(null, deal()))).toEqual([
      { organizationId: 'org-1', contactId: 'c1' },
    ]);
    expect(contacts(change(deal(), null))).toEqual(['c1']);
  });

  it('asks when the stage moves, and for both contacts when the deal changes contact', () => {
    expect(contacts(change(deal(), deal({ stage: 'proposal' })))).toEqual(['c1']);
    expect(contacts(change(deal(), deal({ contactId: 'c2' })))).toEqual(['c1', 'c2']);
  });

  it('asks nothing for an edit that is no evidence, or for a deal without a contact', () => {
    expect(contacts(change(deal(), deal({ title: 'Renamed', valueCents: 5 })))).toEqual([]);
    expect(contacts(change(null, deal({ contactId: null })))).toEqual([]);
    const other = { ...change(null, deal()), after: { pk: 'x', sk: 'y', type: 'contact' } };
    expect(contacts(other)).toEqual([]);
  });
});
