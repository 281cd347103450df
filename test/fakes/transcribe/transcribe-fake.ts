import { randomUUID } from 'node:crypto';
import type { MessageHeaders } from '@smithy/core/event-streams';
import {
  type DualRequest,
  type DualResponse,
  dropResponse,
  startDualServer,
} from '../polly/dual-protocol-server';
import { checkSigV4 } from '../polly/sigv4-header';
import { eventStreamCodec, frameSplitter, stringHeader, utf8 } from './event-stream-frames';
import { createFakeHearing, type FakeResult } from './fake-hearing';
import { readStreamRequest, sendHttpError } from './stream-request';

/**
 * A local Amazon Transcribe streaming endpoint for what SalesFlow uses: StartStreamTranscription
 * (`POST /stream-transcription` over HTTP/2, as the SDK sends it), reading the request's signed
 * event-stream frames (each an envelope with `:date` and `:chunk-signature` around an AudioEvent)
 * and answering TranscriptEvents as the audio arrives: partial results while the lead speaks, a
 * final one at each pause (fake-hearing.ts reads the fakes' voice). Errors before the stream are
 * HTTP errors with `x-amzn-ErrorType`; errors during it are exception messages, as Transcribe
 * sends them. Point the adapter at it with AWS_ENDPOINT_URL_TRANSCRIBE_STREAMING.
 *
 * It does not verify the SigV4 signatures (of the request or of each frame: it has no secret),
 * only that they are there and well-formed; it hears PCM only (not ogg-opus or flac); it has no
 * speaker, channel or language identification, no custom vocabularies, and no word items.
 */
export type TranscribeFakeMode = 'normal' | 'throttled' | 'fail-mid-stream' | 'hung';

export interface TranscribeFakeOptions {
  port?: number;
  /** Access key ids it accepts; any well-formed signature when absent. */
  accessKeys?: string[];
  mode?: TranscribeFakeMode;
  /** Silence that ends a segment (a final result): 400 ms by default. */
  endSilenceMs?: number;
  /** Transcribe gives up on a stream with no audio for 15 s; shorter in tests. */
  idleMs?: number;
  holdMs?: number;
}

export interface TranscribeSession {
  languageCode: string;
  sampleRate: number;
  region: string;
  audioEvents: number;
  audioBytes: number;
  /** Each frame carried `:date` and a 32-byte `:chunk-signature`; the last one was empty. */
  framesSigned: boolean;
  endedCleanly: boolean;
  finals: string[];
}

export interface TranscribeFake {
  /** The endpoint for AWS_ENDPOINT_URL_TRANSCRIBE_STREAMING, e.g. http://127.0.0.1:40123 */
  url: string;
  sessions: TranscribeSession[];
  setMode: (mode: TranscribeFakeMode) => void;
  stop: () => Promise<void>;
}

export const startTranscribeFake = async (
  options: TranscribeFakeOptions = {},
): Promise<TranscribeFake> => {
  const sessions: TranscribeSession[] = [];
  const held = new Set<DualResponse>();
  let mode: TranscribeFakeMode = options.mode ?? 'normal';

  const transcribe = (req: DualRequest, res: DualResponse) => {
    const signed = checkSigV4(req.headers, 'transcribe', options.accessKeys ?? null);
    if (!signed.ok) {
      req.resume();
      return sendHttpError(res, signed.status, signed.type, signed.message);
    }
    const { languageCode, sampleRate, encoding, problem } = readStreamRequest(req.headers);
    if (problem) {
      req.resume();
      return sendHttpError(res, 400, 'BadRequestException', problem);
    }
    if (mode === 'throttled') {
      req.resume();
      return sendHttpError(
        res,
        429,
        'LimitExceededException',
        'You have reached your limit of concurrent streams.',
      );
    }
    if (mode === 'hung') {
      req.resume();
      held.add(res);
      const timer = setTimeout(() => dropResponse(res), options.holdMs ?? 20_000);
      res.on('close', () => {
        clearTimeout(timer);
        held.delete(res);
      });
      return;
    }
    const session: TranscribeSession = {
      languageCode,
      sampleRate,
      region: signed.credential.region,
      audioEvents: 0,
      audioBytes: 0,
      framesSigned: true,
      endedCleanly: false,
      finals: [],
    };
    sessions.push(session);
    const failMidStream = mode === 'fail-mid-stream';
    const codec = eventStreamCodec();
    const hearing = createFakeHearing(sampleRate, options.endSilenceMs ?? 400);
    let open = true;
    res.on('close', () => {
      open = false;
    });
    res.writeHead(200, {
      'content-type': 'application/vnd.amazon.eventstream',
      'x-amzn-request-id': randomUUID(),
      'x-amzn-transcribe-session-id': randomUUID(),
      'x-amzn-transcribe-language-code': languageCode,
      'x-amzn-transcribe-sample-rate': String(sampleRate),
      'x-amzn-transcribe-media-encoding': encoding,
    });
    const send = (headers: MessageHeaders, body: unknown) => {
      if (!open) return;
      const bytes = codec.encode({ headers, body: utf8.decode(JSON.stringify(body)) });
      (res as { write(chunk: Uint8Array): boolean }).write(bytes);
    };
    const sendResults = (results: FakeResult[]) => {
      if (results.length === 0) return;
      for (const r of results) {
        if (!r.IsPartial) session.finals.push(r.Alternatives[0]?.Transcript ?? '');
      }
      send(
        {
          ':message-type': stringHeader('event'),
          ':event-type': stringHeader('TranscriptEvent'),
          ':content-type': stringHeader('application/json'),
        },
        { Transcript: { Results: results } },
      );
      if (failMidStream) fail('InternalFailureException', 'An internal error occurred.');
    };
    const fail = (type: string, message: string) => {
      send(
        {
          ':message-type': stringHeader('exception'),
          ':exception-type': stringHeader(type),
          ':content-type': stringHeader('application/json'),
        },
        { Message: message },
      );
      open = false;
      res.end();
      req.resume();
    };
    let idle: ReturnType<typeof setTimeout> | undefined;
    const armIdle = () => {
      clearTimeout(idle);
      idle = setTimeout(
        () =>
          fail(
            'BadRequestException',
            'Your request timed out because no new audio was received for 15 seconds.',
          ),
        options.idleMs ?? 15_000,
      );
    };
    armIdle();
    const frames = frameSplitter();
    req.on('data', (data: Buffer) => {
      if (!open) return;
      armIdle();
      for (const frame of frames(data)) {
        const envelope = codec.decode(frame);
        const signature = envelope.headers[':chunk-signature'];
        if (
          envelope.headers[':date']?.type !== 'timestamp' ||
          signature?.type !== 'binary' ||
          signature.value.length !== 32
        ) {
          session.framesSigned = false;
        }
        if (envelope.body.length === 0) {
          session.endedCleanly = true;
          continue;
        }
        const event = codec.decode(envelope.body);
        if (event.headers[':event-type']?.value !== 'AudioEvent') continue;
        session.audioEvents += 1;
        session.audioBytes += event.body.length;
        sendResults(hearing.push(Buffer.from(event.body)));
        if (!open) return;
      }
    });
    req.on('end', () => {
      clearTimeout(idle);
      if (!open) return;
      sendResults(hearing.end());
      open = false;
      res.end();
    });
    req.on('error', () => clearTimeout(idle));
    res.on('close', () => clearTimeout(idle));
  };

  const server = await startDualServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://transcribe.local').pathname;
    if (req.method !== 'POST' || path !== '/stream-transcription') {
      req.resume();
      return sendHttpError(res, 404, 'UnknownOperationException', `${req.method} ${path}`);
    }
    transcribe(req, res);
  }, options.port);
  return {
    url: server.url,
    sessions,
    setMode: (next) => {
      mode = next;
    },
    stop: () => {
      for (const res of held) dropResponse(res);
      return server.stop();
    },
  };
};
