import { startDeadlines } from '../llm/llm-deadlines';
import { reasonOf } from '../llm/llm-errors';
import {
  DEFAULT_OPENAI_SPEECH_TIMEOUTS,
  type OpenAiSpeechOptions,
  postAudio,
  speechFailureOf,
} from './openai-audio-http';
import { CALL_RATE, createResampler, type Resampler } from './pcm';
import type { SpeechAnswer, SynthesizeOptions } from './speech-port';
import { openAiLanguage, openAiVoice } from './speech-voices';
import { wavUnwrap } from './wav';

/** OpenAI's PCM: 24 kHz, 16-bit little-endian, mono. */
const OPENAI_PCM_RATE = 24_000;

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

export async function* openAiSynthesize(
  options: OpenAiSpeechOptions,
  text: string,
  voice: SynthesizeOptions['voice'],
  language: SynthesizeOptions['language'],
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
    const response = await postAudio(
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
