import type { AiAgentVoice } from '@salesflow/shared/ai-agent/ai-agent-settings';

/**
 * The one small port between a call that carries audio (Exotel's AgentStream) and the services
 * that hear and speak: recognise what the lead said, synthesise what the agent says. Audio on
 * this side is always 16-bit little-endian mono PCM at 8 kHz, the carrier's; each adapter
 * resamples to and from its provider. Adapters: Amazon Transcribe and Polly (IAM, no keys) and an
 * OpenAI-compatible audio API (the organization's own key). Answers are values, never throws:
 * a live call must go on talking (or apologise) when a provider fails.
 */

/** The languages calls are held in; `hi-Latn` is Hinglish (Hindi and English, Latin script). */
export type SpeechLanguage = 'en-IN' | 'hi-IN' | 'hi-Latn';

export type SpeechFailure =
  /** The provider said no: a wrong key (401), a rate limit (429), a bad voice. */
  | { kind: 'refused'; status: number; code: string | null; message: string }
  /** No answer (network, DNS, 5xx), or one that is not the provider's. */
  | { kind: 'unreachable'; reason: string }
  /** No answer in time. */
  | { kind: 'timeout' }
  /** The caller aborted (the lead interrupted, the call ended). */
  | { kind: 'aborted' };

export type SpeechAnswer<T> = { kind: 'ok'; value: T } | SpeechFailure;

export interface TranscribeOptions {
  language: SpeechLanguage;
  signal?: AbortSignal;
}

/** What a recogniser heard; `final` false is a partial result that may still change. */
export interface HeardText {
  text: string;
  final: boolean;
}

/**
 * A streaming recognition: frames go in as they arrive, results come out as the provider
 * decides. Iterating `results` ends when the stream ends (after `end()`, a failure or an abort);
 * `outcome` says afterwards how.
 */
export interface RecognitionStream {
  push(frame: Buffer): void;
  end(): void;
  readonly results: AsyncIterable<HeardText>;
  readonly outcome: Promise<SpeechAnswer<{ finals: number }>>;
}

export interface SpeechRecognizer {
  /** Turn by turn: the VAD cut the utterance (8 kHz PCM); one request hears it. */
  transcribe(pcm8k: Buffer, options: TranscribeOptions): Promise<SpeechAnswer<{ text: string }>>;
  /** Streaming, for a provider that hears as the lead speaks (Transcribe). */
  startStream?(options: TranscribeOptions): RecognitionStream;
}

export interface SynthesizeOptions {
  language: SpeechLanguage;
  /** The AI agent's voice setting; each adapter maps it (speech-voices.ts). */
  voice: AiAgentVoice;
  signal?: AbortSignal;
}

/**
 * Synthesised speech as 8 kHz PCM chunks as they arrive (even lengths, any size; cut them with
 * createPlayableChunker for the carrier). Iteration ends quietly on failure; `outcome` says
 * afterwards how it ended. Leaving the loop early cancels the request (outcome `aborted`).
 */
export interface SpeechStream extends AsyncIterable<Buffer> {
  readonly outcome: Promise<SpeechAnswer<{ bytes: number }>>;
}

export interface SpeechSynthesizer {
  synthesize(text: string, options: SynthesizeOptions): SpeechStream;
}

/**
 * A SpeechStream from a generator that returns its outcome: the one place the iterate-then-read
 * `outcome` contract is kept (the same shape as the LLM's TokenStream).
 */
export const speechStream = (
  run: (signal: AbortSignal) => AsyncGenerator<Buffer, SpeechAnswer<{ bytes: number }>>,
  outer: AbortSignal | undefined,
): SpeechStream => {
  let settle: (outcome: SpeechAnswer<{ bytes: number }>) => void = () => undefined;
  const outcome = new Promise<SpeechAnswer<{ bytes: number }>>((resolve) => {
    settle = resolve;
  });
  let started = false;
  return {
    outcome,
    async *[Symbol.asyncIterator]() {
      if (started) return;
      started = true;
      const controller = new AbortController();
      const onOuter = () => controller.abort();
      if (outer?.aborted) controller.abort();
      else outer?.addEventListener('abort', onOuter, { once: true });
      try {
        settle(yield* run(controller.signal));
      } catch (error) {
        settle(
          controller.signal.aborted
            ? { kind: 'aborted' }
            : { kind: 'unreachable', reason: String(error) },
        );
      } finally {
        // Left early (break, return): the request is cancelled. A settled promise ignores this.
        settle({ kind: 'aborted' });
        outer?.removeEventListener('abort', onOuter);
        controller.abort();
      }
    },
  };
};
