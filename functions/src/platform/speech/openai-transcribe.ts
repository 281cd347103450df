import { startDeadlines } from '../llm/llm-deadlines';
import { reasonOf } from '../llm/llm-errors';
import {
  DEFAULT_OPENAI_SPEECH_TIMEOUTS,
  type OpenAiSpeechOptions,
  postAudio,
  speechFailureOf,
} from './openai-audio-http';
import { CALL_RATE } from './pcm';
import type { SpeechAnswer, TranscribeOptions } from './speech-port';
import { openAiLanguage } from './speech-voices';
import { wavWrap } from './wav';

/** `POST /v1/audio/transcriptions`: the utterance as a WAV in a multipart form, `{ text }` back. */
export const openAiTranscribe = async (
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
    const response = await postAudio('/v1/audio/transcriptions', options.key, form, deadlines);
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
