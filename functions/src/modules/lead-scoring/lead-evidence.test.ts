import type { Activity, ActivityType } from '@salesflow/shared/activities/activity.schema';
import { describe, expect, it } from 'vitest';
import { engagementFrom } from './lead-evidence';

const activity = (type: ActivityType, outcome: string | null = null): Activity => ({
  id: `A${Math.random()}`,
  organizationId: 'O',
  userId: 'U',
  contactId: 'C',
  dealId: null,
  type,
  subject: type,
  description: null,
  duration: null,
  outcome,
  createdAt: '2026-11-23T10:00:00.000Z',
});

describe('engagementFrom', () => {
  it('is empty for a timeline of changes only and no deals', () => {
    expect(
      engagementFrom([activity('contact_created'), activity('deal_stage_changed')], []),
    ).toEqual({});
  });

  it('counts touches, call outcomes as typed, and replies apart from messages sent', () => {
    expect(
      engagementFrom(
        [
          activity('note'),
          activity('call', 'Interested'),
          activity('call', 'no answer'),
          activity('call', 'left voicemail'),
          activity('email'),
          activity('email', 'replied'),
          activity('whatsapp'),
          activity('whatsapp', 'Replied'),
        ],
        [],
      ),
    ).toEqual({
      notes: 1,
      calls: 3,
      emails: 1,
      whatsapps: 1,
      replies: 2,
      callOutcomes: { interested: 1, no_answer: 1 },
    });
  });

  it('takes the furthest open stage, and counts won and lost deals', () => {
    expect(
      engagementFrom(
        [],
        [{ stage: 'qualification' }, { stage: 'closing' }, { stage: 'prospecting' }],
      ),
    ).toEqual({ furthestOpenStage: 'closing' });
    expect(engagementFrom([], [{ stage: 'won' }, { stage: 'lost' }, { stage: 'lost' }])).toEqual({
      wonDeals: 1,
      lostDeals: 2,
    });
  });
});
