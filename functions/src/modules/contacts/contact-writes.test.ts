import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_WORD_PREFIX } from './contact.entity';
import {
  contactInsertWrites,
  contactRemoveWrites,
  contactReplaceWrites,
} from './contacts.repository';

const contact: Contact = {
  id: '01JD0000000000000000000000',
  organizationId: 'org-1',
  name: 'Kiran Bose',
  email: 'kiran@bose.in',
  phone: '+91 98765 43210',
  phoneE164: '+919876543210',
  company: 'Bose Textiles',
  title: null,
  score: 40,
  status: 'warm',
  source: null,
  notes: null,
  ownerId: 'u1',
  assignedTo: 'u1',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  lastContactedAt: null,
};

/** The keys a unit of work touches, whatever the kind of write. */
const keysOf = (writes: ReturnType<typeof contactInsertWrites>) =>
  writes.map((write) => {
    const { Put, Update, Delete, ConditionCheck } = write.item;
    const key = Put?.Item ?? Update?.Key ?? Delete?.Key ?? ConditionCheck?.Key ?? {};
    return { pk: String(key.pk), sk: String(key.sk), type: Put?.Item?.type };
  });

const searchItems = (writes: ReturnType<typeof contactInsertWrites>) =>
  keysOf(writes).filter(
    (key) => key.sk.startsWith(SEARCH_WORD_PREFIX) || key.type === 'searchWord',
  );

describe("a contact's own writes", () => {
  // Units of work name their table; nothing here reaches it.
  beforeAll(() => {
    process.env.TABLE_NAME ??= 'salesflow';
  });

  it('carry no search word: the search index is projected from the stream', () => {
    const renamed = { ...contact, name: 'Kiran Dutta', company: 'Dutta Mills' };
    expect(searchItems(contactInsertWrites(contact))).toEqual([]);
    expect(searchItems(contactReplaceWrites(contact, renamed))).toEqual([]);
    expect(searchItems(contactRemoveWrites(contact))).toEqual([]);
  });

  it('are the contact and its email claims only: counters and indexes come from the stream', () => {
    const contactPk = 'ORG#org-1#CONTACTS#';
    const only = (writes: ReturnType<typeof contactInsertWrites>) =>
      keysOf(writes).map(({ pk, sk }) =>
        pk.startsWith(contactPk) ? sk.split('#')[0] : pk.split('#').slice(2, 3)[0],
      );
    const handed = { ...contact, assignedTo: 'u2', email: 'kiran@dutta.in', score: 90 };
    expect(only(contactInsertWrites(contact))).toEqual(['CONTACTEMAIL', 'CONTACT']);
    expect(only(contactReplaceWrites(contact, handed))).toEqual([
      'CONTACT',
      'CONTACTEMAIL',
      'CONTACTEMAIL',
    ]);
    expect(only(contactRemoveWrites(contact))).toEqual(['CONTACT', 'CONTACTEMAIL']);
  });
});
