import { describe, expect, it } from 'vitest';
import type { StreamChange } from '../../platform/projections/stream-change';
import type { DealRecord } from './deal.entity';
import { dealRescores } from './deal-rescores';
import { dealChange, dealRecord } from './testing/deal-fixtures';

const deal = (changes: Partial<DealRecord> = {}) =>
  dealRecord({ contactId: 'c1', contactName: 'Asha', ...changes });
const change = dealChange;

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
