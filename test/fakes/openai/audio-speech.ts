import type { ServerResponse } from 'node:http';
import { wavWrap } from '@salesflow/functions/platform/speech/wav';
import { encodeSpeech } from '../speech/fake-voice';
import { sendInvalidRequest, sendOpenAiError } from './openai-errors';

/**
 * POST /v1/audio/speech: `{ model, input, voice, response_format, instructions?, speed? }`. The
 * fake speaks the input with the fakes' voice at OpenAI's 24 kHz, as `pcm` (raw 16-bit LE mono)
 * or `wav`, streamed in chunks of odd sizes (so a client's carry of odd bytes is exercised).
 * It cannot make mp3, opus, aac or flac, and says so with a 400.
 */
export const SPEECH_MODELS = ['gpt-4o-mini-tts', 'tts-1', 'tts-1-hd'];
export const SPEECH_VOICES = [
  'alloy',
  'ash',
  'ballad',
  'coral',
  'echo',
  'fable',
  'nova',
  'onyx',
  'sage',
  'shimmer',
  'verse',
];
export const OPENAI_SPEECH_RATE = 24_000;
const MAX_INPUT = 4096;

export interface FakeSpeech {
  model: string;
  voice: string;
  input: string;
  format: string;
  instructions: string | null;
}

export interface SpeechStreaming {
  chunkBytes: number;
  chunkDelayMs: number;
  closed: () => boolean;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const answerSpeech = async (
  res: ServerResponse,
  body: unknown,
  models: readonly string[],
  spoken: FakeSpeech[],
  streaming: SpeechStreaming,
): Promise<void> => {
  if (!body || typeof body !== 'object') {
    return sendInvalidRequest(res, 'body', 'We could not parse the JSON body of your request.');
  }
  const b = body as Record<string, unknown>;
  if (typeof b.model !== 'string' || b.model === '') {
    return sendInvalidRequest(res, 'model', 'you must provide a model parameter');
  }
  if (!models.includes(b.model)) {
    return sendOpenAiError(res, 404, {
      message: `The model \`${b.model}\` does not exist or you do not have access to it.`,
      type: 'invalid_request_error',
      code: 'model_not_found',
    });
  }
  if (typeof b.input !== 'string' || b.input === '') {
    return sendInvalidRequest(res, 'input', "Missing required parameter: 'input'.");
  }
  if (b.input.length > MAX_INPUT) {
    return sendInvalidRequest(
      res,
      'input',
      `Invalid 'input': string too long. Expected a string with maximum length ${MAX_INPUT}, but got a string with length ${b.input.length} instead.`,
    );
  }
  if (typeof b.voice !== 'string' || !SPEECH_VOICES.includes(b.voice)) {
    return sendInvalidRequest(
      res,
      'voice',
      `Invalid value for 'voice': expected one of ${SPEECH_VOICES.map((v) => `'${v}'`).join(', ')}.`,
    );
  }
  const format = typeof b.response_format === 'string' ? b.response_format : 'mp3';
  if (format !== 'pcm' && format !== 'wav') {
    return sendInvalidRequest(
      res,
      'response_format',
      `The fake speaks only 'pcm' and 'wav', not '${format}'.`,
    );
  }
  spoken.push({
    model: b.model,
    voice: b.voice,
    input: b.input,
    format,
    instructions: typeof b.instructions === 'string' ? b.instructions : null,
  });
  const pcm = encodeSpeech(b.input, OPENAI_SPEECH_RATE);
  // A WAV streamed as OpenAI streams one: the data size unknown (0xFFFFFFFF).
  const audio = format === 'pcm' ? pcm : wavWrap(pcm, OPENAI_SPEECH_RATE);
  if (format === 'wav') audio.writeUInt32LE(0xffffffff, 40);
  res.writeHead(200, {
    'content-type': format === 'pcm' ? 'audio/pcm' : 'audio/wav',
    'transfer-encoding': 'chunked',
  });
  for (let at = 0; at < audio.length; at += streaming.chunkBytes) {
    if (streaming.closed()) return;
    res.write(audio.subarray(at, at + streaming.chunkBytes));
    if (streaming.chunkDelayMs > 0) await pause(streaming.chunkDelayMs);
  }
  res.end();
};
