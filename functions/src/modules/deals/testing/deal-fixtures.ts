import type { StreamChange } from '../../../platform/projections/stream-change';
import { type DealRecord, toDealItem } from '../deal.entity';

/** A stored deal for unit tests: a prospecting deal of $1,000 with no contact, unless `changes` say. */
export const dealRecord = (changes: Partial<DealRecord> = {}): DealRecord => ({
  id: 'd1',
  organizationId: 'org-1',
  title: 'Cold storage',
  description: null,
  contactId: null,
  contactName: null,
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

let seq = 100;

/** A deal's change as the stream hands it over, with the next sequence number of the run. */
export const dealChange = (before: DealRecord | null, after: DealRecord | null): StreamChange => {
  seq += 1;
  return {
    seq: String(seq).padStart(21, '0'),
    kind: !before ? 'INSERT' : !after ? 'REMOVE' : 'MODIFY',
    before: before ? toDealItem(before) : null,
    after: after ? toDealItem(after) : null,
    approximateAt: Date.parse('2026-11-25T10:00:00.000Z'),
  };
};
