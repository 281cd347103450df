import { randomUUID } from 'node:crypto';
import {
  autoCallOrganization,
  runScheduledAutoCalling,
} from '@salesflow/functions/modules/ai-calls/auto-calling/auto-calling.service';
import { autoCallingOrganizations } from '@salesflow/functions/modules/calling-settings/calling-settings.service';
import type { AiCall } from '@salesflow/shared/ai-calls/ai-call.schema';
import { localTime } from '@salesflow/shared/calls/calling-hours';
import {
  type CallingSettings,
  DEFAULT_CALLING_SETTINGS,
} from '@salesflow/shared/calls/calling-settings.schema';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signIn } from '../support/api-client';
import { me, setUpTwilio } from '../support/real-calls';
import { useLocalStackFromTests } from '../support/service-env';

beforeAll(useLocalStackFromTests);

const pad = (n: number) => String(n).padStart(2, '0');

/** Auto-calling open now (in India) and calling hours that leave out today: calls wait, no dialer. */
const settingsNow = (): CallingSettings => {
  const now = localTime(new Date(), 'Asia/Kolkata');
  const hour = Math.floor(now.minutes / 60);
  const today = now.weekday;
  return {
    ...DEFAULT_CALLING_SETTINGS,
    callingHours: {
      start: '09:00',
      end: '20:00',
      days: [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== today),
    },
    autoCalling: {
      enabled: true,
      days: [1, 2, 3, 4, 5, 6, 7],
      start: `${pad(Math.max(0, hour - 1))}:00`,
      end: hour >= 22 ? '23:59' : `${pad(hour + 1)}:59`,
      minScore: 50,
      callsPerDay: 2,
      purpose: 'promotional',
    },
  };
};

const lead = async (client: ApiClient, score: number, fields: Partial<Contact> = {}) => {
  const response = await client.post<Contact>('/api/contacts', {
    name: `Lead ${score}`,
    email: `${randomUUID()}@lead.in`,
    phone: `+91 98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    score,
    ...fields,
  });
  expect(response.status).toBe(201);
  return response.body;
};

describe('scheduled auto-calling', () => {
  it('queues the best leads at or above the minimum score, never past the calls per day', async () => {
    const owner = await signIn();
    await setUpTwilio(owner);
    const user = await me(owner);
    const best = await lead(owner, 90);
    const second = await lead(owner, 80);
    await lead(owner, 60);
    await lead(owner, 40);
    const blocked = await lead(owner, 95);
    await owner.put(`/api/contacts/${blocked.id}`, { doNotCall: true });

    // Off: nothing, and the organization is not among those the schedule reads.
    expect(await autoCallOrganization(user.organizationId)).toBe(0);
    expect(await autoCallingOrganizations()).not.toContain(user.organizationId);

    expect((await owner.put('/api/settings/calling', settingsNow())).status).toBe(200);
    expect(await autoCallingOrganizations()).toContain(user.organizationId);
    expect(await autoCallOrganization(user.organizationId)).toBe(2);
    const calls = (await owner.get<AiCall[]>('/api/ai-calls')).body;
    expect(calls.map((c) => c.contactId).sort()).toEqual([best.id, second.id].sort());
    for (const call of calls) {
      expect(call).toMatchObject({ mode: 'real', status: 'queued' });
      // Outside the leads' calling hours today: each waits for its next window.
      expect(Date.parse(call.scheduledFor ?? '')).toBeGreaterThan(Date.now());
    }
    // The day's two are used: the next run queues nothing, and the whole schedule leaves it alone.
    expect(await autoCallOrganization(user.organizationId)).toBe(0);
    await runScheduledAutoCalling();
    expect((await owner.get<AiCall[]>('/api/ai-calls')).body).toHaveLength(2);

    // Switched off again: out of the schedule's list.
    await owner.put('/api/settings/calling', {
      ...settingsNow(),
      autoCalling: { ...settingsNow().autoCalling, enabled: false },
    });
    expect(await autoCallingOrganizations()).not.toContain(user.organizationId);
  });

  it('never passes the plan’s AI calls left, and outside its window does nothing', async () => {
    const owner = await signIn();
    await setUpTwilio(owner);
    const user = await me(owner);
    for (const score of [99, 98, 97]) await lead(owner, score);
    const closed = settingsNow();
    // A window that is not now.
    closed.autoCalling = {
      ...closed.autoCalling,
      days: [1, 2, 3, 4, 5, 6, 7].filter(
        (d) => d !== localTime(new Date(), 'Asia/Kolkata').weekday,
      ),
    };
    await owner.put('/api/settings/calling', closed);
    expect(await autoCallOrganization(user.organizationId)).toBe(0);

    const open = settingsNow();
    open.autoCalling.callsPerDay = 50;
    await owner.put('/api/settings/calling', open);
    const { setCallsUsed } = await import('../support/real-calls');
    const { billingPeriodStart } = await import('@salesflow/shared/ai-calls/billing-period');
    const { organizationItem } = await import('../support/team');
    const organization = await organizationItem(user.organizationId);
    const period = billingPeriodStart(
      String(organization.createdAt),
      new Date(),
      String(organization.timezone),
    );
    await setCallsUsed(user.organizationId, period, 99);
    expect(await autoCallOrganization(user.organizationId)).toBe(1);
    expect(await autoCallOrganization(user.organizationId)).toBe(0);
  });

  it('passes over a lead whose number another contact marked Do Not Call has', async () => {
    const owner = await signIn();
    await setUpTwilio(owner);
    const user = await me(owner);
    const shared = await lead(owner, 95);
    const twin = await lead(owner, 10, { phone: shared.phone });
    await owner.put(`/api/contacts/${twin.id}`, { doNotCall: true });
    const next = await lead(owner, 90);
    await owner.put('/api/settings/calling', settingsNow());
    expect(await autoCallOrganization(user.organizationId)).toBe(1);
    const calls = (await owner.get<AiCall[]>('/api/ai-calls')).body;
    expect(calls.map((c) => c.contactId)).toEqual([next.id]);
  });
});
