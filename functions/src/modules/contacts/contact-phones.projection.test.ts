import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { describe, expect, it } from 'vitest';
import type { StreamChange } from '../../platform/projections/stream-change';
import { contactPhoneChanges } from './contact-phones.projection';
import { contactChange, contactRecord } from './testing/contact-fixtures';

const contact = (changes: Partial<Contact> = {}) =>
  contactRecord({ phone: '+91 98111 00001', phoneE164: '+919811100001', ...changes });
const change = contactChange;

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
