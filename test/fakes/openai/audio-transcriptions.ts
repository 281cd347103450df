import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { wavUnwrap } from '@salesflow/functions/platform/speech/wav';
import { heardText } from '../speech/fake-voice';
import { sendInvalidRequest, sendJson, sendOpenAiError } from './openai-errors';

/**
 * POST /v1/audio/transcriptions: a multipart form with `file` and `model` (and `language`,
 * `prompt`, `response_format`), as OpenAI takes it. The fake hears 16-bit PCM WAV only, and hears
 * it with the fakes' voice (test/fakes/speech/fake-voice.ts) at the file's own sample rate.
 */
export const TRANSCRIPTION_MODELS = ['gpt-4o-mini-transcribe', 'gpt-4o-transcribe', 'whisper-1'];

export interface FakeTranscription {
  model: string;
  language: string | null;
  prompt: string | null;
  rate: number;
  text: string;
}

/** The form's fields as the request log shows them: the file as its name and size. */
export const readAudioForm = async (
  headers: IncomingHttpHeaders,
  body: Buffer,
): Promise<{ form: FormData; logged: Record<string, unknown> } | null> => {
  const type = headers['content-type'] ?? '';
  if (!type.startsWith('multipart/form-data')) return null;
  let form: FormData;
  try {
    // Node's fetch Response parses multipart bodies as a browser does.
    form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': type },
    }).formData();
  } catch {
    return null;
  }
  const logged: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    logged[name] =
      typeof value === 'string'
        ? value
        : { filename: value.name, bytes: value.size, type: value.type };
  }
  return { form, logged };
};

const field = (form: FormData, name: string): string | null => {
  const value = form.get(name);
  return typeof value === 'string' ? value : null;
};

export const answerTranscription = async (
  res: ServerResponse,
  form: FormData | null,
  models: readonly string[],
  heard: FakeTranscription[],
): Promise<void> => {
  if (!form) {
    return sendInvalidRequest(
      res,
      null,
      "Could not parse multipart form. Expected 'Content-Type: multipart/form-data'.",
    );
  }
  const model = field(form, 'model');
  if (!model) return sendInvalidRequest(res, 'model', 'you must provide a model parameter');
  if (!models.includes(model)) {
    return sendOpenAiError(res, 404, {
      message: `The model \`${model}\` does not exist or you do not have access to it.`,
      type: 'invalid_request_error',
      code: 'model_not_found',
    });
  }
  const file = form.get('file');
  if (!file || typeof file === 'string') {
    return sendInvalidRequest(res, 'file', "Missing required parameter: 'file'.");
  }
  const wav = wavUnwrap(Buffer.from(await file.arrayBuffer()));
  if (wav?.channels !== 1 || wav.bitsPerSample !== 16) {
    return sendOpenAiError(res, 400, {
      message:
        "Invalid file format. Supported formats: ['flac', 'm4a', 'mp3', 'mp4', 'mpeg', 'mpga', 'oga', 'ogg', 'wav', 'webm'] (the fake hears 16-bit mono PCM WAV only)",
      type: 'invalid_request_error',
      param: 'file',
      code: 'invalid_value',
    });
  }
  const format = field(form, 'response_format') ?? 'json';
  const verboseAllowed = model === 'whisper-1';
  if (!['json', 'text'].includes(format) && !(verboseAllowed && format === 'verbose_json')) {
    return sendInvalidRequest(
      res,
      'response_format',
      `response_format '${format}' is not compatible with model '${model}'. Use 'json' or 'text'.`,
    );
  }
  const text = heardText(wav.pcm, wav.rate);
  heard.push({
    model,
    language: field(form, 'language'),
    prompt: field(form, 'prompt'),
    rate: wav.rate,
    text,
  });
  if (format === 'text') {
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`${text}\n`);
    return;
  }
  if (format === 'verbose_json') {
    return sendJson(res, 200, {
      task: 'transcribe',
      language: field(form, 'language') ?? 'english',
      duration: wav.pcm.length / 2 / wav.rate,
      text,
      segments: [],
    });
  }
  return sendJson(res, 200, { text });
};
