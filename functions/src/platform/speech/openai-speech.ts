import { llmBaseUrl } from '../llm/llm-config';
import { type LlmDeadlines, startDeadlines } from '../llm/llm-deadlines';
import { type LlmFailure, reasonOf, refusalOf } from '../llm/llm-errors';
import { CALL_RATE, createResampler, type Resampler, wavUnwrap, wavWrap } from './pcm';
import {
  type SpeechAnswer,
  type SpeechFailure,
  type SpeechRecognizer,
  type SpeechStream,
  type SpeechSynthesizer,
  speechStream,
  type TranscribeOptions,
} from './speech-port';
import { openAiLanguage, openAiVoice } from './speech-voices';

/**
 * The speech port over an OpenAI-compatible audio API, for an organization that brings its own
 * key: `POST {base}/v1/audio/transcriptions` (a WAV of the utterance, multipart) and
 * `POST {base}/v1/audio/speech` (24 kHz PCM, streamed and brought down to 8 kHz as it arrives).
 * The base URL is the LLM's (LLM_API_BASE_URL, OpenAI by default; the fake in tests), with fetch
 * rather than the `openai` package, for the same reason as the LLM client.
 */
export interface OpenAiSpeechOptions {
  /** The organization's key (sent as a Bearer token). */
  key: string;
  /** `gpt-4o-mini-transcribe` by default (or SPEECH_TRANSCRIBE_MODEL). */
  transcribeModel?: string;
  /** `gpt-4o-mini-tts` by default (or SPEECH_TTS_MODEL). */
  speechModel?: string;
  timeouts?: Partial<OpenAiSpeechTimeouts>;
}

export interface OpenAiSpeechTimeouts {
  /** The whole transcription request. */
  transcribeMs: number;
  /** Request to the first audio bytes of speech. */
  firstAudioMs: number;
  /** Between two chunks of speech. */
  idleMs: number;
  /** The whole speech answer. */
  speechTotalMs: number;
}

export const DEFAULT_OPENAI_SPEECH_TIMEOUTS: OpenAiSpeechTimeouts = {
  transcribeMs: 8_000,
  firstAudioMs: 4_000,
  idleMs: 3_000,
  speechTotalMs: 60_000,
};

/** OpenAI's PCM: 24 kHz, 16-bit little-endian, mono. */
const OPENAI_PCM_RATE = 24_000;

/** An LLM failure in the speech port's terms: a 5xx is the provider being down, not a "no". */
const speechFailureOf = (failure: LlmFailure): SpeechFailure => {
  switch (failure.kind) {
    case 'refused':
      return failure.status >= 500
        ? { kind: 'unreachable', reason: `HTTP ${failure.status}: ${failure.message}` }
        : failure;
    case 'timeout':
      return { kind: 'timeout' };
    case 'invalid':
      return { kind: 'unreachable', reason: failure.reason };
    default:
      return failure;
  }
};

const post = async (
  path: string,
  key: string,
  body: FormData | string,
  deadlines: LlmDeadlines,
): Promise<Response | SpeechFailure> => {
  try {
    const response = await fetch(`${llmBaseUrl()}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${key}`,
        ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
      },
      body,
      signal: deadlines.signal,
    });
    if (response.ok) return response;
    return speechFailureOf(refusalOf(response.status, await response.text()));
  } catch (error) {
    return speechFailureOf(deadlines.failure() ?? { kind: 'unreachable', reason: reasonOf(error) });
  }
};

const transcribe = async (
  options: OpenAiSpeechOptions,
  pcm8k: Buffer,
  { language, signal }: TranscribeOptions,
): Promise<SpeechAnswer<{ text: string }>> => {
  const limit = options.timeouts?.transcribeMs ?? DEFAULT_OPENAI_SPEECH_TIMEOUTS.transcribeMs;
  const deadlines = startDeadlines(signal, {
    firstTokenMs: limit,
    idleMs: limit,
    totalMs: limit,
  });
  try {
    const hint = openAiLanguage(language);
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(wavWrap(pcm8k, CALL_RATE))], { type: 'audio/wav' }),
      'utterance.wav',
    );
    form.append(
      'model',
      options.transcribeModel ?? (process.env.SPEECH_TRANSCRIBE_MODEL || 'gpt-4o-mini-transcribe'),
    );
    form.append('response_format', 'json');
    if (hint.language) form.append('language', hint.language);
    if (hint.prompt) form.append('prompt', hint.prompt);
    const response = await post('/v1/audio/transcriptions', options.key, form, deadlines);
    if (!(response instanceof Response)) return response;
    let body: { text?: unknown };
    try {
      body = JSON.parse(await response.text()) as { text?: unknown };
    } catch (error) {
      return speechFailureOf(deadlines.failure() ?? { kind: 'invalid', reason: reasonOf(error) });
    }
    if (typeof body.text !== 'string') return { kind: 'unreachable', reason: 'no text' };
    return { kind: 'ok', value: { text: body.text.trim() } };
  } finally {
    deadlines.dispose();
  }
};

/**
 * Audio in as it arrives, 8 kHz out: raw PCM at 24 kHz, or (from a compatible server that
 * ignores `pcm`) a WAV whose header names its rate.
 */
const toCallRate = () => {
  let head: Buffer | null = Buffer.alloc(0);
  let resampler: Resampler | null = null;
  return {
    push: (chunk: Buffer): Buffer => {
      if (resampler) return resampler.push(chunk);
      head = Buffer.concat([head ?? Buffer.alloc(0), chunk]);
      if (head.length < 4) return Buffer.alloc(0);
      if (head.toString('ascii', 0, 4) !== 'RIFF') {
        resampler = createResampler(OPENAI_PCM_RATE, CALL_RATE);
      } else {
        const wav = wavUnwrap(head);
        if (!wav) return Buffer.alloc(0);
        resampler = createResampler(wav.rate, CALL_RATE);
        head = wav.pcm;
      }
      const out = resampler.push(head);
      head = null;
      return out;
    },
    end: (): Buffer => resampler?.end() ?? Buffer.alloc(0),
  };
};

async function* speak(
  options: OpenAiSpeechOptions,
  text: string,
  voice: Parameters<typeof openAiVoice>[0],
  language: TranscribeOptions['language'],
  signal: AbortSignal,
): AsyncGenerator<Buffer, SpeechAnswer<{ bytes: number }>> {
  const timeouts = { ...DEFAULT_OPENAI_SPEECH_TIMEOUTS, ...options.timeouts };
  const deadlines = startDeadlines(signal, {
    firstTokenMs: timeouts.firstAudioMs,
    idleMs: timeouts.idleMs,
    totalMs: timeouts.speechTotalMs,
  });
  try {
    const model = options.speechModel ?? (process.env.SPEECH_TTS_MODEL || 'gpt-4o-mini-tts');
    const response = await post(
      '/v1/audio/speech',
      options.key,
      JSON.stringify({
        model,
        input: text,
        voice: openAiVoice(voice),
        response_format: 'pcm',
        // Only the gpt-4o TTS models take instructions; tts-1 refuses them.
        ...(model.startsWith('tts-')
          ? {}
          : { instructions: openAiLanguage(language).instructions }),
      }),
      deadlines,
    );
    if (!(response instanceof Response)) return response;
    if (!response.body) return { kind: 'unreachable', reason: 'an answer with no body' };
    const reader = response.body.getReader();
    const audio = toCallRate();
    let bytes = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        const out = done ? audio.end() : audio.push(Buffer.from(value));
        if (out.length > 0) {
          bytes += out.length;
          // The caller's time sending a chunk is not the server's silence.
          deadlines.pause();
          yield out;
        }
        if (done) break;
        deadlines.arm('idle');
      }
    } catch (error) {
      return speechFailureOf(
        deadlines.failure() ?? { kind: 'unreachable', reason: reasonOf(error) },
      );
    } finally {
      reader.cancel().catch(() => undefined);
    }
    const halted = deadlines.failure();
    return halted ? speechFailureOf(halted) : { kind: 'ok', value: { bytes } };
  } finally {
    deadlines.dispose();
  }
}

export const openAiSpeech = (
  options: OpenAiSpeechOptions,
): SpeechRecognizer & SpeechSynthesizer => ({
  transcribe: (pcm8k, transcribeOptions) => transcribe(options, pcm8k, transcribeOptions),
  synthesize: (text, { language, voice, signal }): SpeechStream =>
    speechStream((inner) => speak(options, text, voice, language, inner), signal),
});
