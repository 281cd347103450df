import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { DualResponse } from '../polly/dual-protocol-server';

/** StartStreamTranscription's request headers, checked as Transcribe checks them. */
export const TRANSCRIBE_LANGUAGES = [
  'en-IN',
  'hi-IN',
  'en-US',
  'en-GB',
  'en-AU',
  'es-US',
  'fr-FR',
  'de-DE',
];

export interface StreamRequest {
  languageCode: string;
  sampleRate: number;
  encoding: string;
  /** Why Transcribe would answer 400 BadRequestException, or null. */
  problem: string | null;
}

export const readStreamRequest = (headers: IncomingHttpHeaders): StreamRequest => {
  const header = (name: string) => String(headers[name] ?? '');
  const languageCode = header('x-amzn-transcribe-language-code');
  const sampleRate = Number(header('x-amzn-transcribe-sample-rate'));
  const encoding = header('x-amzn-transcribe-media-encoding');
  const problem =
    header('x-amz-content-sha256') !== 'STREAMING-AWS4-HMAC-SHA256-EVENTS'
      ? 'The request must be an event stream signed with STREAMING-AWS4-HMAC-SHA256-EVENTS.'
      : !TRANSCRIBE_LANGUAGES.includes(languageCode)
        ? `Your request has an unsupported language code: ${languageCode || 'none'}.`
        : !(sampleRate >= 8000 && sampleRate <= 48_000)
          ? 'The sample rate must be between 8000 and 48000 Hz.'
          : !['pcm', 'ogg-opus', 'flac'].includes(encoding)
            ? `Unsupported media encoding: ${encoding}.`
            : encoding !== 'pcm'
              ? 'The fake hears pcm only.'
              : null;
  return { languageCode, sampleRate, encoding, problem };
};

/** An error before the stream: an HTTP status, the type in `x-amzn-ErrorType`, `{ Message }`. */
export const sendHttpError = (res: DualResponse, status: number, type: string, message: string) => {
  res.writeHead(status, {
    'content-type': 'application/json',
    'x-amzn-errortype': `${type}:http://internal.amazon.com/coral/com.amazonaws.transcribe.streaming/`,
    'x-amzn-requestid': randomUUID(),
  });
  res.end(JSON.stringify({ Message: message }));
};
