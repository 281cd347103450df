import { PollyClient, SynthesizeSpeechCommand } from '@aws-sdk/client-polly';
import { pollySpeech, resetPollyClient } from '@salesflow/functions/platform/speech/polly-speech';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { heardText } from '../speech/fake-voice';
import { type PollyFake, startPollyFake } from './polly-fake';

/** The Polly adapter, configured as in AWS but for AWS_ENDPOINT_URL_POLLY, against the fake. */
const ACCESS_KEY = 'AKIDLOCALPOLLY';
let fake: PollyFake;
const env = { ...process.env };

beforeAll(async () => {
  fake = await startPollyFake({ accessKeys: [ACCESS_KEY], holdMs: 2_000 });
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_POLLY: fake.url,
    AWS_ACCESS_KEY_ID: ACCESS_KEY,
    AWS_SECRET_ACCESS_KEY: 'local-secret',
    AWS_REGION: 'ap-south-1',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  });
  delete process.env.AWS_SESSION_TOKEN;
  delete process.env.AWS_PROFILE;
  resetPollyClient();
});
afterAll(async () => {
  process.env = env;
  resetPollyClient();
  await fake.stop();
});
beforeEach(() => fake.setMode('normal'));

const collect = async (stream: AsyncIterable<Buffer>) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
};

describe('Polly speech against the fake', () => {
  it('speaks 8 kHz PCM with Kajal, neural, in the lead’s language', async () => {
    const polly = pollySpeech();
    for (const [text, language] of [
      ['Hello, I am calling from SalesFlow.', 'en-IN'],
      ['नमस्ते, कैसे हैं आप?', 'hi-IN'],
      ['Aapka demo kal rakh dete hain?', 'hi-Latn'],
    ] as const) {
      const stream = polly.synthesize(text, { language, voice: 'authoritative_male' });
      const chunks = await collect(stream);
      expect(chunks.length).toBeGreaterThan(1);
      for (const chunk of chunks) expect(chunk.length % 2).toBe(0);
      expect(heardText(Buffer.concat(chunks))).toBe(text);
      expect(await stream.outcome).toMatchObject({ kind: 'ok' });
    }
    expect(fake.syntheses.map((s) => [s.voiceId, s.engine, s.languageCode, s.sampleRate])).toEqual([
      ['Kajal', 'neural', 'en-IN', 8000],
      ['Kajal', 'neural', 'hi-IN', 8000],
      ['Kajal', 'neural', 'hi-IN', 8000],
    ]);
    expect(fake.syntheses[0]?.region).toBe('ap-south-1');
  });

  it('answers throttling as refused, a server failure as unreachable, a hang as a timeout', async () => {
    // The SDK tries twice (ThrottlingException after 500 ms or more): time enough for that.
    let polly = pollySpeech({ timeouts: { firstAudioMs: 3_000 } });
    const speak = async () => {
      const stream = polly.synthesize('Hello', { language: 'en-IN', voice: 'professional' });
      expect(await collect(stream)).toEqual([]);
      return stream.outcome;
    };
    fake.setMode('throttled');
    expect(await speak()).toMatchObject({
      kind: 'refused',
      status: 400,
      code: 'ThrottlingException',
    });
    fake.setMode('failing');
    expect(await speak()).toMatchObject({ kind: 'unreachable' });
    fake.setMode('hung');
    polly = pollySpeech({ timeouts: { firstAudioMs: 300 } });
    expect(await speak()).toEqual({ kind: 'timeout' });
  });

  it('stops when the lead barges in', async () => {
    const controller = new AbortController();
    const stream = pollySpeech().synthesize('A long sentence the lead talks over. '.repeat(4), {
      language: 'en-IN',
      voice: 'warm_female',
      signal: controller.signal,
    });
    let chunks = 0;
    for await (const _chunk of stream) {
      chunks += 1;
      controller.abort();
    }
    expect(chunks).toBe(1);
    expect(await stream.outcome).toEqual({ kind: 'aborted' });
  });

  it('refuses as Polly does: a voice with no neural engine, an unknown key, no signature', async () => {
    const client = new PollyClient({ endpoint: fake.url, region: 'ap-south-1', maxAttempts: 1 });
    const ask = (input: Partial<ConstructorParameters<typeof SynthesizeSpeechCommand>[0]>) =>
      client.send(
        new SynthesizeSpeechCommand({
          Engine: 'neural',
          OutputFormat: 'pcm',
          SampleRate: '8000',
          Text: 'Hello',
          VoiceId: 'Kajal',
          ...input,
        }),
      );
    await expect(ask({ VoiceId: 'Aditi' })).rejects.toMatchObject({
      name: 'EngineNotSupportedException',
      $metadata: { httpStatusCode: 400 },
    });
    await expect(ask({ SampleRate: '44100' })).rejects.toMatchObject({
      name: 'InvalidSampleRateException',
    });
    await expect(ask({ LanguageCode: 'en-US' })).rejects.toMatchObject({
      name: 'LanguageNotSupportedException',
    });
    const stranger = new PollyClient({
      endpoint: fake.url,
      region: 'ap-south-1',
      maxAttempts: 1,
      credentials: { accessKeyId: 'AKIDSTRANGER', secretAccessKey: 'x' },
    });
    await expect(
      stranger.send(
        new SynthesizeSpeechCommand({ OutputFormat: 'pcm', Text: 'Hi', VoiceId: 'Kajal' }),
      ),
    ).rejects.toMatchObject({ name: 'UnrecognizedClientException' });
    const unsigned = await fetch(`${fake.url}/v1/speech`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ OutputFormat: 'pcm', Text: 'Hi', VoiceId: 'Kajal' }),
    });
    expect(unsigned.status).toBe(403);
    expect(unsigned.headers.get('x-amzn-errortype')).toMatch(/^MissingAuthenticationToken/);
    await unsigned.text();
  });
});
