import type { ActivityPage } from '@salesflow/shared/activities/activity.schema';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { Deal } from '@salesflow/shared/deals/deal.schema';
import type { OnboardingState } from '@salesflow/shared/onboarding/onboarding';
import { describe, expect, it } from 'vitest';
import { signIn } from '../support/api-client';
import { settleProjections } from '../support/projections';

describe('activity timeline', () => {
  it('records contact and deal changes, calls and notes, newest first, paged', async () => {
    const client = await signIn();
    const contact = (
      await client.post<Contact>('/api/contacts', {
        name: 'Leela',
        email: `leela-${Date.now()}@x.in`,
      })
    ).body;
    await client.put(`/api/contacts/${contact.id}`, { ...contact, status: 'hot' });
    const deal = (
      await client.post<Deal>('/api/deals', { title: 'Ayurveda range', contactId: contact.id })
    ).body;
    await client.put(`/api/deals/${deal.id}`, { stage: 'proposal' });
    const call = await client.post(`/api/contacts/${contact.id}/activities`, {
      type: 'call',
      subject: 'Manual call',
      description: 'Asked for a quote',
      duration: 120,
    });
    expect(call.status).toBe(201);
    await client.post(`/api/contacts/${contact.id}/activities`, {
      type: 'note',
      subject: 'Prefers WhatsApp',
    });

    // "Contact created" and the deal's entries follow from the table's stream.
    await settleProjections();
    const first = await client.get<ActivityPage>(`/api/contacts/${contact.id}/activities?limit=4`);
    expect(first.body.items.map((a) => a.type)).toEqual([
      'note',
      'call',
      'deal_stage_changed',
      'deal_created',
    ]);
    expect(first.body.items[2]?.subject).toBe('Ayurveda range: Prospecting → Proposal');
    const second = await client.get<ActivityPage>(
      `/api/contacts/${contact.id}/activities?limit=4&cursor=${encodeURIComponent(first.body.nextCursor ?? '')}`,
    );
    expect(second.body.items.map((a) => a.type)).toEqual(['contact_updated', 'contact_created']);
    expect(second.body.items[0]?.description).toBe('Changed status');
  });

  it('refuses bad input and other organizations', async () => {
    const owner = await signIn();
    const contact = (
      await owner.post<Contact>('/api/contacts', { name: 'P', email: `p-${Date.now()}@x.in` })
    ).body;
    expect(
      (await owner.post(`/api/contacts/${contact.id}/activities`, { type: 'email', subject: 'x' }))
        .status,
    ).toBe(400);
    expect(
      (await owner.post(`/api/contacts/${contact.id}/activities`, { type: 'note', subject: '' }))
        .status,
    ).toBe(400);
    const stranger = await signIn();
    expect((await stranger.get(`/api/contacts/${contact.id}/activities`)).status).toBe(404);
    expect(
      (
        await stranger.post(`/api/contacts/${contact.id}/activities`, {
          type: 'note',
          subject: 'x',
        })
      ).status,
    ).toBe(404);
    expect((await stranger.get(`/api/contacts/${contact.id}`)).status).toBe(404);
    expect((await owner.get<Contact>(`/api/contacts/${contact.id}`)).body.name).toBe('P');
  });
});

describe('notes on one contact at once', () => {
  it('keeps all of 200 notes sent together, and the contact’s last contact is the latest', {
    timeout: 120_000,
  }, async () => {
    const client = await signIn();
    const contact = (
      await client.post<Contact>('/api/contacts', {
        name: 'Busy Lead',
        email: `busy-${Date.now()}@x.in`,
        status: 'hot',
      })
    ).body;
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        client.post<{ id: string; createdAt: string }>(`/api/contacts/${contact.id}/activities`, {
          type: 'note',
          subject: `Note ${i}`,
        }),
      ),
    );
    const statuses = new Map<number, number>();
    for (const a of answers) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
    expect(Object.fromEntries(statuses)).toEqual({ 201: 200 });
    // The timeline holds each note once.
    const subjects = new Set<string>();
    let cursor: string | null = null;
    for (let page = 0; page < 20; page += 1) {
      const next: ActivityPage = (
        await client.get<ActivityPage>(
          `/api/contacts/${contact.id}/activities?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        )
      ).body;
      for (const a of next.items) if (a.type === 'note') subjects.add(a.subject);
      cursor = next.nextCursor;
      if (!cursor) break;
    }
    expect(subjects.size).toBe(200);
    const latest = answers
      .map((a) => a.body.createdAt)
      .sort()
      .at(-1);
    const after = (await client.get<Contact>(`/api/contacts/${contact.id}`)).body;
    expect(after.lastContactedAt).toBe(latest);
  });
});

describe('onboarding state', () => {
  it('starts all false and flips milestones when the user does the thing', async () => {
    const client = await signIn();
    const initial = (await client.get<OnboardingState>('/api/user/onboarding-state')).body;
    expect(initial).toEqual({
      hasCompletedTour: false,
      tourCompletedAt: null,
      hasAddedFirstContact: false,
      hasCreatedFirstDeal: false,
      hasSetupIntegrations: false,
      hasUsedAICalling: false,
      welcomeBannerDismissed: false,
    });
    await client.post('/api/contacts', { name: 'First', email: `first-${Date.now()}@x.in` });
    await client.post('/api/deals', { title: 'First deal' });
    const after = (await client.get<OnboardingState>('/api/user/onboarding-state')).body;
    expect(after).toMatchObject({
      hasAddedFirstContact: true,
      hasCreatedFirstDeal: true,
      hasCompletedTour: false,
    });
  });

  it('sets the tour and the banner, and nothing else', async () => {
    const client = await signIn();
    const dismissed = await client.put<OnboardingState>('/api/user/onboarding-state', {
      welcomeBannerDismissed: true,
    });
    expect(dismissed.body.welcomeBannerDismissed).toBe(true);
    const done = await client.put<OnboardingState>('/api/user/onboarding-state', {
      hasCompletedTour: true,
    });
    expect(done.body.hasCompletedTour).toBe(true);
    expect(done.body.tourCompletedAt).toEqual(expect.any(String));
    expect(
      (await client.put('/api/user/onboarding-state', { hasCreatedFirstDeal: true })).status,
    ).toBe(400);
    expect(
      (await client.put('/api/user/onboarding-state', { hasCompletedTour: 'yes' })).status,
    ).toBe(400);
    const other = await signIn();
    expect(
      (await other.get<OnboardingState>('/api/user/onboarding-state')).body.hasCompletedTour,
    ).toBe(false);
  });
});
