import { randomUUID } from 'node:crypto';
import type { Activity, ActivityPage } from '@salesflow/shared/activities/activity.schema';
import type { AiCall } from '@salesflow/shared/ai-calls/ai-call.schema';
import { isWithinCallingHours } from '@salesflow/shared/calls/calling-hours';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { describe, expect, it } from 'vitest';
import { type ApiClient, signIn } from '../support/api-client';
import { loopbackHttp } from '../support/loopback';
import { setUpTwilio, startRealCall, waitForCall } from '../support/real-calls';

/** A time zone where it is inside the default calling hours (9:00-20:00) now. */
const zoneInsideHours = () => {
  const zones = [
    'Asia/Kolkata',
    'Europe/London',
    'America/New_York',
    'Pacific/Honolulu',
    'Asia/Tokyo',
    'Pacific/Kiritimati',
    'America/Los_Angeles',
  ];
  const zone = zones.find((z) => isWithinCallingHours(new Date(Date.now() + 120_000), z));
  if (!zone) throw new Error('No zone inside calling hours (cannot happen with these offsets)');
  return zone;
};

const addLead = async (client: ApiClient, phone: string) => {
  const response = await client.post<Contact>('/api/contacts', {
    name: 'Priya Sharma',
    email: `${randomUUID()}@lead.in`,
    phone,
    company: 'Sharma Textiles',
  });
  expect(response.status).toBe(201);
  await client.put(`/api/contacts/${response.body.id}`, { timezone: zoneInsideHours() });
  return response.body;
};

describe('a real AI call through SQS, the dialer, Twilio (the fake) and the relay', () => {
  it('is placed, talks with the lead live, completes, is analysed and keeps its recording', async () => {
    const owner = await signIn();
    await setUpTwilio(owner);
    const lead = await addLead(owner, '+91 98765 43210');
    const answer = await startRealCall(owner, lead.id, lead.phone ?? '');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, requiresSetup: false, scheduledFor: null });
    const id = answer.body.aiCall?.id ?? '';

    // The transcript grows while the call is on.
    const live = await waitForCall(
      owner,
      id,
      (c) => (c.transcript ?? '').includes('Lead:'),
      30_000,
    );
    expect(live.transcript).toMatch(/^AI: /);

    const done = await waitForCall(owner, id, (c) => c.outcome !== null, 60_000);
    expect(done.status).toBe('completed');
    expect(done.twilioCallSid).toMatch(/^CA[0-9a-f]{32}$/);
    expect(done.duration).toBeGreaterThanOrEqual(0);
    const lines = (done.transcript ?? '').split('\n');
    expect(lines.filter((l) => l.startsWith('Lead: ')).length).toBeGreaterThanOrEqual(2);
    expect(lines.filter((l) => l.startsWith('AI: ')).length).toBeGreaterThanOrEqual(3);
    expect(done.summary).toBeTruthy();
    expect(done.nextStep).toBeTruthy();
    expect(done.scoredBy).toBe('rules');

    const timeline = (
      await owner.get<ActivityPage>(`/api/contacts/${lead.id}/activities`)
    ).body.items.filter((a: Activity) => a.type === 'call');
    expect(timeline).toHaveLength(1);

    // The recording, kept in the uploads bucket, plays through a short-lived link.
    const kept = await waitForCall(owner, id, (c) => c.recordingUrl !== null, 20_000);
    expect(kept.recordingUrl).toBe(`/api/ai-calls/${id}/recording`);
    const link = await owner.get<{ url: string; expiresInSeconds: number }>(
      `/api/ai-calls/${id}/recording`,
    );
    expect(link.status).toBe(200);
    const http = loopbackHttp();
    const audio = await http.fetch(link.body.url);
    const bytes = Buffer.from(await audio.arrayBuffer());
    await http.close();
    expect(audio.status).toBe(200);
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
    // Nobody else gets a link.
    const stranger = await signIn();
    expect((await stranger.get(`/api/ai-calls/${id}/recording`)).status).toBe(404);
  });

  it('busy is tried again later instead of dropped', async () => {
    const owner = await signIn();
    await setUpTwilio(owner);
    // The fake's magic number: a To ending 0001 is busy.
    const lead = await addLead(owner, '+91 98765 40001');
    const answer = await startRealCall(owner, lead.id, lead.phone ?? '');
    const id = answer.body.aiCall?.id ?? '';
    const retried = await waitForCall(owner, id, (c) => (c.attempt ?? 1) > 1, 30_000);
    expect(retried).toMatchObject({ status: 'queued', attempt: 2 });
    expect(Date.parse(retried.scheduledFor ?? '')).toBeGreaterThan(Date.now() + 5 * 60_000);
  });

  it('a voicemail gets the short message and ends as no answer', async () => {
    const owner = await signIn();
    await setUpTwilio(owner);
    const lead = await addLead(owner, '+91 98765 40004');
    const answer = await startRealCall(owner, lead.id, lead.phone ?? '');
    const id = answer.body.aiCall?.id ?? '';
    const done = await waitForCall(owner, id, (c) => c.outcome !== null, 60_000);
    expect(done).toMatchObject({ status: 'completed', outcome: 'no_answer' });
    expect(done.transcript).toContain('AI: ');
    expect(done.summary).toContain('voicemail');
  });
});

export type { AiCall };
