import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerSpeech, type FakeSpeech, SPEECH_MODELS } from './audio-speech';
import {
  answerTranscription,
  type FakeTranscription,
  readAudioForm,
  TRANSCRIPTION_MODELS,
} from './audio-transcriptions';
import { answerChat, readChatRequest, sendBadRequest } from './chat-completions';
import { defaultResponder, type FakeChatRequest, type FakeResponder } from './default-responder';
import { sendInvalidKey, sendJson, sendOpenAiError, sendRateLimited } from './openai-errors';

/**
 * A local OpenAI-compatible API for what SalesFlow uses: `POST /v1/chat/completions` (streamed as
 * server-sent events, or whole; `response_format` json_schema answers JSON that fits the schema)
 * and `GET /v1/models`, and the audio API (`POST /v1/audio/transcriptions`, which hears the fakes'
 * voice in a WAV, and `POST /v1/audio/speech`, which speaks it as 24 kHz PCM or WAV, streamed),
 * with Bearer keys and OpenAI's error bodies. What the model says is a
 * responder function (default-responder.ts by default). Failure modes for tests: `rate-limited`
 * (429), `hung` (the request is held with no answer), `stall` (one token, then silence),
 * `error-mid-stream` (one token, then an error event, as OpenAI sends when it fails mid-answer). A held
 * request is let go after `holdMs` or at stop, whichever is first.
 */
export type OpenAiFakeMode = 'normal' | 'rate-limited' | 'hung' | 'stall' | 'error-mid-stream';

export interface OpenAiFakeOptions {
  /** Keys it accepts. */
  keys: string[];
  /** 0 (default) picks a free port. */
  port?: number;
  /** Delay before each streamed token; 5 ms by default, 0 for benchmarks. */
  tokenDelayMs?: number;
  responder?: FakeResponder;
  models?: string[];
  mode?: OpenAiFakeMode;
  /** How long a hung or stalled request is held at most; 20 s by default. */
  holdMs?: number;
  /** Models the audio endpoints take (audio-transcriptions.ts, audio-speech.ts by default). */
  transcriptionModels?: string[];
  speechModels?: string[];
  /** Speech is streamed in chunks of this many bytes (4801 by default: odd, on purpose)… */
  audioChunkBytes?: number;
  /** …this long apart (2 ms by default). */
  audioChunkDelayMs?: number;
}

export interface FakeRequestLog {
  method: string;
  path: string;
  /** The Bearer key sent, or null. */
  key: string | null;
  body: unknown;
}

export interface OpenAiFake {
  /** Base URL to give LLM_API_BASE_URL, e.g. http://127.0.0.1:40123 */
  url: string;
  requests: FakeRequestLog[];
  /** The chat requests it answered, as responders saw them. */
  chats: FakeChatRequest[];
  /** What `/v1/audio/transcriptions` heard, request by request. */
  heard: FakeTranscription[];
  /** What `/v1/audio/speech` was asked to say. */
  spoken: FakeSpeech[];
  setMode: (mode: OpenAiFakeMode) => void;
  setResponder: (responder: FakeResponder) => void;
  setTokenDelay: (ms: number) => void;
  stop: () => Promise<void>;
}

const MAX_BODY = 2_000_000;
/** OpenAI takes audio files of up to 25 MB. */
const MAX_AUDIO_BODY = 26_000_000;

const readBody = (req: IncomingMessage, limit: number) =>
  new Promise<Buffer>((resolve, reject) => {
    let size = 0;
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => {
      size += part.length;
      if (size > limit) return reject(new Error('too large'));
      parts.push(part);
    });
    req.on('end', () => resolve(Buffer.concat(parts)));
    req.on('error', reject);
  });

export const startOpenAiFake = async (options: OpenAiFakeOptions): Promise<OpenAiFake> => {
  const keys = new Set(options.keys);
  const models = options.models ?? ['gpt-4o-mini', 'gpt-4o'];
  let mode: OpenAiFakeMode = options.mode ?? 'normal';
  let responder = options.responder ?? defaultResponder;
  let tokenDelayMs = options.tokenDelayMs ?? 5;
  const holdMs = options.holdMs ?? 20_000;
  const requests: FakeRequestLog[] = [];
  const chats: FakeChatRequest[] = [];
  const heard: FakeTranscription[] = [];
  const spoken: FakeSpeech[] = [];
  const transcriptionModels = options.transcriptionModels ?? TRANSCRIPTION_MODELS;
  const speechModels = options.speechModels ?? SPEECH_MODELS;
  const audioChunkBytes = options.audioChunkBytes ?? 4801;
  const audioChunkDelayMs = options.audioChunkDelayMs ?? 2;
  const held = new Set<ServerResponse>();
  let stopping = false;

  const hold = (res: ServerResponse) => {
    held.add(res);
    const timer = setTimeout(() => res.destroy(), holdMs);
    res.on('close', () => {
      clearTimeout(timer);
      held.delete(res);
    });
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://openai.local').pathname;
    const key = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1]?.trim() ?? null;
    const isTranscription = path === '/v1/audio/transcriptions';
    let raw: Buffer = Buffer.alloc(0);
    try {
      raw = await readBody(req, isTranscription ? MAX_AUDIO_BODY : MAX_BODY);
    } catch {
      return sendOpenAiError(res, 413, {
        message: 'Request too large',
        type: 'invalid_request_error',
      });
    }
    const audioForm = isTranscription ? await readAudioForm(req.headers, raw) : null;
    const text = isTranscription ? '' : raw.toString('utf8');
    let body: unknown = null;
    try {
      body = audioForm ? audioForm.logged : text ? JSON.parse(text) : null;
    } catch {
      body = undefined;
    }
    requests.push({ method: req.method ?? 'GET', path, key, body });
    if (!key || !keys.has(key)) return sendInvalidKey(res, key);
    if (req.method === 'POST' && (isTranscription || path === '/v1/audio/speech')) {
      const model = audioForm?.form.get('model') ?? (body as { model?: unknown } | null)?.model;
      if (mode === 'rate-limited') return sendRateLimited(res, String(model ?? 'whisper-1'));
      if (mode === 'hung') return hold(res);
      if (isTranscription) {
        return answerTranscription(res, audioForm?.form ?? null, transcriptionModels, heard);
      }
      return answerSpeech(res, body, speechModels, spoken, {
        chunkBytes: audioChunkBytes,
        chunkDelayMs: audioChunkDelayMs,
        closed: () => stopping || res.destroyed,
      });
    }
    if (req.method === 'GET' && path === '/v1/models') {
      return sendJson(res, 200, {
        object: 'list',
        data: models.map((id) => ({
          id,
          object: 'model',
          created: 1_700_000_000,
          owned_by: 'system',
        })),
      });
    }
    if (path !== '/v1/chat/completions' || req.method !== 'POST') {
      return sendOpenAiError(res, 404, {
        message: `Invalid URL (${req.method} ${path})`,
        type: 'invalid_request_error',
      });
    }
    if (body === undefined)
      return sendBadRequest(res, {
        param: 'body',
        message: 'We could not parse the JSON body of your request.',
      });
    const request = readChatRequest(body);
    if ('param' in request) return sendBadRequest(res, request);
    if (!models.includes(request.model)) {
      return sendOpenAiError(res, 404, {
        message: `The model \`${request.model}\` does not exist or you do not have access to it.`,
        type: 'invalid_request_error',
        code: 'model_not_found',
      });
    }
    if (mode === 'rate-limited') return sendRateLimited(res, request.model);
    if (mode === 'hung') return hold(res);
    chats.push(request);
    await answerChat(res, request, responder, {
      tokenDelayMs,
      stallAfter: mode === 'stall' ? 1 : null,
      failAfter: mode === 'error-mid-stream' ? 1 : null,
      closed: () => stopping || res.destroyed,
      hold,
    });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent)
        sendOpenAiError(res, 500, { message: 'The fake failed', type: 'server_error' });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    chats,
    heard,
    spoken,
    setMode: (next) => {
      mode = next;
    },
    setResponder: (next) => {
      responder = next;
    },
    setTokenDelay: (ms) => {
      tokenDelayMs = ms;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
