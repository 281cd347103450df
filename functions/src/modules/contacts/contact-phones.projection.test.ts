import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { describe, expect, it } from 'vitest';
import type { StreamChange } from '../../platform/projections/stream-change';
import { toContactItem } from './contact.entity';
import { contactPhoneChanges } from './contact-phones.projection';

const contact = (changes: Partial<Contact> = {}): Contact =>
  ({
    id: 'c1',
    organizationId: 'org-1',
    name: 'Asha Rao',
    email: 'asha@rao.in',
    phone: '+91 98111 00001',
    phoneE164: '+919811100001',
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
  }) as Contact;

const change = (before: Contact | null, after: Contact | null): StreamChange => ({
  seq: '000000000000000000101',
  kind: !before ? 'INSERT' : !after ? 'REMOVE' : 'MODIFY',
  before: before ? toContactItem(before) : null,
  after: after ? toContactItem(after) : null,
  approximateAt: 0,
});

const moves = (c: StreamChange, erased?: string) =>
  contactPhoneChanges([c], () => erased ?? null).map((m) => [m.key.pk, m.member, m.present]);

const P1 = 'ORG#org-1#PHONEIDS#+919811100001';
const P2 = 'ORG#org-1#PHONEIDS#+919811100002';

describe('where a contact’s change moves it among the contacts by phone', () => {
  it('puts a new contact in its number’s set and takes a deleted one out', () => {
    expect(moves(change(null, contact()))).toEqual([[P1, 'c1', true]]);
    expect(moves(change(contact(), null))).toEqual([[P1, 'c1', false]]);
  });

  it('moves it on a new number, takes it out when the number goes, and leaves it for other edits', () => {
    const renumbered = contact({ phone: '+91 98111 00002', phoneE164: '+919811100002' });
    expect(moves(change(contact(), renumbered))).toEqual([
      [P1, 'c1', false],
      [P2, 'c1', true],
    ]);
    expect(moves(change(contact(), contact({ phone: null, phoneE164: null })))).toEqual([
      [P1, 'c1', false],
    ]);
    expect(moves(change(contact(), contact({ name: 'Asha R.', score: 40 })))).toEqual([]);
    expect(moves(change(null, contact({ phone: null, phoneE164: null })))).toEqual([]);
  });

  it('leaves a contact its organization’s erasure deletes to the erasure', () => {
    expect(moves(change(contact(), null), '2026-11-25T00:00:00.000Z')).toEqual([]);
  });
});
