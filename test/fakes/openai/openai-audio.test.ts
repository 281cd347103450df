import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openAiSpeech } from '@salesflow/functions/platform/speech/openai-speech';
import { createPlayableChunker } from '@salesflow/functions/platform/speech/playable-chunks';
import { createVoiceActivity } from '@salesflow/functions/platform/speech/voice-activity';
import { wavWrap } from '@salesflow/functions/platform/speech/wav';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encodeSpeech, heardText, silence } from '../speech/fake-voice';
import { type OpenAiFake, startOpenAiFake } from './openai-fake';

/**
 * The OpenAI-compatible speech adapter against the fake's audio endpoints: what one says the
 * other hears, through the same resampling and WAV the real API gets.
 */
const KEY = 'sk-test-audio-0123456789';
let fake: OpenAiFake;
const env = { ...process.env };

beforeAll(async () => {
  fake = await startOpenAiFake({ keys: [KEY], holdMs: 2_000 });
  process.env.LLM_API_BASE_URL = fake.url;
});
afterAll(async () => {
  process.env = env;
  await fake.stop();
});
beforeEach(() => {
  fake.setMode('normal');
});

const collect = async (stream: AsyncIterable<Buffer>) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
};

describe('OpenAI-compatible speech against the fake', () => {
  it('synthesises 8 kHz PCM, streamed, that says the text', async () => {
    const speech = openAiSpeech({ key: KEY });
    for (const [text, language] of [
      ['Namaste! Main SalesFlow se bol rahi hoon.', 'hi-Latn'],
      ['आपका स्वागत है', 'hi-IN'],
      ['Shall I send the quote today?', 'en-IN'],
    ] as const) {
      const stream = speech.synthesize(text, { language, voice: 'warm_female' });
      const chunks = await collect(stream);
      expect(chunks.length).toBeGreaterThan(1);
      for (const chunk of chunks) expect(chunk.length % 2).toBe(0);
      const pcm = Buffer.concat(chunks);
      expect(heardText(pcm, 8000)).toBe(text);
      expect(await stream.outcome).toEqual({ kind: 'ok', value: { bytes: pcm.length } });
    }
    expect(fake.spoken.at(-1)).toMatchObject({
      model: 'gpt-4o-mini-tts',
      voice: 'sage',
      format: 'pcm',
    });
    expect(fake.spoken.at(-1)?.instructions).toMatch(/Indian English/);
  });

  it('transcribes an utterance sent as a WAV, with the language hint', async () => {
    const speech = openAiSpeech({ key: KEY, transcribeModel: 'whisper-1' });
    const text = 'Haan ji, price kya hai?';
    const answer = await speech.transcribe(encodeSpeech(text), { language: 'hi-Latn' });
    expect(answer).toEqual({ kind: 'ok', value: { text } });
    expect(fake.heard.at(-1)).toMatchObject({ model: 'whisper-1', language: null, rate: 8000 });
    expect(fake.heard.at(-1)?.prompt).toMatch(/Haan ji/);
    await speech.transcribe(encodeSpeech('हाँ'), { language: 'hi-IN' });
    expect(fake.heard.at(-1)).toMatchObject({ language: 'hi', text: 'हाँ' });
  });

  it('hears a lead turn by turn: the VAD cuts each utterance, one request each', async () => {
    const speech = openAiSpeech({ key: KEY });
    const lead = Buffer.concat([
      silence(400),
      encodeSpeech('Hello, who is this?'),
      silence(900),
      encodeSpeech('Haan, bataiye.'),
      silence(700),
    ]);
    const vad = createVoiceActivity();
    const heard: string[] = [];
    let starts = 0;
    for (let at = 0; at < lead.length; at += 1600) {
      for (const event of vad.push(lead.subarray(at, at + 1600))) {
        if (event.kind === 'speech-start') starts += 1;
        if (event.kind !== 'speech-end') continue;
        const answer = await speech.transcribe(event.pcm, { language: 'hi-Latn' });
        if (answer.kind === 'ok') heard.push(answer.value.text);
      }
    }
    expect(starts).toBe(2);
    expect(heard).toEqual(['Hello, who is this?', 'Haan, bataiye.']);
  });

  it('speaks in chunks the carrier can play, that still say the text', async () => {
    const speech = openAiSpeech({ key: KEY });
    const chunker = createPlayableChunker();
    const played: Buffer[] = [];
    for await (const pcm of speech.synthesize('Thank you for your time.', {
      language: 'en-IN',
      voice: 'professional',
    })) {
      played.push(...chunker.push(pcm));
    }
    played.push(...chunker.end());
    for (const chunk of played) {
      expect(chunk.length % 320).toBe(0);
      expect(chunk.length).toBeGreaterThanOrEqual(1600);
    }
    expect(heardText(Buffer.concat(played))).toBe('Thank you for your time.');
  });

  it('answers a wrong key, a rate limit and a hung server as values', async () => {
    const wrong = openAiSpeech({ key: 'sk-wrong-key-000000000' });
    expect(await wrong.transcribe(encodeSpeech('hi'), { language: 'en-IN' })).toMatchObject({
      kind: 'refused',
      status: 401,
      code: 'invalid_api_key',
    });
    const refused = wrong.synthesize('hello', { language: 'en-IN', voice: 'professional' });
    expect(await collect(refused)).toEqual([]);
    expect(await refused.outcome).toMatchObject({ kind: 'refused', status: 401 });

    fake.setMode('rate-limited');
    const speech = openAiSpeech({
      key: KEY,
      timeouts: { transcribeMs: 300, firstAudioMs: 300 },
    });
    expect(await speech.transcribe(encodeSpeech('hi'), { language: 'en-IN' })).toMatchObject({
      kind: 'refused',
      status: 429,
      code: 'rate_limit_exceeded',
    });
    fake.setMode('hung');
    expect(await speech.transcribe(encodeSpeech('hi'), { language: 'en-IN' })).toEqual({
      kind: 'timeout',
    });
    const hung = speech.synthesize('hello', { language: 'en-IN', voice: 'professional' });
    expect(await collect(hung)).toEqual([]);
    expect(await hung.outcome).toEqual({ kind: 'timeout' });
  });

  it('says an unknown model is refused and an unreachable server is unreachable', async () => {
    const speech = openAiSpeech({ key: KEY, speechModel: 'no-such-tts' });
    const stream = speech.synthesize('hello', { language: 'en-IN', voice: 'professional' });
    await collect(stream);
    expect(await stream.outcome).toMatchObject({ kind: 'refused', status: 404 });
    process.env.LLM_API_BASE_URL = 'http://127.0.0.1:9';
    try {
      expect(
        await openAiSpeech({ key: KEY }).transcribe(encodeSpeech('x'), { language: 'en-IN' }),
      ).toMatchObject({ kind: 'unreachable' });
    } finally {
      process.env.LLM_API_BASE_URL = fake.url;
    }
  });

  it('stops the request when the caller leaves early or aborts', async () => {
    const speech = openAiSpeech({ key: KEY });
    const long = 'This is a long answer that the lead interrupts halfway through. '.repeat(5);
    const left = speech.synthesize(long, { language: 'en-IN', voice: 'professional' });
    for await (const _chunk of left) break;
    expect(await left.outcome).toEqual({ kind: 'aborted' });

    const controller = new AbortController();
    const aborted = speech.synthesize(long, {
      language: 'en-IN',
      voice: 'professional',
      signal: controller.signal,
    });
    let chunks = 0;
    for await (const _chunk of aborted) {
      chunks += 1;
      controller.abort();
    }
    expect(chunks).toBe(1);
    expect(await aborted.outcome).toEqual({ kind: 'aborted' });
  });

  it('still answers chat and models as before the audio endpoints', async () => {
    const auth = { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' };
    const chat = await fetch(`${fake.url}/v1/chat/completions`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Hi' }] }),
    });
    expect(chat.status).toBe(200);
    const body = (await chat.json()) as { choices: { message: { content: string } }[] };
    expect(typeof body.choices[0]?.message.content).toBe('string');
    const models = await fetch(`${fake.url}/v1/models`, { headers: auth });
    expect(models.status).toBe(200);
    await models.text();
    const bad = await fetch(`${fake.url}/v1/chat/completions`, {
      method: 'POST',
      headers: auth,
      body: '{not json',
    });
    expect(bad.status).toBe(400);
    await bad.text();
  });

  it('answers OpenAI’s errors for a transcription with no file or not a form', async () => {
    const form = new FormData();
    form.append('model', 'gpt-4o-mini-transcribe');
    const noFile = await fetch(`${fake.url}/v1/audio/transcriptions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}` },
      body: form,
    });
    expect(noFile.status).toBe(400);
    expect(await noFile.json()).toMatchObject({ error: { param: 'file' } });
    const json = await fetch(`${fake.url}/v1/audio/transcriptions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(400);
    await json.text();
  });

  it('hears a compatible server that answers a WAV (at 16 kHz) instead of raw PCM', async () => {
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (part) => {
        body += part;
      });
      req.on('end', () => {
        const { input } = JSON.parse(body) as { input: string };
        const wav = wavWrap(encodeSpeech(input, 16_000), 16_000);
        res.writeHead(200, { 'content-type': 'audio/wav' });
        // Cut inside the header and at odd bytes.
        for (let at = 0; at < wav.length; at += 7) res.write(wav.subarray(at, at + 7));
        res.end();
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    process.env.LLM_API_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const stream = openAiSpeech({ key: KEY }).synthesize('Kal milte hain.', {
        language: 'hi-Latn',
        voice: 'friendly_male',
      });
      expect(heardText(Buffer.concat(await collect(stream)))).toBe('Kal milte hain.');
      expect(await stream.outcome).toMatchObject({ kind: 'ok' });
    } finally {
      process.env.LLM_API_BASE_URL = fake.url;
      await new Promise((done) => server.close(done));
    }
  });
});
