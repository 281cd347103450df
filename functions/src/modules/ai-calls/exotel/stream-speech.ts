import { pcmMs } from '../../../platform/speech/pcm';
import { createPlayableChunker } from '../../../platform/speech/playable-chunks';
import { mediaFrames } from '../../../platform/telephony/exotel-stream';
import type { CallRecord } from '../ai-call.entity';
import { findCall } from '../ai-calls.repository';
import { interruptedSince, LIVE, type SendFrame } from '../real-calls/call-conversation.service';
import type { CallSpeech } from './call-speech';
import { readAgentSpeech, saveAgentSpeech } from './exotel-stream.repository';

/**
 * How the agent speaks on an Exotel AgentStream: its reply cut into sentences, each synthesised
 * and sent as `media` frames as soon as 100 ms of it is there, while the call is live and the
 * lead has not cut in.
 */
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
export const speak = async (
  ctx: { call: CallRecord; connectionId: string; streamSid: string; send: SendFrame },
  speech: CallSpeech,
  sentences: AsyncIterable<string>,
  since: number,
  /**
   * Each sentence synthesised whole before it is sent (the greeting: a pause part way through
   * would have the lead start speaking), instead of from its first 100 ms.
   */
  options: { wholeSentences?: boolean } = {},
): Promise<{ said: string; whole: boolean }> => {
  const { call, connectionId, streamSid, send } = ctx;
  let said = '';
  let sentencesSaid = 0;
  // Audio already queued at Exotel (the greeting's rest) plays first: this reply ends after it.
  const before = readAgentSpeech(connectionId);
  before.catch(() => undefined);
  let playedUntil = 0;
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
      if (playedUntil === 0) playedUntil = Math.max(Date.now(), (await before)?.until ?? 0);
      playedUntil = Math.max(playedUntil, Date.now()) + pcmMs(chunk.length);
      return true;
    };
    const chunker = createPlayableChunker();
    const stream = speech.synthesizer.synthesize(sentence, {
      language: speech.language,
      voice: speech.voice,
    });
    // Cut off part way, the sentence was heard in part: it is in what was said.
    let begun = false;
    const partly = () => ({ said: begun ? `${said} ${sentence}`.trim() : said, whole: false });
    const held: Buffer[] = [];
    for await (const pcm of stream) {
      if (options.wholeSentences) {
        held.push(pcm);
        continue;
      }
      for (const chunk of chunker.push(pcm)) {
        if (!(await play(chunk))) return partly();
        begun = true;
      }
    }
    for (const chunk of chunker.push(Buffer.concat(held))) {
      if (!(await play(chunk))) return partly();
      begun = true;
    }
    for (const chunk of chunker.end()) {
      if (!(await play(chunk))) return partly();
      begun = true;
    }
    if (!cleared && !(await live)) return { said, whole: false };
    await saveAgentSpeech(connectionId, { replyKey: since, until: playedUntil });
    said = `${said} ${sentence}`.trim();
    sentencesSaid += 1;
  }
  // Sent whole, but the lead may have cut in while it played (its audio was cleared then).
  return { said, whole: await stillLive(call, since) };
};

/** The agent's tokens as whole sentences (a sentence is synthesised as one piece). */
export async function* sentencesOf(tokens: AsyncIterable<string>): AsyncGenerator<string> {
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

export async function* once(text: string): AsyncGenerator<string> {
  yield text;
}

/**
 * `items` with its first already asked for: the agent's first sentence is in the making (its
 * request sent, its tokens read) while the caller does something else. Leaving early hands the
 * rest back (`return`); a first never read is let go by its own signal.
 */
export const aheadOf = <T>(items: AsyncIterable<T>): AsyncIterable<T> => {
  const iterator = items[Symbol.asyncIterator]();
  const first = iterator.next();
  // Awaited when iterated; this only keeps one never iterated from going unheard.
  first.catch(() => undefined);
  return {
    async *[Symbol.asyncIterator]() {
      let next = await first;
      try {
        while (!next.done) {
          yield next.value;
          next = await iterator.next();
        }
      } finally {
        if (!next.done) await iterator.return?.();
      }
    },
  };
};
