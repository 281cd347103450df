import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { describe, expect, it } from 'vitest';
import {
  applyContactUpdate,
  changesWhatDealsCopy,
  describeContactChanges,
} from './contact-changes';

const contact: Contact = {
  id: '01J0000000000000000000000A',
  name: 'Farah Khan',
  email: 'farah@khan.in',
  phone: '+91 98765 43210',
  phoneE164: '+919876543210',
  company: 'Khan Exports',
  title: 'Founder',
  score: 72,
  status: 'warm',
  source: 'referral',
  notes: null,
  organizationId: 'org',
  ownerId: 'user',
  assignedTo: 'user',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  lastContactedAt: null,
};
const now = new Date('2026-11-23T09:00:00.000Z');

describe('what an edit does to a contact', () => {
  it('keeps every field the edit did not send, the score above all', () => {
    const next = applyContactUpdate(contact, { title: 'CEO' }, now);
    expect(next).toEqual({ ...contact, title: 'CEO', updatedAt: now.toISOString() });
    expect(describeContactChanges(contact, next)).toBe('Changed title');
  });

  it('clears a field sent as null and recomputes the E.164 phone only from what is stored', () => {
    expect(applyContactUpdate(contact, { phone: null }, now)).toMatchObject({
      phone: null,
      phoneE164: null,
    });
    expect(applyContactUpdate(contact, { phone: '+65 6123 4567' }, now).phoneE164).toBe(
      '+6561234567',
    );
    expect(applyContactUpdate(contact, { name: 'Farah K' }, now).phoneE164).toBe('+919876543210');
  });

  it('always moves updatedAt forward, even when the clock did not', () => {
    const earlier = new Date('2026-11-20T09:00:00.000Z');
    expect(applyContactUpdate(contact, {}, earlier).updatedAt).toBe('2026-11-20T10:00:00.001Z');
  });

  it('says nothing changed when nothing did, and tells its deals only of name or company', () => {
    expect(describeContactChanges(contact, { ...contact })).toBeNull();
    expect(changesWhatDealsCopy(contact, { ...contact, score: 10 })).toBe(false);
    expect(changesWhatDealsCopy(contact, { ...contact, company: 'New Co' })).toBe(true);
    expect(describeContactChanges(contact, { ...contact, status: 'hot', score: 90 })).toBe(
      'Changed status, score',
    );
  });
});
