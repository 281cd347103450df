import { randomUUID } from 'node:crypto';
import { advanceAutoRun } from '@salesflow/functions/modules/ai-calls/auto-calling/auto-run.service';
import type { AiCall } from '@salesflow/shared/ai-calls/ai-call.schema';
import type { AutoRun, AutoRunAnswer } from '@salesflow/shared/ai-calls/auto-run.schema';
import type { CallQueueEntry } from '@salesflow/shared/ai-calls/call-queue.schema';
import { isWithinCallingHours } from '@salesflow/shared/calls/calling-hours';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { ContactBulkResult } from '@salesflow/shared/contacts/contact-bulk.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signIn } from '../support/api-client';
import { queueDrained } from '../support/queues';
import { me, setUpTwilio, waitForCall } from '../support/real-calls';
import { useLocalStackFromTests } from '../support/service-env';
import { signInAsMember } from '../support/team';

beforeAll(useLocalStackFromTests);

const ZONES = [
  'Asia/Kolkata',
  'Europe/London',
  'America/New_York',
  'Pacific/Honolulu',
  'Asia/Tokyo',
  'Pacific/Kiritimati',
  'America/Los_Angeles',
];
/** A time zone inside the default calling hours for the next few minutes, and one outside. */
const zoneInside = () => {
  const zone = ZONES.find((z) => isWithinCallingHours(new Date(Date.now() + 300_000), z));
  if (!zone) throw new Error('No zone inside calling hours (cannot happen with these offsets)');
  return zone;
};
const zoneOutside = () => {
  const zone = ZONES.find(
    (z) =>
      !isWithinCallingHours(new Date(), z) &&
      !isWithinCallingHours(new Date(Date.now() + 300_000), z),
  );
  if (!zone) throw new Error('No zone outside calling hours (cannot happen with these offsets)');
  return zone;
};

/** A lead inside their calling hours whose phone ends in `ending` (the Twilio fake's scenarios). */
const lead = async (client: ApiClient, score: number, ending: string, timezone = zoneInside()) => {
  const response = await client.post<Contact>('/api/contacts', {
    name: `Lead ${score}`,
    email: `${randomUUID()}@lead.in`,
    phone: `+1 415 555 ${ending}`,
    score,
  });
  expect(response.status).toBe(201);
  expect((await client.put(`/api/contacts/${response.body.id}`, { timezone })).status).toBe(200);
  return response.body;
};

const runOf = async (client: ApiClient) =>
  (await client.get<AutoRunAnswer>('/api/ai-calling/auto-run')).body.run;

/** Waits (bounded) until the run is as wanted; answers it as it is then. */
const waitForRun = async (
  client: ApiClient,
  until: (run: AutoRun) => boolean,
  timeoutMs = 60_000,
): Promise<AutoRun | null> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const run = await runOf(client);
    if ((run && until(run)) || Date.now() > deadline) return run;
    await new Promise((r) => setTimeout(r, 250));
  }
};

const realCalls = async (client: ApiClient) =>
  (await client.get<AiCall[]>('/api/ai-calls')).body.filter((c) => c.mode === 'real');

describe('Start Auto-Calling with real calls: the queue, one call after another', () => {
  it('without Twilio answers requiresSetup and creates nothing', async () => {
    const owner = await signIn();
    await lead(owner, 90, '0003');
    const answer = await owner.post<AutoRunAnswer>('/api/ai-calling/auto-run', {});
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ run: null, requiresSetup: true });
    expect(answer.body.message).toContain('Twilio');
    expect(await runOf(owner)).toBeNull();
    expect(await realCalls(owner)).toHaveLength(0);
  });

  it('refuses bad input with the field named, and creates nothing', async () => {
    const owner = await signIn();
    await setUpTwilio(owner);
    await lead(owner, 90, '0003');
    for (const body of [
      { maxCalls: 0 },
      { maxCalls: 51 },
      { maxCalls: 2.5 },
      { maxCalls: 'ten' },
      { minScore: 101 },
      { minScore: -1 },
    ]) {
      const answer = await owner.post<{ error: { details?: { field: string }[] } }>(
        '/api/ai-calling/auto-run',
        body,
      );
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.details?.[0]?.field).toBe(Object.keys(body)[0]);
    }
    expect(await runOf(owner)).toBeNull();
    expect(await realCalls(owner)).toHaveLength(0);
  });

  it('calls the best leads in turn, passes over one outside their hours, and ends at maxCalls', async () => {
    const owner = await signIn();
    await setUpTwilio(owner);
    const busy = await lead(owner, 95, '0001');
    const asleep = await lead(owner, 92, '0006', zoneOutside());
    const failed = await lead(owner, 90, '0003');
    const noAnswer = await lead(owner, 85, '0002');
    const notReached = await lead(owner, 80, '0013');

    const started = await owner.post<AutoRunAnswer>('/api/ai-calling/auto-run', { maxCalls: 3 });
    expect(started.status).toBe(201);
    const run = started.body.run as AutoRun;
    expect(run).toMatchObject({ status: 'running', callsPlaced: 1, maxCalls: 3 });
    expect(run.contactIds).toEqual([busy.id]);
    expect(run.current).toEqual({
      contactId: busy.id,
      name: busy.name,
      company: busy.company,
      phone: busy.phone,
    });

    // A second start while it runs is refused.
    const again = await owner.post<{ error: { message: string } }>('/api/ai-calling/auto-run', {});
    expect(again.status).toBe(409);
    expect(again.body.error.message).toContain('already running');

    const done = await waitForRun(owner, (r) => r.status !== 'running');
    expect(done).toMatchObject({
      status: 'finished',
      callsPlaced: 3,
      endReason: 'Placed all 3 calls',
    });
    expect(done?.contactIds).toEqual([busy.id, failed.id, noAnswer.id]);
    expect(done?.skipped.map((s) => s.contactId)).toContain(asleep.id);
    expect(done?.skipped.find((s) => s.contactId === asleep.id)?.reason).toContain(
      'outside calling hours',
    );

    const calls = await realCalls(owner);
    expect(calls.map((c) => c.contactId).sort()).toEqual([busy.id, failed.id, noAnswer.id].sort());
    expect(calls.map((c) => c.contactId)).not.toContain(notReached.id);
    // The busy and unanswered leads wait for a later try of their own call, outside the run.
    const busyCall = calls.find((c) => c.contactId === busy.id) as AiCall;
    expect(busyCall).toMatchObject({ status: 'queued', attempt: 2 });

    // The end of a call the run already moved past changes nothing (a repeated message).
    const user = await me(owner);
    await advanceAutoRun(user.organizationId, busyCall.id);
    await advanceAutoRun(user.organizationId, done?.currentCallId ?? '');
    expect(await realCalls(owner)).toHaveLength(3);
    expect((await runOf(owner))?.status).toBe('finished');
  });

  it('calls the leads chosen in bulk first, in the order chosen, whatever their score', async () => {
    const owner = await signIn();
    await setUpTwilio(owner);
    const best = await lead(owner, 95, '0001');
    const chosenLow = await lead(owner, 10, '0003');
    const chosenLater = await lead(owner, 20, '0002');
    const noPhone = await owner.post<Contact>('/api/contacts', {
      name: 'No phone',
      email: `${randomUUID()}@lead.in`,
    });
    const doNotCall = await lead(owner, 30, '0013');
    expect((await owner.put(`/api/contacts/${doNotCall.id}`, { doNotCall: true })).status).toBe(
      200,
    );
    const chose = async (ids: string[]) =>
      (await owner.post<ContactBulkResult>('/api/contacts/bulk', { action: 'autocall', ids })).body;
    const first = await chose([chosenLow.id, noPhone.body.id, doNotCall.id]);
    expect(first.updated).toBe(1);
    expect(Object.fromEntries(first.failed.map((f) => [f.id, f.reason]))).toEqual({
      [noPhone.body.id]: 'No phone number to call',
      [doNotCall.id]: 'Do Not Call is on for this contact',
    });
    // Chosen again, a lead keeps its place.
    expect((await chose([chosenLater.id, chosenLow.id])).updated).toBe(2);

    const queue = (await owner.get<CallQueueEntry[]>('/api/ai-calling/queue')).body;
    expect(queue.slice(0, 3).map((e) => [e.id, e.chosen])).toEqual([
      [chosenLow.id, true],
      [chosenLater.id, true],
      [best.id, undefined],
    ]);
    // Another organization's member chooses nobody here, and sees none of it.
    const stranger = await signIn();
    const theirs = await stranger.post<ContactBulkResult>('/api/contacts/bulk', {
      action: 'autocall',
      ids: [best.id],
    });
    expect(theirs.body.failed).toEqual([{ id: best.id, reason: 'Contact not found' }]);
    expect((await stranger.get<CallQueueEntry[]>('/api/ai-calling/queue')).body).toEqual([]);

    const started = await owner.post<AutoRunAnswer>('/api/ai-calling/auto-run', { maxCalls: 3 });
    expect(started.status).toBe(201);
    const done = await waitForRun(owner, (r) => r.status !== 'running');
    expect(done?.contactIds).toEqual([chosenLow.id, chosenLater.id, best.id]);
    // Called, they are chosen no more.
    const after = (await owner.get<CallQueueEntry[]>('/api/ai-calling/queue')).body;
    expect(after.filter((e) => e.chosen)).toEqual([]);
  });

  it('takes a chosen lead off again, the caller’s own choice only', async () => {
    const owner = await signIn();
    const chosen = await lead(owner, 40, '0003');
    const bulk = await owner.post<ContactBulkResult>('/api/contacts/bulk', {
      action: 'autocall',
      ids: [chosen.id],
    });
    expect(bulk.body.updated).toBe(1);
    const chosenOf = async (client: ApiClient) => {
      const queue = await client.get<CallQueueEntry[]>('/api/ai-calling/queue');
      expect(queue.status, JSON.stringify(queue.body)).toBe(200);
      return queue.body.filter((e) => e.chosen).map((e) => e.id);
    };
    expect(await chosenOf(owner)).toEqual([chosen.id]);
    const stranger = await signIn();
    expect((await stranger.delete(`/api/ai-calling/chosen/${chosen.id}`)).status).toBe(204);
    expect(await chosenOf(owner)).toEqual([chosen.id]);
    expect((await owner.delete('/api/ai-calling/chosen/..%2Fx')).status).toBe(400);
    expect((await owner.delete(`/api/ai-calling/chosen/${chosen.id}`)).status).toBe(204);
    expect(await chosenOf(owner)).toEqual([]);
    // A chosen lead deleted meanwhile leaves the chosen ones.
    await owner.post('/api/contacts/bulk', { action: 'autocall', ids: [chosen.id] });
    expect((await owner.delete(`/api/contacts/${chosen.id}`)).status).toBeLessThan(300);
    expect(await chosenOf(owner)).toEqual([]);
  });

  it('stops on Stop Auto-Calling: the call on now goes on, no next call is placed', async () => {
    const owner = await signIn();
    await setUpTwilio(owner);
    const first = await lead(owner, 90, '0021');
    await lead(owner, 80, '0003');
    const started = await owner.post<AutoRunAnswer>('/api/ai-calling/auto-run', {});
    expect(started.status).toBe(201);
    const callId = started.body.run?.currentCallId ?? '';

    const stopped = await owner.post<AutoRunAnswer>('/api/ai-calling/auto-run/stop', {});
    expect(stopped.status).toBe(200);
    expect(stopped.body.run).toMatchObject({ status: 'stopped', endReason: 'Stopped by you' });
    // Stopping again answers the run as it is.
    expect(
      (await owner.post<AutoRunAnswer>('/api/ai-calling/auto-run/stop', {})).body.run?.status,
    ).toBe('stopped');

    const ended = await waitForCall(owner, callId, (c) => c.outcome !== null, 60_000);
    expect(ended.contactId).toBe(first.id);
    expect(ended.status).toBe('completed');
    // Once the call's end has gone through the call-outcomes and auto-run-steps workers: still
    // one call, still stopped.
    await queueDrained('call-outcomes');
    await queueDrained('auto-run-steps');
    await queueDrained('ai-call-dialer');
    expect(await realCalls(owner)).toHaveLength(1);
    expect((await runOf(owner))?.status).toBe('stopped');

    // A new run may start after a stopped one.
    const next = await owner.post<AutoRunAnswer>('/api/ai-calling/auto-run', { maxCalls: 1 });
    expect(next.status).toBe(201);
    expect(next.body.run?.id).not.toBe(started.body.run?.id);
  });

  it('with nobody to call now answers 409 saying why', async () => {
    const owner = await signIn();
    await setUpTwilio(owner);
    const asleep = await lead(owner, 90, '0003', zoneOutside());
    const answer = await owner.post<{ error: { message: string } }>('/api/ai-calling/auto-run', {});
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toMatch(
      /^No lead in the queue can be called now\. 1 skipped: 1 outside calling hours; next call possible (at \d\d:\d\d|on \w{3} \d{1,2} \w{3} at \d\d:\d\d)\.$/,
    );
    expect(await runOf(owner)).toBeNull();
    expect(asleep.id).toBeTruthy();
    // A minimum score above every lead: nobody either.
    const low = await owner.post<{ error: { message: string } }>('/api/ai-calling/auto-run', {
      minScore: 95,
    });
    expect(low.status).toBe(409);
    expect(low.body.error.message).toBe('No lead in the queue can be called now.');
  });

  it('says what it skipped and why, in counts, not one lead picked at random', async () => {
    const owner = await signIn();
    await setUpTwilio(owner);
    // The top of the queue was called today (a call of today on each).
    for (const score of [99, 98]) {
      const called = await lead(owner, score, '0031');
      const today = await owner.post('/api/ai-calls', {
        contactId: called.id,
        phoneNumber: called.phone,
        status: 'completed',
      });
      expect(today.status).toBe(201);
    }
    await lead(owner, 95, '0032', zoneOutside());
    // A lead whose number another contact, marked Do Not Call, has.
    const shared = await lead(owner, 93, '0033');
    const twin = await owner.post<Contact>('/api/contacts', {
      name: 'Twin',
      email: `${randomUUID()}@lead.in`,
      phone: shared.phone,
    });
    await owner.put(`/api/contacts/${twin.body.id}`, { doNotCall: true });
    const answer = await owner.post<{ error: { message: string } }>('/api/ai-calling/auto-run', {});
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toMatch(
      /^No lead in the queue can be called now\. 4 skipped: 2 called today, 1 outside calling hours, 1 Do Not Call; next call possible (at|on) .+\.$/,
    );
    expect(await runOf(owner)).toBeNull();
    expect(await realCalls(owner)).toHaveLength(0);
  });

  it('is the caller’s own: another organization neither sees nor stops it, nor calls its leads', async () => {
    const owner = await signIn();
    await setUpTwilio(owner);
    const mine = await lead(owner, 90, '0021');
    const started = await owner.post<AutoRunAnswer>('/api/ai-calling/auto-run', { maxCalls: 1 });
    expect(started.status).toBe(201);

    const stranger = await signIn();
    await setUpTwilio(stranger);
    expect(await runOf(stranger)).toBeNull();
    expect(
      (await stranger.post<AutoRunAnswer>('/api/ai-calling/auto-run/stop', {})).body.run,
    ).toBeNull();
    expect((await runOf(owner))?.id).toBe(started.body.run?.id);
    // The stranger's run finds none of the owner's leads.
    const theirs = await stranger.post<{ error: { message: string } }>(
      '/api/ai-calling/auto-run',
      {},
    );
    expect(theirs.status).toBe(409);
    expect((await realCalls(stranger)).map((c) => c.contactId)).not.toContain(mine.id);
    await owner.post('/api/ai-calling/auto-run/stop', {});
  });

  it('calls for a member only the leads they may change, though they see all', async () => {
    const owner = await signIn();
    await setUpTwilio(owner);
    const member = await signInAsMember((await me(owner)).organizationId, 'member');
    const ownersBest = await lead(owner, 95, '0003');
    const mine = await lead(member, 60, '0003');
    // The member sees the owner's lead in the queue's organization, but may not call it.
    const started = await member.post<AutoRunAnswer>('/api/ai-calling/auto-run', { maxCalls: 1 });
    expect(started.status).toBe(201);
    expect(started.body.run?.contactIds).toEqual([mine.id]);
    const done = await waitForRun(member, (r) => r.status !== 'running');
    expect(done?.contactIds).toEqual([mine.id]);
    expect((await realCalls(owner)).map((c) => c.contactId)).not.toContain(ownersBest.id);
  });
});
