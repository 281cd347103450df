import { logger } from '../../../platform/logger';
import { pcmMs, rmsLevel } from '../../../platform/speech/pcm';
import { createPlayableChunker } from '../../../platform/speech/playable-chunks';
import { sameCallToken } from '../../../platform/telephony/exotel-call-token';
import {
  clearFrame,
  type ExotelStreamEvent,
  markFrame,
  mediaFrames,
  parseExotelFrame,
} from '../../../platform/telephony/exotel-stream';
import { agentReply } from '../../call-agent/agent-reply';
import type { CallRecord } from '../ai-call.entity';
import { findCall } from '../ai-calls.repository';
import {
  callFacts,
  changeCall,
  greetingFor,
  interruptedSince,
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
  saveAgentSpeech,
  saveFrame,
  saveStreamState,
} from './exotel-stream.repository';
import { foldFrames, type TurnEvent } from './stream-turns';

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

/** Sends audio as AgentStream media frames; false once the connection is gone. */
const sendAudio = async (
  send: SendFrame,
  connectionId: string,
  streamSid: string,
  pcm: Buffer,
): Promise<boolean> => {
  for (const frame of mediaFrames(streamSid, pcm)) {
    if ((await send(connectionId, frame)) === 'gone') return false;
  }
  return true;
};

/** The call is still live and the lead has not cut in since `since` (read again). */
const stillLive = async (call: CallRecord, since: number): Promise<boolean> => {
  const latest = await findCall(call.organizationId, call.id);
  return !!latest && LIVE.includes(latest.status) && !interruptedSince(latest, since);
};

/**
 * Says `text` on the call: synthesised sentence by sentence as the agent makes them and sent as
 * soon as 100 ms of it is there, while the lead has not cut in (an interruption after `since`).
 * The call is read again before each sentence is sent; for the first, the lead waiting on it,
 * that read runs beside its synthesis (nothing is sent before it answers, and leaving the loop
 * cancels the synthesis), for the others before it. Answers what was said and whether it was
 * all said.
 */
const speak = async (
  ctx: { call: CallRecord; connectionId: string; streamSid: string; send: SendFrame },
  speech: CallSpeech,
  sentences: AsyncIterable<string>,
  since: number,
): Promise<{ said: string; whole: boolean }> => {
  const { call, connectionId, streamSid, send } = ctx;
  let said = '';
  let sentencesSaid = 0;
  let playedUntil = Date.now();
  for await (const sentence of sentences) {
    if (!sentence.trim()) continue;
    const live = stillLive(call, since);
    // Awaited below before anything is sent; this only keeps an early exit from leaving it unheard.
    live.catch(() => undefined);
    let cleared = sentencesSaid > 0;
    if (cleared && !(await live)) return { said, whole: false };
    const play = async (chunk: Buffer): Promise<boolean> => {
      if (!cleared) {
        if (!(await live)) return false;
        cleared = true;
      }
      if (!(await sendAudio(send, connectionId, streamSid, chunk))) return false;
      playedUntil = Math.max(playedUntil, Date.now()) + pcmMs(chunk.length);
      return true;
    };
    const chunker = createPlayableChunker();
    const stream = speech.synthesizer.synthesize(sentence, {
      language: speech.language,
      voice: speech.voice,
    });
    for await (const pcm of stream) {
      for (const chunk of chunker.push(pcm)) {
        if (!(await play(chunk))) return { said, whole: false };
      }
    }
    for (const chunk of chunker.end()) {
      if (!(await play(chunk))) return { said, whole: false };
    }
    if (!cleared && !(await live)) return { said, whole: false };
    await saveAgentSpeech(connectionId, { replyKey: since, until: playedUntil });
    said = `${said} ${sentence}`.trim();
    sentencesSaid += 1;
  }
  return { said, whole: true };
};

/** The agent's tokens as whole sentences (a sentence is synthesised as one piece). */
async function* sentencesOf(tokens: AsyncIterable<string>): AsyncGenerator<string> {
  let pending = '';
  for await (const token of tokens) {
    pending += token;
    const cut = /^([\s\S]*?[.!?।])\s+(?=\S)/.exec(pending);
    if (cut?.[1]) {
      yield cut[1].trim();
      pending = pending.slice(cut[0].length);
    }
  }
  if (pending.trim()) yield pending.trim();
}

async function* once(text: string): AsyncGenerator<string> {
  yield text;
}

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
  if (!speech) return;
  await speak({ call: started, connectionId, streamSid, send }, speech, once(greeting), 0);
};

type Turn = Extract<TurnEvent, { kind: 'turn' }>;

/** What hearing a turn needs: the call's speech, and the turn's audio. Reads only. */
interface TurnInput {
  speech: CallSpeech | null;
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
 * another overtook is made again on a fresh read), and answered aloud.
 */
const answerTurn = async (
  ctx: { call: CallRecord; connectionId: string; streamSid: string; send: SendFrame },
  input: Promise<TurnInput>,
  close: CloseConnection,
  receivedAt: number,
) => {
  const { call, connectionId } = ctx;
  const { speech, audio } = await input;
  if (!speech) return;
  const heard = await speech.recognizer.transcribe(audio, { language: speech.language });
  if (heard.kind !== 'ok') {
    logger.warn('The lead’s words could not be heard', { kind: heard.kind });
    return;
  }
  const text = oneLine(heard.value.text);
  if (!text) return;
  const greeting = await greetingFor(call);
  const placed = await changeCall(
    call.organizationId,
    call.id,
    (c) => placeIn(withGreeting(c, greeting), [`Lead: ${text}`], frameLineKey(receivedAt)),
    call,
  );
  if (!placed?.real) return;
  const base = await callFacts(placed);
  const elapsed = placed.startedAt ? (Date.now() - Date.parse(placed.startedAt)) / 1000 : 0;
  const answer = agentReply({
    ...base,
    llmKey: placed.real.llmFailed ? null : base.llmKey,
    turns: turnsOf(placed.transcript),
    now: new Date(),
    elapsedSeconds: Math.round(elapsed),
  });
  const spoken = await speak(
    { ...ctx, call: placed },
    speech,
    sentencesOf(answer.tokens),
    receivedAt,
  );
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

/** The lead spoke over the agent: its audio is cleared, and its reply in the making stops. */
const bargeIn = async (
  call: CallRecord,
  connectionId: string,
  streamSid: string,
  send: SendFrame,
  receivedAt: number,
) => {
  const agent = await readAgentSpeech(connectionId);
  if (!agent || agent.until <= receivedAt) return;
  await send(connectionId, clearFrame(streamSid));
  await saveAgentSpeech(connectionId, { replyKey: agent.replyKey, until: 0 });
  await changeCall(call.organizationId, call.id, (c) =>
    withReal(c, { interruptedAt: Math.max(c.real?.interruptedAt ?? 0, receivedAt) }),
  );
};

/**
 * One frame of audio: kept, then folded with the frames before it into who holds the floor (the
 * state saved over the version read: frames are handled concurrently). The handler whose fold
 * finds the lead's turn over answers it; one that finds the lead cutting in clears the agent.
 * The lead waits on the frame that ends a turn, so it reads nothing it can do without: the state
 * is read while the frame is saved, a fold of this frame alone (the frames before it folded
 * already, the usual case) reads no frames, and the turn's audio and speech settings are read
 * while the state is saved (reads only, dropped if another frame's handler saved first).
 */
const onMedia = async (
  ctx: { call: CallRecord; connectionId: string; send: SendFrame },
  frame: Extract<ExotelStreamEvent, { event: 'media' }>,
  close: CloseConnection,
  receivedAt: number,
) => {
  const { connectionId } = ctx;
  const seq = frame.sequenceNumber ?? frame.chunk ?? 0;
  const own = {
    seq,
    level: Math.round(rmsLevel(frame.pcm)),
    ms: Math.round(pcmMs(frame.pcm.length)),
    pcm: frame.pcm,
  };
  const [, firstState] = await Promise.all([
    saveFrame(connectionId, own),
    readStreamState(connectionId),
  ]);
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const state = attempt === 0 ? firstState : await readStreamState(connectionId);
    if (state.turns.lastSeq >= seq) return;
    const frames =
      state.turns.lastSeq + 1 === seq
        ? [own]
        : await readFrames(connectionId, state.turns.lastSeq + 1, seq, false);
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
  const call = await findCall(link.organizationId, link.callId);
  if (!call?.real || !LIVE.includes(call.status)) return;
  const frame = parsed.event;
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
      await onMedia({ call, connectionId, send }, frame, close, receivedAt);
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
