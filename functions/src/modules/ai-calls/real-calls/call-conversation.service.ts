import { parseTranscript } from '@salesflow/shared/calls/transcript';
import { logger } from '../../../platform/logger';
import { isValidTwilioSignature } from '../../../platform/telephony/twilio-signature';
import { agentKnowledge } from '../../ai-agent/agent-knowledge.service';
import { aiAgentSettingsOf } from '../../ai-agent/ai-agent-settings.service';
import type { AgentContext, AgentTurn } from '../../call-agent/agent-context';
import { agentReply } from '../../call-agent/agent-reply';
import { welcomeGreeting } from '../../call-agent/built-in-agent';
import { voicemailMessage } from '../../call-agent/voicemail';
import { currentContact } from '../../contacts/contacts.service';
import { organizationName } from '../../organizations/organizations.service';
import { llmKey, telephonyReadiness } from '../../security-settings/provider-keys.service';
import type { CallRecord, RealCallState } from '../ai-call.entity';
import { findCall } from '../ai-calls.repository';
import { changeCallWith } from '../records/call-change';
import { relaySocketUrl } from './call-urls';
import {
  deleteRelayConnection,
  findRelayConnection,
  saveRelayConnection,
} from './relay-connection.repository';
import { endFrame, relayMessageSchema, textFrame } from './relay-messages';
import {
  frameLineKey,
  GREETING_KEY,
  placeInterruption,
  placeLines,
  replyLineKey,
} from './transcript-lines';

/** Sends one text frame to a connection: the connections API in AWS and locally. */
export type SendFrame = (connectionId: string, data: string) => Promise<'sent' | 'gone'>;

export const LIVE = ['queued', 'calling'];
/** How often a reply in progress looks whether the lead interrupted it. */
const INTERRUPT_CHECK_MS = 250;
const MACHINE = /^(machine|fax)/;

/** Changes a real call as it is now (call-change.ts), on the call as just read when it was. */
export const changeCall = async (
  organizationId: string,
  callId: string,
  change: (call: CallRecord) => CallRecord | null,
  /** The call as just read, if it was: the first try uses it instead of reading again. */
  known?: CallRecord,
): Promise<CallRecord | null> => {
  const first = known ?? (await findCall(organizationId, callId));
  if (!first?.real) return null;
  return changeCallWith(first, (call) => {
    const next = call.real ? change(call) : null;
    return next ? { next } : null;
  });
};

export const withReal = (call: CallRecord, change: Partial<RealCallState>): CallRecord => ({
  ...call,
  real: { ...(call.real as RealCallState), ...change },
});

/**
 * Puts `AI: …` / `Lead: …` lines in the call's transcript where they belong in the conversation
 * (`key`, transcript-lines.ts), whatever order the relay's frames were handled in.
 */
export const placeIn = (call: CallRecord, lines: string[], key: number): CallRecord => {
  if (lines.length === 0) return call;
  const placed = placeLines(call.transcript, call.real?.lineKeys, lines, key);
  return { ...withReal(call, { lineKeys: placed.keys }), transcript: placed.transcript };
};

/** Whether the greeting is in the transcript (a call from before `greeted`: once it has lines). */
export const greeted = (call: CallRecord) => call.real?.greeted ?? Boolean(call.transcript);

/**
 * The greeting Twilio spoke first, as the transcript's first line: put there by whichever frame
 * is handled first, the setup or the lead's first words, so that the agent's first reply knows
 * it was said.
 */
export const withGreeting = (call: CallRecord, greeting: string): CallRecord =>
  greeted(call)
    ? call
    : withReal(placeIn(call, [`AI: ${oneLine(greeting)}`], GREETING_KEY), { greeted: true });

export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * `$connect`: Twilio opens the relay for a call. Accepted only with a valid X-Twilio-Signature by
 * the organization's auth token over the configured relay URL of this very call (RELAY_WS_URL with
 * its org and call), and only while the call is live. Answers the handshake's HTTP status.
 */
export const openRelay = async (input: {
  connectionId: string;
  organizationId: string | undefined;
  callId: string | undefined;
  signature: string | undefined;
}): Promise<number> => {
  const { organizationId, callId } = input;
  if (!organizationId || !callId || organizationId.length > 64 || callId.length > 64) return 400;
  const readiness = await telephonyReadiness(organizationId);
  const url = relaySocketUrl(organizationId, callId);
  if (
    !readiness.ready ||
    !isValidTwilioSignature(readiness.twilio.authToken, input.signature, url)
  ) {
    return 403;
  }
  const call = await findCall(organizationId, callId);
  if (call?.mode !== 'real' || !call.real) return 404;
  if (!LIVE.includes(call.status)) return 410;
  await saveRelayConnection(input.connectionId, { organizationId, callId });
  await changeCall(organizationId, callId, (c) =>
    withReal(c, { connectionId: input.connectionId }),
  );
  return 200;
};

/** The call a relay connection carries (either carrier's), or null. */
export const relayLink = (connectionId: string) => findRelayConnection(connectionId);

/** Remembers which call a connection carries (an Exotel stream opened for it). */
export const keepRelayLink = (
  connectionId: string,
  link: { organizationId: string; callId: string },
) => saveRelayConnection(connectionId, link);

/** `$disconnect`: the session is over; the call's end comes with Twilio's status callback. */
export const closeRelay = async (connectionId: string): Promise<void> => {
  await deleteRelayConnection(connectionId);
};

/** What a conversation needs that does not change during it: read once per call and container. */
interface CallFacts {
  context: Omit<AgentContext, 'turns' | 'now' | 'elapsedSeconds' | 'signal'>;
  expires: number;
}
const facts = new Map<string, CallFacts>();
const FACTS_MS = 10 * 60_000;

export const callFacts = async (call: CallRecord): Promise<CallFacts['context']> => {
  const cached = facts.get(call.id);
  if (cached && cached.expires > Date.now()) return cached.context;
  const [settings, knowledge, key, company, contact] = await Promise.all([
    aiAgentSettingsOf(call.organizationId),
    agentKnowledge(call.organizationId, { maxChars: 12_000 }),
    llmKey(call.organizationId),
    organizationName(call.organizationId),
    currentContact(call.organizationId, call.contactId),
  ]);
  const context: CallFacts['context'] = {
    settings,
    knowledge,
    companyName: company,
    llmKey: key,
    lead: {
      name: contact?.name ?? call.contactName ?? '',
      company: contact?.company ?? call.contactCompany,
      title: contact?.title ?? null,
      timeZone: call.real?.timeZone ?? null,
    },
  };
  if (facts.size > 200) facts.clear();
  facts.set(call.id, { context, expires: Date.now() + FACTS_MS });
  return context;
};

/** The greeting Twilio speaks first (the voice webhook's TwiML and the transcript's first line). */
export const greetingFor = async (call: CallRecord): Promise<string> =>
  welcomeGreeting(await callFacts(call));

export const turnsOf = (transcript: string | null): AgentTurn[] =>
  parseTranscript(transcript ?? '').map((line) => ({
    speaker: line.speaker === 'ai' ? 'ai' : 'lead',
    text: line.message,
  }));

/** The lead interrupted the agent after the prompt received at `promptAt`: its reply is cut. */
export const interruptedSince = (call: CallRecord, promptAt: number) =>
  (call.real?.interruptedAt ?? 0) > promptAt;

/**
 * One agent reply to the lead's prompt received at `promptAt`, streamed to Twilio token by token
 * as the agent makes them, and put in the transcript right after that prompt when it is done. A
 * reply the lead interrupts stops (an interrupt received after its prompt); one whose connection
 * is gone stops. The agent may end the call.
 */
const reply = async (
  started: CallRecord,
  connectionId: string,
  send: SendFrame,
  promptAt: number,
): Promise<void> => {
  const call = started;
  if (!started.real) return;
  const base = await callFacts(started);
  const abort = new AbortController();
  const elapsed = started.startedAt ? (Date.now() - Date.parse(started.startedAt)) / 1000 : 0;
  const answer = agentReply({
    ...base,
    llmKey: started.real.llmFailed ? null : base.llmKey,
    turns: turnsOf(started.transcript),
    now: new Date(),
    elapsedSeconds: Math.round(elapsed),
    signal: abort.signal,
  });
  let spoken = '';
  let stopped = false;
  let checked = Date.now();
  for await (const token of answer.tokens) {
    if (Date.now() - checked >= INTERRUPT_CHECK_MS) {
      checked = Date.now();
      const latest = await findCall(call.organizationId, call.id);
      if (!latest || !LIVE.includes(latest.status) || interruptedSince(latest, promptAt)) {
        stopped = true;
        abort.abort();
        break;
      }
    }
    if ((await send(connectionId, textFrame(token, false))) === 'gone') {
      stopped = true;
      abort.abort();
      break;
    }
    spoken += token;
  }
  if (stopped) return;
  await send(connectionId, textFrame('', true));
  const [end, source] = await Promise.all([answer.end, answer.source]);
  await changeCall(call.organizationId, call.id, (c) => {
    if (interruptedSince(c, promptAt)) return null;
    const next = placeIn(
      c,
      spoken.trim() ? [`AI: ${oneLine(spoken)}`] : [],
      replyLineKey(promptAt),
    );
    return base.llmKey && source === 'built-in' ? withReal(next, { llmFailed: true }) : next;
  });
  if (end) await send(connectionId, endFrame('agent-ended'));
};

/** The short voicemail message after the beep (in the transcript at `key`), then the end of the session. */
const leaveVoicemail = async (
  call: CallRecord,
  connectionId: string,
  send: SendFrame,
  key: number,
) => {
  const base = await callFacts(call);
  const message = voicemailMessage({
    agentName: base.settings.name,
    companyName: base.companyName,
    language: base.settings.language,
    leadName: base.lead.name,
    callbackNumber: call.real?.from ?? null,
  });
  // Once: the AMD callback and a silent prompt may both ask for it.
  let mine = false;
  await changeCall(call.organizationId, call.id, (c) => {
    mine = false;
    if (c.real?.voicemailLeft) return null;
    mine = true;
    return withReal(placeIn(c, [`AI: ${oneLine(message)}`], key), { voicemailLeft: true });
  });
  if (!mine) return;
  await send(connectionId, textFrame(message, true));
  await send(connectionId, endFrame('voicemail'));
};

/**
 * A frame from ConversationRelay (the `$default` route): setup, a lead's words (each final prompt
 * goes in the transcript and gets the agent's reply), an interruption, a keypress, an error.
 * `receivedAt` is when API Gateway received it (`requestTimeEpoch`): frames are handled
 * concurrently, in any order, and their lines are placed by it (transcript-lines.ts).
 */
export const relayFrame = async (
  connectionId: string,
  body: string,
  send: SendFrame,
  receivedAt: number,
): Promise<void> => {
  const link = await findRelayConnection(connectionId);
  if (!link) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    logger.warn('A relay frame that is not JSON', { body: body.slice(0, 200) });
    return;
  }
  const message = relayMessageSchema.safeParse(parsed);
  if (!message.success) {
    logger.warn('A relay frame we do not know', { body: body.slice(0, 200) });
    return;
  }
  const call = await findCall(link.organizationId, link.callId);
  if (!call?.real || !LIVE.includes(call.status)) return;
  const frame = message.data;
  switch (frame.type) {
    case 'setup': {
      const greeting = await greetingFor(call);
      await changeCall(call.organizationId, call.id, (c) => {
        const sid = c.twilioCallSid ?? frame.callSid ?? null;
        if (!LIVE.includes(c.status)) return null;
        if (greeted(c) && sid === c.twilioCallSid && c.status === 'calling' && c.startedAt) {
          return null;
        }
        return {
          ...withGreeting(c, greeting),
          twilioCallSid: sid,
          status: 'calling',
          startedAt: c.startedAt ?? new Date().toISOString(),
        };
      });
      return;
    }
    case 'prompt': {
      // Partial words come first; the final one (last: true, or no `last` at all) is the line.
      if (frame.last === false || !frame.voicePrompt.trim()) return;
      // The lead's line at its place (after the greeting, even one not written yet), then the
      // agent's reply to it.
      const greeting = await greetingFor(call);
      const heard = await changeCall(
        call.organizationId,
        call.id,
        (c) =>
          placeIn(
            withGreeting(c, greeting),
            [`Lead: ${oneLine(frame.voicePrompt)}`],
            frameLineKey(receivedAt),
          ),
        call,
      );
      if (!heard) return;
      if (MACHINE.test(heard.real?.answeredBy ?? '')) {
        await leaveVoicemail(heard, connectionId, send, replyLineKey(receivedAt));
        return;
      }
      await reply(heard, connectionId, send, receivedAt);
      return;
    }
    case 'interrupt': {
      // What the lead heard of the agent's line it cut replaces that line; a reply still being
      // made to an earlier prompt stops.
      const said = oneLine(frame.utteranceUntilInterrupt ?? '');
      await changeCall(call.organizationId, call.id, (c) => {
        const placed = said
          ? placeInterruption(
              c.transcript,
              c.real?.lineKeys,
              `AI: ${said}…`,
              frameLineKey(receivedAt),
            )
          : null;
        return withReal(placed ? { ...c, transcript: placed.transcript } : c, {
          interruptedAt: Math.max(c.real?.interruptedAt ?? 0, receivedAt),
          ...(placed ? { lineKeys: placed.keys } : {}),
        });
      });
      return;
    }
    case 'dtmf':
      await changeCall(call.organizationId, call.id, (c) =>
        placeIn(c, [`Lead: [pressed ${frame.digit.slice(0, 4)}]`], frameLineKey(receivedAt)),
      );
      return;
    case 'error':
      logger.warn('ConversationRelay reported an error', { description: frame.description });
      return;
  }
};

/**
 * Asynchronous answering-machine detection found a machine (after its beep): if the relay is
 * open, the voicemail message is left now; otherwise at the lead's first (silent) prompt.
 */
export const machineAnswered = async (call: CallRecord, send: SendFrame): Promise<void> => {
  const connectionId = call.real?.connectionId;
  if (!connectionId || call.real?.voicemailLeft || !LIVE.includes(call.status)) return;
  await leaveVoicemail(call, connectionId, send, replyLineKey(Date.now()));
};
