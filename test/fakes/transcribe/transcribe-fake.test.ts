import type { HeardText } from '@salesflow/functions/platform/speech/speech-port';
import {
  resetTranscribeClient,
  transcribeSpeech,
} from '@salesflow/functions/platform/speech/transcribe-speech';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encodeSpeech, silence } from '../speech/fake-voice';
import { startTranscribeFake, type TranscribeFake } from './transcribe-fake';

/**
 * The Transcribe streaming adapter, through the real SDK (HTTP/2, signed event-stream frames),
 * against the fake at AWS_ENDPOINT_URL_TRANSCRIBE_STREAMING.
 */
const ACCESS_KEY = 'AKIDLOCALTRANSCRIBE';
let fake: TranscribeFake;
const env = { ...process.env };

beforeAll(async () => {
  fake = await startTranscribeFake({ accessKeys: [ACCESS_KEY], holdMs: 3_000 });
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_TRANSCRIBE_STREAMING: fake.url,
    AWS_ACCESS_KEY_ID: ACCESS_KEY,
    AWS_SECRET_ACCESS_KEY: 'local-secret',
    AWS_REGION: 'ap-south-1',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  });
  delete process.env.AWS_SESSION_TOKEN;
  delete process.env.AWS_PROFILE;
  resetTranscribeClient();
});
afterAll(async () => {
  process.env = env;
  resetTranscribeClient();
  await fake.stop();
});
beforeEach(() => fake.setMode('normal'));

const pace = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('Transcribe streaming against the fake', () => {
  it('hears a lead as they speak: partial results, then a final one at each pause', async () => {
    const stream = transcribeSpeech().startStream?.({ language: 'hi-Latn' });
    if (!stream) throw new Error('no streaming');
    const heard: HeardText[] = [];
    const reading = (async () => {
      for await (const result of stream.results) heard.push(result);
    })();
    const lead = Buffer.concat([
      silence(300),
      encodeSpeech('Hello, who is this?'),
      silence(600),
      encodeSpeech('Haan, bataiye.'),
      silence(200),
    ]);
    for (let at = 0; at < lead.length; at += 1600) {
      stream.push(lead.subarray(at, at + 1600));
      await pace();
    }
    stream.end();
    await reading;
    expect(await stream.outcome).toEqual({ kind: 'ok', value: { finals: 2 } });
    expect(heard.filter((h) => h.final).map((h) => h.text)).toEqual([
      'Hello, who is this?',
      'Haan, bataiye.',
    ]);
    expect(heard.some((h) => !h.final)).toBe(true);
    const session = fake.sessions.at(-1);
    expect(session).toMatchObject({
      languageCode: 'hi-IN',
      sampleRate: 8000,
      region: 'ap-south-1',
      framesSigned: true,
      endedCleanly: true,
      audioBytes: lead.length,
    });
  });

  it('transcribes an utterance turn by turn', async () => {
    const utterance = encodeSpeech('Price kitna hai?');
    const answer = await transcribeSpeech().transcribe(utterance, { language: 'en-IN' });
    expect(answer).toEqual({ kind: 'ok', value: { text: 'Price kitna hai?' } });
    // 100 ms AudioEvents, as Transcribe asks for.
    expect(fake.sessions.at(-1)).toMatchObject({
      languageCode: 'en-IN',
      audioEvents: Math.ceil(utterance.length / 1600),
    });
  });

  it('answers a stream limit, a failure mid-stream and a hang as values', async () => {
    const speech = transcribeSpeech({ connectMs: 500 });
    fake.setMode('throttled');
    expect(await speech.transcribe(encodeSpeech('Hello'), { language: 'en-IN' })).toMatchObject({
      kind: 'refused',
      status: 429,
      code: 'LimitExceededException',
    });
    fake.setMode('fail-mid-stream');
    expect(await speech.transcribe(encodeSpeech('Hello'), { language: 'en-IN' })).toMatchObject({
      kind: 'unreachable',
    });
    fake.setMode('hung');
    expect(await speech.transcribe(encodeSpeech('Hello'), { language: 'en-IN' })).toEqual({
      kind: 'timeout',
    });
  });

  it('stops the stream when the call ends', async () => {
    const controller = new AbortController();
    const stream = transcribeSpeech().startStream?.({
      language: 'en-IN',
      signal: controller.signal,
    });
    if (!stream) throw new Error('no streaming');
    stream.push(encodeSpeech('Hello there'));
    controller.abort();
    for await (const _result of stream.results) {
      // drained
    }
    expect(await stream.outcome).toEqual({ kind: 'aborted' });
  });
});
