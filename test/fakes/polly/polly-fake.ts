import { encodeSpeech } from '../speech/fake-voice';
import {
  type DualRequest,
  type DualResponse,
  dropResponse,
  startDualServer,
} from './dual-protocol-server';
import {
  POLLY_ENGINES,
  POLLY_FORMATS,
  POLLY_MAX_TEXT,
  POLLY_PCM_RATES,
  POLLY_VOICES,
} from './polly-voices';
import { checkSigV4 } from './sigv4-header';

/**
 * A local Amazon Polly for what SalesFlow uses: SynthesizeSpeech over its REST API
 * (`POST /v1/speech`, a JSON body, SigV4-signed), answering PCM that says the text in the fakes'
 * voice (test/fakes/speech/fake-voice.ts) at the requested rate, streamed in chunks. It speaks
 * HTTP/2 (as the SDK's Polly client does) and HTTP/1.1 on the same port. Errors come
 * as Polly sends them: the type in `x-amzn-ErrorType`, `{ "message" }` in the body. Point the
 * adapter at it with AWS_ENDPOINT_URL_POLLY. Only `pcm` output is spoken (mp3 and ogg are not).
 * Modes: `throttled` (400 ThrottlingException), `failing` (500 ServiceFailureException), `hung`.
 */
export type PollyFakeMode = 'normal' | 'throttled' | 'failing' | 'hung';

export interface PollyFakeOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Access key ids it accepts; any well-formed signature when absent. */
  accessKeys?: string[];
  /** Audio is streamed in chunks of this many bytes (1601 by default: odd, on purpose)… */
  chunkBytes?: number;
  /** …this long apart (1 ms by default). */
  chunkDelayMs?: number;
  mode?: PollyFakeMode;
  /** How long a hung request is held at most; 20 s by default. */
  holdMs?: number;
}

export interface PollySynthesis {
  voiceId: string;
  engine: string;
  languageCode: string | null;
  sampleRate: number;
  text: string;
  region: string;
}

export interface PollyFake {
  /** The endpoint to give AWS_ENDPOINT_URL_POLLY, e.g. http://127.0.0.1:40123 */
  url: string;
  /** What it was asked to say, in order. */
  syntheses: PollySynthesis[];
  setMode: (mode: PollyFakeMode) => void;
  stop: () => Promise<void>;
}

const sendError = (res: DualResponse, status: number, type: string, message: string) => {
  res.writeHead(status, {
    'content-type': 'application/json',
    'x-amzn-errortype': `${type}:http://internal.amazon.com/coral/com.amazonaws.tts/`,
    'x-amzn-requestid': crypto.randomUUID(),
  });
  res.end(JSON.stringify({ message }));
};

const validation = (res: DualResponse, message: string) =>
  sendError(res, 400, 'ValidationException', `1 validation error detected: ${message}`);

const readBody = async (req: DualRequest): Promise<string> => {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const startPollyFake = async (options: PollyFakeOptions = {}): Promise<PollyFake> => {
  const syntheses: PollySynthesis[] = [];
  const chunkBytes = options.chunkBytes ?? 1601;
  const chunkDelayMs = options.chunkDelayMs ?? 1;
  const holdMs = options.holdMs ?? 20_000;
  let mode: PollyFakeMode = options.mode ?? 'normal';
  let stopping = false;

  const synthesize = async (req: DualRequest, res: DualResponse) => {
    const signed = checkSigV4(req.headers, 'polly', options.accessKeys ?? null);
    const text = await readBody(req);
    if (!signed.ok) return sendError(res, signed.status, signed.type, signed.message);
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return sendError(res, 400, 'SerializationException', 'Could not parse the request body');
    }
    if (mode === 'throttled') return sendError(res, 400, 'ThrottlingException', 'Rate exceeded');
    if (mode === 'failing') {
      return sendError(res, 500, 'ServiceFailureException', 'An unknown condition occurred');
    }
    if (mode === 'hung') {
      const timer = setTimeout(() => dropResponse(res), holdMs);
      held.add(res);
      res.on('close', () => {
        clearTimeout(timer);
        held.delete(res);
      });
      return;
    }
    const voiceId = String(body.VoiceId ?? '');
    const voice = POLLY_VOICES[voiceId];
    if (!voice) {
      return validation(
        res,
        `Value '${voiceId}' at 'voiceId' failed to satisfy constraint: Member must satisfy enum value set: [${Object.keys(POLLY_VOICES).join(', ')}]`,
      );
    }
    const format = String(body.OutputFormat ?? '');
    if (!POLLY_FORMATS.includes(format)) {
      return validation(
        res,
        `Value '${format}' at 'outputFormat' failed to satisfy constraint: Member must satisfy enum value set: [${POLLY_FORMATS.join(', ')}]`,
      );
    }
    if (typeof body.Text !== 'string' || body.Text === '') {
      return validation(
        res,
        "Value null at 'text' failed to satisfy constraint: Member must not be null",
      );
    }
    const engine = String(body.Engine ?? 'standard');
    if (!POLLY_ENGINES.includes(engine)) {
      return validation(
        res,
        `Value '${engine}' at 'engine' failed to satisfy constraint: Member must satisfy enum value set: [${POLLY_ENGINES.join(', ')}]`,
      );
    }
    if (!voice.engines.includes(engine)) {
      return sendError(
        res,
        400,
        'EngineNotSupportedException',
        `This voice does not support the selected engine: ${engine}`,
      );
    }
    const languageCode = typeof body.LanguageCode === 'string' ? body.LanguageCode : null;
    if (languageCode && !voice.languages.includes(languageCode)) {
      return sendError(
        res,
        400,
        'LanguageNotSupportedException',
        `Voice ${voiceId} does not speak ${languageCode}`,
      );
    }
    if (body.TextType === 'ssml') {
      return sendError(res, 400, 'InvalidSsmlException', 'The fake reads plain text only');
    }
    if (body.Text.length > POLLY_MAX_TEXT) {
      return sendError(
        res,
        400,
        'TextLengthExceededException',
        `Maximum text length has been exceeded (${POLLY_MAX_TEXT})`,
      );
    }
    if (format !== 'pcm') {
      return sendError(res, 400, 'ValidationException', `The fake speaks only pcm, not ${format}`);
    }
    const rate = String(body.SampleRate ?? '16000');
    if (!POLLY_PCM_RATES.includes(rate)) {
      return sendError(res, 400, 'InvalidSampleRateException', 'Invalid sample rate for pcm');
    }
    syntheses.push({
      voiceId,
      engine,
      languageCode,
      sampleRate: Number(rate),
      text: body.Text,
      region: signed.credential.region,
    });
    const audio = encodeSpeech(body.Text, Number(rate));
    res.writeHead(200, {
      'content-type': 'audio/pcm',
      'x-amzn-requestcharacters': String(body.Text.length),
      'x-amzn-requestid': crypto.randomUUID(),
    });
    let closed = false;
    res.on('close', () => {
      closed = true;
    });
    for (let at = 0; at < audio.length; at += chunkBytes) {
      if (stopping || closed) return;
      // Both protocols write bytes alike; their write overloads differ only in types.
      (res as { write(chunk: Uint8Array): boolean }).write(audio.subarray(at, at + chunkBytes));
      if (chunkDelayMs > 0) await pause(chunkDelayMs);
    }
    res.end();
  };

  const held = new Set<DualResponse>();
  const server = await startDualServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://polly.local').pathname;
    if (req.method !== 'POST' || path !== '/v1/speech') {
      req.resume();
      return sendError(res, 404, 'UnknownOperationException', `${req.method} ${path}`);
    }
    synthesize(req, res).catch(() => {
      if (!res.headersSent) sendError(res, 500, 'ServiceFailureException', 'The fake failed');
      else dropResponse(res);
    });
  }, options.port);
  return {
    url: server.url,
    syntheses,
    setMode: (next) => {
      mode = next;
    },
    stop: () => {
      stopping = true;
      for (const res of held) dropResponse(res);
      return server.stop();
    },
  };
};
