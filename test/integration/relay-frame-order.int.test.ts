import { randomUUID } from 'node:crypto';
import type { CallRecord } from '@salesflow/functions/modules/ai-calls/ai-call.entity';
import {
  callInsertWrites,
  findCall,
} from '@salesflow/functions/modules/ai-calls/ai-calls.repository';
import {
  relayFrame,
  type SendFrame,
} from '@salesflow/functions/modules/ai-calls/real-calls/call-conversation.service';
import { saveRelayConnection } from '@salesflow/functions/modules/ai-calls/real-calls/relay-connection.repository';
import { newId } from '@salesflow/functions/platform/data/ids';
import { commit } from '@salesflow/functions/platform/data/unit-of-work';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/api-client';
import { me } from '../support/real-calls';
import { useLocalStackFromTests } from '../support/service-env';

beforeAll(useLocalStackFromTests);

/**
 * ConversationRelay sends a call's frames in the conversation's order, but API Gateway runs a
 * Lambda per frame, so they may be handled in any order (a cold start, a slow read). These tests
 * hand the relay's frames to the service in the order AWS may run them, each with the time API
 * Gateway received it (`requestTimeEpoch`), and read the transcript: its order must be the
 * conversation's.
 */

/** A signed-in owner's real call as the dialer leaves it once Twilio answered, with its relay open. */
const liveCall = async () => {
  const owner = await signIn();
  const { organizationId, id: userId } = await me(owner);
  const contact = (
    await owner.post<Contact>('/api/contacts', {
      name: 'Priya Sharma',
      email: `${randomUUID()}@lead.in`,
      phone: '+91 98765 43210',
      company: 'Sharma Textiles',
    })
  ).body;
  const at = new Date().toISOString();
  const call: CallRecord = {
    id: newId(),
    organizationId,
    contactId: contact.id,
    contactName: contact.name,
    contactCompany: contact.company,
    phoneNumber: '+919876543210',
    status: 'calling',
    mode: 'real',
    duration: null,
    transcript: null,
    outcome: null,
    sentiment: null,
    aiScore: null,
    confidence: null,
    scoredBy: null,
    twilioCallSid: `CA${randomUUID().replaceAll('-', '')}`,
    recordingUrl: null,
    userId,
    holder: userId,
    notes: null,
    startedAt: at,
    endedAt: null,
    createdAt: at,
    completedAt: null,
    updatedAt: at,
    reportDay: at.slice(0, 10),
    real: {
      attempt: 1,
      scheduledFor: null,
      timeZone: 'Asia/Kolkata',
      usage: null,
      claimedAt: at,
      holdsLine: false,
      answeredBy: 'human',
      connectionId: null,
      endReason: null,
      summary: null,
      nextStep: null,
      callbackAt: null,
      recordingKey: null,
      analysedAt: null,
      settleBy: null,
      from: '+15005550006',
    },
  };
  await commit(callInsertWrites(call));
  const connectionId = `${randomUUID().slice(0, 14)}=`;
  await saveRelayConnection(connectionId, { organizationId, callId: call.id });
  return { call, connectionId };
};

const setup = (call: CallRecord) =>
  JSON.stringify({
    type: 'setup',
    sessionId: 'VX0123',
    callSid: call.twilioCallSid,
    customParameters: { callId: call.id },
  });
const prompt = (words: string) =>
  JSON.stringify({ type: 'prompt', voicePrompt: words, lang: 'en-US', last: true });

/** What the agent streamed back, and a hook run when a turn's last frame goes out. */
const recorder = (onTurnEnd?: () => Promise<void>) => {
  const frames: string[] = [];
  const send: SendFrame = async (_connectionId, data) => {
    frames.push(data);
    if (onTurnEnd && JSON.parse(data).last === true) {
      const hook = onTurnEnd;
      onTurnEnd = undefined;
      await hook();
    }
    return 'sent';
  };
  return { frames, send };
};

const transcriptOf = async (call: CallRecord) =>
  ((await findCall(call.organizationId, call.id))?.transcript ?? '').split('\n');

describe('the transcript of a real call follows the conversation, whatever order the frames are handled in', () => {
  it('opens with the greeting when the first prompt’s Lambda runs before the setup’s', async () => {
    const { call, connectionId } = await liveCall();
    const { send } = recorder();
    const t0 = Date.now();

    // Prepare / Act: API Gateway received setup at t0 and the lead's first words 2 s later, but
    // the prompt's Lambda ran first (the setup's had a cold start).
    await relayFrame(connectionId, prompt('Who is this?'), send, t0 + 2_000);
    await relayFrame(connectionId, setup(call), send, t0);

    // Assess
    const lines = await transcriptOf(call);
    expect(lines[0]).toMatch(/^AI: /);
    expect(lines[1]).toBe('Lead: Who is this?');
    expect(lines[2]).toMatch(/^AI: /);
    expect(lines).toHaveLength(3);
    // The agent answered the lead, not with the opening again.
    expect(lines[2]).not.toBe(lines[0]);
  });

  it('keeps an agent reply before the lead’s next line when that line is written first', async () => {
    const { call, connectionId } = await liveCall();
    const t0 = Date.now();
    await relayFrame(connectionId, setup(call), recorder().send, t0);
    // The lead answers the instant the agent's first reply ends, and that prompt is handled
    // (and its line written) before the first reply's line is.
    const { send } = recorder(() =>
      relayFrame(connectionId, prompt('We are a team of twelve.'), recorder().send, t0 + 4_000),
    );

    await relayFrame(connectionId, prompt('Who is this?'), send, t0 + 2_000);

    const lines = await transcriptOf(call);
    expect(lines.map((line) => line.split(':')[0])).toEqual(['AI', 'Lead', 'AI', 'Lead', 'AI']);
    expect(lines[1]).toBe('Lead: Who is this?');
    expect(lines[3]).toBe('Lead: We are a team of twelve.');
  });

  it('an interruption handled after the prompt that follows it stops the interrupted reply, not the next one', async () => {
    const { call, connectionId } = await liveCall();
    const t0 = Date.now();
    await relayFrame(connectionId, setup(call), recorder().send, t0);
    await relayFrame(connectionId, prompt('Who is this?'), recorder().send, t0 + 2_000);
    // The lead cut the agent's reply short (t0 + 3 s) and went on speaking (t0 + 4 s); the
    // interrupt's Lambda runs while the second prompt's reply is being made.
    const interrupt = JSON.stringify({
      type: 'interrupt',
      utteranceUntilInterrupt: 'Happy to',
      durationUntilInterruptMs: 600,
    });
    const { send } = recorder(() =>
      relayFrame(connectionId, interrupt, recorder().send, t0 + 3_000),
    );

    await relayFrame(connectionId, prompt('How much does it cost?'), send, t0 + 4_000);

    // The first reply is what the lead heard of it, the second answers the lead's words.
    const lines = await transcriptOf(call);
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(/^AI: /);
    expect(lines.slice(1, 4)).toEqual([
      'Lead: Who is this?',
      'AI: Happy to…',
      'Lead: How much does it cost?',
    ]);
    expect(lines[4]).toMatch(/^AI: /);
  });
});
