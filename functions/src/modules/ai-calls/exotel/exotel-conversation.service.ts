import { logger } from '../../../platform/logger';
import { pcmMs, rmsLevel } from '../../../platform/speech/pcm';
import { sameCallToken } from '../../../platform/telephony/exotel-call-token';
import {
  clearFrame,
  type ExotelStreamEvent,
  markFrame,
  parseExotelFrame,
} from '../../../platform/telephony/exotel-stream';
import { agentReply } from '../../call-agent/agent-reply';
import type { CallRecord } from '../ai-call.entity';
import { findCall } from '../ai-calls.repository';
import {
  callFacts,
  changeCall,
  greetingFor,
  keepRelayLink,
  LIVE,
  oneLine,
  placeIn,
  type SendFrame,
  turnsOf,
  withGreeting,
  withReal,
} from '../real-calls/call-conversation.service';
import { frameLineKey, replyLineKey } from '../real-calls/transcript-lines';
import { type CallSpeech, callSpeech } from './call-speech';
import {
  readAgentSpeech,
  readFrames,
  readStreamState,
  type StoredFrame,
  type StreamState,
  saveAgentSpeech,
  saveFrame,
  saveStreamState,
} from './exotel-stream.repository';
import { aheadOf, once, sentencesOf, speak } from './stream-speech';
import { foldable, foldFrames, type TurnEvent } from './stream-turns';

/** Closes a connection (the agent ended the call: on Exotel, closing the stream hangs up). */
export type CloseConnection = (connectionId: string) => Promise<'closed' | 'gone'>;

export interface StreamLink {
  organizationId: string;
  callId: string;
}

/**
 * `$connect` of an Exotel AgentStream: accepted only for a live Exotel call of that organization
 * whose token comes with it, as the query's `token` or as the Basic password Exotel sends from the
 * stream URL's user info (the call's id as the user). Anything else is 403 and writes nothing.
 */
export const openExotelStream = async (input: {
  connectionId: string;
  organizationId: string | undefined;
  callId: string | undefined;
  token: string | undefined;
  basic: { username: string; password: string } | null;
}): Promise<number> => {
  const { organizationId, callId } = input;
  if (!organizationId || !callId || organizationId.length > 64 || callId.length > 64) return 400;
  const call = await findCall(organizationId, callId);
  const expected = call?.mode === 'real' ? call.real?.callToken : undefined;
  const byBasic =
    input.basic?.username === callId && sameCallToken(expected ?? '', input.basic.password);
  if (call?.real?.carrier !== 'exotel' || !expected) return 403;
  if (!byBasic && !sameCallToken(expected, input.token)) return 403;
  if (!LIVE.includes(call.status)) return 410;
  await keepRelayLink(input.connectionId, { organizationId, callId });
  await changeCall(organizationId, callId, (c) =>
    withReal(c, { connectionId: input.connectionId }),
  );
  return 200;
};

/** The greeting, spoken when the stream starts, and first in the transcript. */
const greet = async (
  call: CallRecord,
  connectionId: string,
  streamSid: string,
  send: SendFrame,
) => {
  const greeting = await greetingFor(call);
  const started = await changeCall(call.organizationId, call.id, (c) => {
    if (!LIVE.includes(c.status)) return null;
    return {
      ...withGreeting(c, greeting),
      status: 'calling',
      startedAt: c.startedAt ?? new Date().toISOString(),
    };
  });
  if (!started) return;
  const speech = await callSpeech(started);
  await speak({ call: started, connectionId, streamSid, send }, speech, once(greeting), 0, {
    wholeSentences: true,
  });
};

type Turn = Extract<TurnEvent, { kind: 'turn' }>;

/** What hearing a turn needs: the call's speech, and the turn's audio. Reads only. */
interface TurnInput {
  speech: CallSpeech;
  audio: Buffer;
}

const turnInput = async (
  call: CallRecord,
  connectionId: string,
  turn: Turn,
): Promise<TurnInput> => {
  const [speech, frames] = await Promise.all([
    callSpeech(call),
    readFrames(connectionId, turn.fromSeq, turn.toSeq, true),
  ]);
  return { speech, audio: Buffer.concat(frames.map((frame) => frame.pcm ?? Buffer.alloc(0))) };
};

/**
 * The lead's turn: heard, put in the transcript (on the call as this frame read it: a write that
 * another overtook is made again on a fresh read), and answered aloud. The agent starts on the
 * transcript with the lead's line placed as it is being written, so the model's first sentence
 * is in the making during the write; nothing is said before the write is made, and a write made
 * on a fresh read that changed what the agent knows starts the agent again on it.
 */
const answerTurn = async (
  ctx: { call: CallRecord; connectionId: string; streamSid: string; send: SendFrame },
  input: Promise<TurnInput>,
  close: CloseConnection,
  receivedAt: number,
) => {
  const { call, connectionId } = ctx;
  const { speech, audio } = await input;
  const heard = await speech.recognizer.transcribe(audio, { language: speech.language });
  if (heard.kind !== 'ok') {
    logger.warn('The lead’s words could not be heard', { kind: heard.kind });
    return;
  }
  const text = oneLine(heard.value.text);
  if (!text) return;
  const [greeting, base] = await Promise.all([greetingFor(call), callFacts(call)]);
  const place = (c: CallRecord) =>
    placeIn(withGreeting(c, greeting), [`Lead: ${text}`], frameLineKey(receivedAt));
  const replyOn = (c: CallRecord, signal?: AbortSignal) => {
    const elapsed = c.startedAt ? (Date.now() - Date.parse(c.startedAt)) / 1000 : 0;
    return agentReply({
      ...base,
      llmKey: c.real?.llmFailed ? null : base.llmKey,
      turns: turnsOf(c.transcript),
      now: new Date(),
      elapsedSeconds: Math.round(elapsed),
      ...(signal ? { signal } : {}),
    });
  };
  const planned = place(call);
  const early = new AbortController();
  let answer = replyOn(planned, early.signal);
  let sentences = aheadOf(sentencesOf(answer.tokens));
  const placed = await changeCall(call.organizationId, call.id, place, call);
  const knowsTheSame =
    placed?.transcript === planned.transcript &&
    placed.startedAt === planned.startedAt &&
    placed.real?.llmFailed === planned.real?.llmFailed;
  if (!knowsTheSame) early.abort();
  if (!placed?.real) return;
  if (!knowsTheSame) {
    answer = replyOn(placed);
    sentences = sentencesOf(answer.tokens);
  }
  const spoken = await speak({ ...ctx, call: placed }, speech, sentences, receivedAt);
  const cut = spoken.whole ? spoken.said : spoken.said && `${spoken.said}…`;
  await changeCall(call.organizationId, call.id, (c) =>
    cut ? placeIn(c, [`AI: ${oneLine(cut)}`], replyLineKey(receivedAt)) : null,
  );
  if (!spoken.whole) return;
  const end = await answer.end;
  await ctx.send(
    connectionId,
    markFrame(ctx.streamSid, end ? `end-${receivedAt}` : `reply-${receivedAt}`),
  );
  if (end && !(await readAgentSpeech(connectionId))) await close(connectionId);
};

/** The agent's line at `key`, already written, marked as cut where the lead cut in ("…"). */
const cutLine = (call: CallRecord, key: number): CallRecord => {
  const keys = call.real?.lineKeys ?? [];
  const at = keys.lastIndexOf(key);
  const lines = (call.transcript ?? '').split('\n');
  const line = lines[at];
  if (at < 0 || !line?.startsWith('AI: ') || line.endsWith('…')) return call;
  lines[at] = `${line}…`;
  return { ...call, transcript: lines.join('\n') };
};

/** The lead spoke over the agent: its audio is cleared, and its reply in the making stops. */
const bargeIn = async (
  call: CallRecord,
  connectionId: string,
  streamSid: string,
  send: SendFrame,
  receivedAt: number,
) => {
  const agent = await readAgentSpeech(connectionId);
  // The greeting (key 0) is not cut: a lead picking up says "hello?" over it.
  if (!agent || agent.replyKey === 0 || agent.until <= receivedAt) return;
  await send(connectionId, clearFrame(streamSid));
  await saveAgentSpeech(connectionId, { replyKey: agent.replyKey, until: 0 });
  await changeCall(call.organizationId, call.id, (c) =>
    cutLine(
      withReal(c, { interruptedAt: Math.max(c.real?.interruptedAt ?? 0, receivedAt) }),
      replyLineKey(agent.replyKey),
    ),
  );
};

type MediaFrame = Extract<ExotelStreamEvent, { event: 'media' }>;

interface KeptFrame {
  own: Required<StoredFrame>;
  /** The stream's state, read while the frame was saved. */
  state: StreamState;
}

/** A media frame saved (its level, length and audio), and the stream's state read beside it. */
const keepFrame = async (connectionId: string, frame: MediaFrame): Promise<KeptFrame> => {
  const own = {
    // The media frames' own count (`chunk`) has no gaps from other events; else the envelope's.
    seq: frame.chunk ?? frame.sequenceNumber ?? 0,
    level: Math.round(rmsLevel(frame.pcm)),
    ms: Math.round(pcmMs(frame.pcm.length)),
    pcm: frame.pcm,
  };
  const [, state] = await Promise.all([
    saveFrame(connectionId, own),
    readStreamState(connectionId),
  ]);
  return { own, state };
};

/**
 * One frame of audio: kept, then folded with the frames before it into who holds the floor (the
 * state saved over the version read: frames are handled concurrently). The handler whose fold
 * finds the lead's turn over answers it; one that finds the lead cutting in clears the agent.
 * The lead waits on the frame that ends a turn, so it reads nothing it can do without: the frame
 * was kept and the state read beside the call's read (keepFrame), a fold of this frame alone
 * (the frames before it folded already, the usual case) reads no frames, and the turn's audio
 * and speech settings are read while the state is saved (reads only, dropped if another frame's
 * handler saved first).
 */
const onMedia = async (
  ctx: { call: CallRecord; connectionId: string; send: SendFrame },
  frame: MediaFrame,
  kept: KeptFrame,
  close: CloseConnection,
  receivedAt: number,
) => {
  const { connectionId } = ctx;
  const { own } = kept;
  const seq = own.seq;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const state = attempt === 0 ? kept.state : await readStreamState(connectionId);
    if (state.turns.lastSeq >= seq) return;
    const frames =
      state.turns.lastSeq + 1 === seq
        ? [own]
        : foldable(
            state.turns.lastSeq,
            await readFrames(connectionId, state.turns.lastSeq + 1, seq, false),
          );
    if (frames.length === 0) return;
    const folded = foldFrames(state.turns, frames);
    const streamSid = state.streamSid || frame.streamSid;
    const inputs = new Map<TurnEvent, Promise<TurnInput>>();
    for (const event of folded.events) {
      if (event.kind !== 'turn') continue;
      const input = turnInput(ctx.call, connectionId, event);
      // Awaited by answerTurn; this only keeps a dropped one (the save lost) from going unheard.
      input.catch(() => undefined);
      inputs.set(event, input);
    }
    if (!(await saveStreamState(connectionId, { ...state, turns: folded.state, streamSid }))) {
      continue;
    }
    for (const event of folded.events) {
      const input = inputs.get(event);
      if (input) await answerTurn({ ...ctx, streamSid }, input, close, receivedAt);
      else await bargeIn(ctx.call, connectionId, streamSid, ctx.send, receivedAt);
    }
    return;
  }
  logger.warn('A frame could not be folded in: the state kept moving', { seq });
};

/**
 * A frame of an Exotel AgentStream (the relay socket's `$default`, for a connection opened by
 * openExotelStream): `start` greets the lead, `media` is heard turn by turn, `dtmf` goes in the
 * transcript, the mark after a closing line ends the call, `stop` ends nothing (Exotel's terminal
 * callback does). `receivedAt` is when API Gateway received it.
 */
export const exotelStreamFrame = async (
  link: StreamLink,
  connectionId: string,
  body: string,
  send: SendFrame,
  close: CloseConnection,
  receivedAt: number,
): Promise<void> => {
  const parsed = parseExotelFrame(body);
  if (!parsed.ok) {
    logger.warn('An AgentStream frame we do not know', { reason: parsed.reason });
    return;
  }
  const frame = parsed.event;
  // A media frame is kept beside the call's read (the lead waits on the one that ends a turn);
  // one that comes once the call is over is kept for nothing (an hour, as every frame).
  const [call, kept] = await Promise.all([
    findCall(link.organizationId, link.callId),
    frame.event === 'media' ? keepFrame(connectionId, frame) : null,
  ]);
  if (!call?.real || !LIVE.includes(call.status)) return;
  switch (frame.event) {
    case 'start': {
      const state = await readStreamState(connectionId);
      if (!state.streamSid) {
        await saveStreamState(connectionId, { ...state, streamSid: frame.streamSid });
      }
      await greet(call, connectionId, frame.streamSid, send);
      return;
    }
    case 'media':
      if (kept) await onMedia({ call, connectionId, send }, frame, kept, close, receivedAt);
      return;
    case 'dtmf':
      await changeCall(call.organizationId, call.id, (c) =>
        placeIn(c, [`Lead: [pressed ${frame.digit.slice(0, 4)}]`], frameLineKey(receivedAt)),
      );
      return;
    case 'mark': {
      if (frame.name.startsWith('end-')) await close(connectionId);
      else await saveAgentSpeech(connectionId, { replyKey: receivedAt, until: 0 });
      return;
    }
    default:
      return;
  }
};
