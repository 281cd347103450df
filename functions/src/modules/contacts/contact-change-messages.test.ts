import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { describe, expect, it } from 'vitest';
import { contactChangeMessages } from './contact-change-messages';
import { purgeAtOf, toTrashItem } from './contact-trash.entity';
import { contactChange, contactRecord } from './testing/contact-fixtures';

const contact = (changes: Partial<Contact> = {}) =>
  contactRecord({ company: 'Rao Foods', ...changes });
const change = contactChange;

describe('what a contact change asks of its deals and calls', () => {
  it('asks them to follow a new name, company or holder', () => {
    const updated = (next: Partial<Contact>) =>
      contactChangeMessages(change(contact(), contact(next)));
    expect(updated({ name: 'Asha R.' })).toEqual([
      {
        change: 'updated',
        organizationId: 'org-1',
        contactId: 'c1',
        name: 'Asha R.',
        company: 'Rao Foods',
      },
    ]);
    expect(updated({ company: null })).toHaveLength(1);
    expect(updated({ assignedTo: 'u2' })).toHaveLength(1);
    expect(updated({ assignedTo: null })).toHaveLength(1);
  });

  it('asks nothing of an edit they do not copy, or of a new contact', () => {
    expect(contactChangeMessages(change(contact(), contact({ status: 'hot', score: 80 })))).toEqual(
      [],
    );
    expect(contactChangeMessages(change(null, contact()))).toEqual([]);
  });

  it('tells of a deletion, unless the organization’s erasure took a contact it had', () => {
    expect(contactChangeMessages(change(contact(), null))).toEqual([
      { change: 'deleted', organizationId: 'org-1', contactId: 'c1' },
    ]);
    const erasing = () => '2026-11-25T00:00:00.000Z';
    expect(contactChangeMessages(change(contact(), null), erasing)).toEqual([]);
    // Made after the erasure began (it goes on writing nothing new, but the rule is by time).
    const later = contact({ createdAt: '2026-11-26T00:00:00.000Z' });
    expect(contactChangeMessages(change(later, null), erasing)).toHaveLength(1);
  });
});

describe('a contact in the trash', () => {
  const trashItem = toTrashItem({
    contact: contactRecord({ createdAt: '2026-11-20T00:00:00.000Z' }),
    deletedAt: '2026-11-26T00:00:00.000Z',
    deletedBy: 'u1',
    purgeAt: purgeAtOf('2026-11-26T00:00:00.000Z'),
  });
  const removed = {
    seq: '1',
    kind: 'REMOVE' as const,
    before: trashItem,
    after: null,
    approximateAt: 0,
  };

  it('tells of its deletion again when its trash item goes (its days over, or it came back)', () => {
    expect(contactChangeMessages(removed)).toEqual([
      { change: 'deleted', organizationId: 'org-1', contactId: 'c1' },
    ]);
  });

  it('asks nothing as it arrives there, nor of one the erasure took', () => {
    expect(
      contactChangeMessages({ ...removed, kind: 'INSERT', before: null, after: trashItem }),
    ).toEqual([]);
    expect(contactChangeMessages(removed, () => '2026-11-25T00:00:00.000Z')).toEqual([]);
  });
});
