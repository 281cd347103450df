import { describe, expect, it } from 'vitest';
import { proposalFollowUp } from './proposal-follow-up';

describe('the follow-up a proposal offers', () => {
  it('is a call on the deal and its contact, three days on at 10:00 in the organization’s zone', () => {
    const now = new Date('2026-12-01T20:00:00.000Z'); // 01:30 on Dec 2 in Kolkata
    expect(
      proposalFollowUp({ id: 'd-1', title: 'Looms', contactId: 'c-1' }, 'Asia/Kolkata', now),
    ).toEqual({
      title: 'Follow up on the proposal: Looms',
      type: 'call',
      dueAt: '2026-12-05T04:30:00.000Z',
      dealId: 'd-1',
      contactId: 'c-1',
    });
    expect(proposalFollowUp({ id: 'd-1', title: 'Looms', contactId: null }, 'UTC', now).dueAt).toBe(
      '2026-12-04T10:00:00.000Z',
    );
  });
});
