import type { Activity } from '@salesflow/shared/activities/activity.schema';
import { describe, expect, it } from 'vitest';
import type { StreamChange } from '../../platform/projections/stream-change';
import { toActivityItem } from './activity.entity';
import { activityRescores } from './activity-rescores';

const activity = (changes: Partial<Activity> = {}): Activity => ({
  id: '01JDEXAMPLE0000000000000AA',
  organizationId: 'org-1',
  userId: 'u1',
  contactId: 'c1',
  dealId: null,
  type: 'note',
  subject: 'Spoke about pricing',
  description: null,
  duration: null,
  outcome: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...changes,
});

const change = (before: Activity | null, after: Activity | null): StreamChange => ({
  seq: '000000000000000000101',
  kind: !before ? 'INSERT' : !after ? 'REMOVE' : 'MODIFY',
  before: before ? toActivityItem(before) : null,
  after: after ? toActivityItem(after) : null,
  approximateAt: 0,
});

describe('the lead score a timeline entry asks for', () => {
  it('asks for its contact when a call, email, WhatsApp message or note is logged', () => {
    for (const type of ['call', 'email', 'whatsapp', 'note'] as const) {
      expect(activityRescores(change(null, activity({ type })))).toEqual([
        { organizationId: 'org-1', contactId: 'c1' },
      ]);
    }
  });

  it('asks nothing for a record change, an entry taken away, or a deal’s own entry', () => {
    expect(activityRescores(change(null, activity({ type: 'deal_created' })))).toEqual([]);
    expect(activityRescores(change(activity(), null))).toEqual([]);
    expect(activityRescores(change(null, activity({ contactId: null, dealId: 'd1' })))).toEqual([]);
  });
});
