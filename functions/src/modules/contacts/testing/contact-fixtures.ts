import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { StreamChange } from '../../../platform/projections/stream-change';
import { toContactItem } from '../contact.entity';

/** A stored contact for unit tests: a cold website lead held by u1, unless `changes` say. */
export const contactRecord = (changes: Partial<Contact> = {}): Contact => ({
  id: 'c1',
  organizationId: 'org-1',
  name: 'Asha Rao',
  email: 'asha@rao.in',
  phone: null,
  phoneE164: null,
  company: null,
  title: null,
  status: 'cold',
  source: 'website',
  score: 0,
  notes: null,
  ownerId: 'u1',
  assignedTo: 'u1',
  lastContactedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...changes,
});

let seq = 100;

/**
 * A contact's change as the stream hands it over (`extra`: attributes of the stored item beyond
 * the contact's), with the next sequence number of the run.
 */
export const contactChange = (
  before: Contact | null,
  after: Contact | null,
  extra: Record<string, unknown> = {},
): StreamChange => {
  seq += 1;
  return {
    seq: String(seq).padStart(21, '0'),
    kind: !before ? 'INSERT' : !after ? 'REMOVE' : 'MODIFY',
    before: before ? toContactItem(before) : null,
    after: after ? { ...toContactItem(after), ...extra } : null,
    approximateAt: Date.parse('2026-11-25T10:00:00.000Z'),
  };
};
