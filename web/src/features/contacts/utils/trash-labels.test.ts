import { describe, expect, it } from 'vitest';
import { makeContact } from '../../../testing/fetch-stub';
import { deletedLabel, purgeLabel, restoreOutcome } from './trash-labels';

const priya = makeContact({ id: 'c-1', name: 'Priya Nair' });
const kiran = makeContact({ id: 'c-2', name: 'Kiran Rao' });

describe('what the trash says', () => {
  it('says when a contact was deleted: how long ago within a day, else the organization’s day', () => {
    const now = new Date('2026-12-10T12:00:00.000Z');
    expect(deletedLabel('2026-12-10T11:55:00.000Z', 'Asia/Kolkata', now)).toBe(
      'Deleted 5 minutes ago',
    );
    // 20:00 UTC on Dec 8 is already Dec 9 in India.
    expect(deletedLabel('2026-12-08T20:00:00.000Z', 'Asia/Kolkata', now)).toBe(
      'Deleted Dec 9, 2026',
    );
    expect(deletedLabel('2026-12-08T20:00:00.000Z', 'UTC', now)).toBe('Deleted Dec 8, 2026');
  });

  it('says the day the trash lets go of it, in the organization’s zone', () => {
    expect(purgeLabel('2027-01-07T20:00:00.000Z', 'Asia/Kolkata')).toBe(
      'Gone for good on Jan 8, 2027',
    );
  });

  it('says what came back, and why the others did not', () => {
    expect(restoreOutcome({ restored: [priya], failed: [] })).toEqual({
      title: 'Contact restored',
      description: 'Priya Nair',
      variant: 'success',
    });
    expect(restoreOutcome({ restored: [priya, kiran], failed: [] })).toEqual({
      title: '2 contacts restored',
      variant: 'success',
    });
    expect(
      restoreOutcome({
        restored: [],
        failed: [{ id: 'c-1', reason: 'A contact with this email already exists' }],
      }),
    ).toEqual({
      title: 'Contact not restored',
      description: 'A contact with this email already exists',
      variant: 'error',
    });
    expect(
      restoreOutcome({
        restored: [priya],
        failed: [{ id: 'c-2', reason: 'This contact is not in the trash' }],
      }),
    ).toEqual({
      title: 'Contact restored',
      description: '1 contact not: This contact is not in the trash',
      variant: 'success',
    });
    expect(
      restoreOutcome({
        restored: [],
        failed: [
          { id: 'c-1', reason: 'Your plan allows 100 contacts' },
          { id: 'c-2', reason: 'Your plan allows 100 contacts' },
        ],
      }),
    ).toEqual({
      title: 'No contacts restored',
      description: '2 contacts not: Your plan allows 100 contacts',
      variant: 'error',
    });
  });
});
