import { randomUUID } from 'node:crypto';
import type { Activity, ActivityPage } from '@salesflow/shared/activities/activity.schema';
import type { AiCall } from '@salesflow/shared/ai-calls/ai-call.schema';
import { isWithinCallingHours } from '@salesflow/shared/calls/calling-hours';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { ErrorBody } from '@salesflow/shared/errors/error-body';
import { describe, expect, it } from 'vitest';
import { type ApiClient, appUrl, signIn } from '../support/api-client';
import { loopbackHttp } from '../support/loopback';
import { setUpTwilio, startRealCall, waitForCall } from '../support/real-calls';
import { signInAsMember } from '../support/team';

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

    // The recording, kept in the uploads bucket, plays from the call's own address: a redirect to
    // a short-lived link that answers the audio itself (what an <audio> element and a download
    // follow), never JSON.
    const kept = await waitForCall(owner, id, (c) => c.recordingUrl !== null, 20_000);
    expect(kept.recordingUrl).toBe(`/api/ai-calls/${id}/recording`);
    const fetchAudio = async (path: string) => {
      const answer = await owner.get(path);
      expect(answer.status, path).toBe(302);
      const location = answer.headers.get('location') ?? '';
      const http = loopbackHttp();
      const audio = await http.fetch(new URL(location, appUrl()));
      const bytes = Buffer.from(await audio.arrayBuffer());
      await http.close();
      return { audio, bytes };
    };
    const played = await fetchAudio(`/api/ai-calls/${id}/recording`);
    expect(played.audio.status).toBe(200);
    expect(played.audio.headers.get('content-type')).toBe('audio/wav');
    expect(played.bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(played.bytes.subarray(8, 12).toString('ascii')).toBe('WAVE');
    const downloaded = await fetchAudio(`/api/ai-calls/${id}/recording?download=1`);
    expect(downloaded.audio.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Call with Priya Sharma, \d{4}-\d{2}-\d{2}\.wav"/,
    );
    expect(downloaded.bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
    // Bad input is a 400 on the field.
    const bad = await owner.get<ErrorBody>(`/api/ai-calls/${id}/recording?download=maybe`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.details?.map((d) => d.field)).toEqual(['download']);
    // Another organization's user, and a member who may not see the lead, get nothing.
    const stranger = await signIn();
    expect((await stranger.get(`/api/ai-calls/${id}/recording`)).status).toBe(404);
    expect((await stranger.get(`/api/ai-calls/${id}/recording?download=1`)).status).toBe(404);
    const { organizationId } = (await owner.get<{ organizationId: string }>('/api/auth/user')).body;
    expect((await owner.put('/api/team/settings', { recordVisibility: 'own' })).status).toBe(200);
    const member = await signInAsMember(organizationId, 'member');
    expect((await member.get(`/api/ai-calls/${id}/recording`)).status).toBe(404);
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
