import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { completeJson, streamChat } from '@salesflow/functions/platform/llm/llm-client';
import {
  CALL_ANALYSIS_JSON_SCHEMA,
  callAnalysisSchema,
} from '@salesflow/shared/ai-calls/call-analysis.schema';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tokensOf } from '../fakes/openai/chat-completions';
import { conversationReply, defaultResponder } from '../fakes/openai/default-responder';
import { type OpenAiFake, startOpenAiFake } from '../fakes/openai/openai-fake';

/** The LLM port (functions/src/platform/llm) against the OpenAI-compatible fake. */
const KEY = 'sk-test-agent-0001';
const messages = [
  { role: 'system' as const, content: 'You are Asha from Acme. End with [END_CALL] when done.' },
  { role: 'user' as const, content: 'How much does it cost?' },
];
const analysisJson = { name: 'call_analysis', schema: CALL_ANALYSIS_JSON_SCHEMA };

const collect = async (stream: AsyncIterable<string>) => {
  const tokens: string[] = [];
  for await (const token of stream) tokens.push(token);
  return tokens;
};

describe('the LLM client and the OpenAI fake', () => {
  let fake: OpenAiFake;
  beforeAll(async () => {
    fake = await startOpenAiFake({ keys: [KEY], tokenDelayMs: 2, holdMs: 5_000 });
    process.env.LLM_API_BASE_URL = fake.url;
    process.env.LLM_MODEL = 'gpt-4o-mini';
  });
  afterEach(() => {
    fake.setMode('normal');
    fake.setResponder(defaultResponder);
  });
  afterAll(() => fake.stop());

  it('streams the reply token by token and ends ok', async () => {
    const stream = streamChat({ key: KEY, messages, temperature: 0.4, maxTokens: 120 });
    const tokens = await collect(stream);
    const expected = tokensOf(
      conversationReply({
        model: 'gpt-4o-mini',
        messages: [...messages],
        stream: true,
        jsonSchema: null,
        temperature: 0.4,
      }),
    );
    expect(tokens).toEqual(expected);
    expect(tokens.length).toBeGreaterThan(5);
    expect(await stream.outcome).toEqual({
      kind: 'ok',
      finishReason: 'stop',
      tokens: expected.length,
    });
    const sent = fake.requests.at(-1);
    expect(sent).toMatchObject({
      path: '/v1/chat/completions',
      key: KEY,
      body: { model: 'gpt-4o-mini', stream: true, temperature: 0.4, max_tokens: 120, messages },
    });
  });

  it('hands over the first token while the server is still holding the rest', async () => {
    // Stall mode: one token, then the response stays open. Getting it proves nothing is buffered.
    fake.setMode('stall');
    const controller = new AbortController();
    const stream = streamChat({ key: KEY, messages, signal: controller.signal });
    const tokens: string[] = [];
    for await (const token of stream) {
      tokens.push(token);
      controller.abort();
    }
    expect(tokens).toHaveLength(1);
    expect(await stream.outcome).toEqual({ kind: 'aborted' });
  });

  it('stops when the caller leaves the loop', async () => {
    fake.setTokenDelay(20);
    const stream = streamChat({ key: KEY, messages });
    let seen = 0;
    for await (const _token of stream) {
      seen += 1;
      if (seen === 2) break;
    }
    fake.setTokenDelay(2);
    expect(seen).toBe(2);
    expect(await stream.outcome).toEqual({ kind: 'aborted' });
  });

  it('answers a wrong key as a refused value, with no tokens', async () => {
    const stream = streamChat({ key: 'sk-wrong-key-123', messages });
    expect(await collect(stream)).toEqual([]);
    expect(await stream.outcome).toMatchObject({
      kind: 'refused',
      status: 401,
      code: 'invalid_api_key',
    });
    const raw = await fetch(`${fake.url}/v1/chat/completions`, { method: 'POST', body: '{}' });
    expect(raw.status).toBe(401);
    expect(await raw.json()).toMatchObject({
      error: { type: 'invalid_request_error', code: null },
    });
  });

  it('answers a rate limit as a refused value', async () => {
    fake.setMode('rate-limited');
    const stream = streamChat({ key: KEY, messages });
    expect(await collect(stream)).toEqual([]);
    expect(await stream.outcome).toMatchObject({
      kind: 'refused',
      status: 429,
      code: 'rate_limit_exceeded',
    });
  });

  it('answers a hung server as a timeout, and a stalled stream as an idle timeout', async () => {
    fake.setMode('hung');
    const hung = streamChat({ key: KEY, messages, timeouts: { firstTokenMs: 300 } });
    expect(await collect(hung)).toEqual([]);
    expect(await hung.outcome).toEqual({ kind: 'timeout', phase: 'first-token' });
    fake.setMode('stall');
    const stalled = streamChat({ key: KEY, messages, timeouts: { idleMs: 300 } });
    expect(await collect(stalled)).toHaveLength(1);
    expect(await stalled.outcome).toEqual({ kind: 'timeout', phase: 'idle' });
  });

  it('ends with the error an answer reports mid-stream', async () => {
    fake.setMode('error-mid-stream');
    const stream = streamChat({ key: KEY, messages });
    expect(await collect(stream)).toHaveLength(1);
    expect(await stream.outcome).toMatchObject({
      kind: 'refused',
      message: expect.stringContaining('server had an error'),
    });
  });

  it('takes a whole completion from a server that does not stream', async () => {
    const server = createServer((req, res) => {
      req.resume();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: 'Hello there.' },
              finish_reason: 'stop',
            },
          ],
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.LLM_API_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const stream = streamChat({ key: KEY, messages });
      expect(await collect(stream)).toEqual(['Hello there.']);
      expect(await stream.outcome).toEqual({ kind: 'ok', finishReason: 'stop', tokens: 1 });
    } finally {
      process.env.LLM_API_BASE_URL = fake.url;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('answers a closed port as unreachable', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    process.env.LLM_API_BASE_URL = `http://127.0.0.1:${port}`;
    try {
      const stream = streamChat({ key: KEY, messages });
      expect(await collect(stream)).toEqual([]);
      expect(await stream.outcome).toMatchObject({ kind: 'unreachable' });
    } finally {
      process.env.LLM_API_BASE_URL = fake.url;
    }
  });

  it('completes JSON that fits the schema asked for', async () => {
    const transcript =
      'AI: Hello, is this a good time?\nLead: Yes, I am interested, can I see a demo?';
    const answer = await completeJson({
      key: KEY,
      messages: [{ role: 'user', content: `Analyse this call:\n${transcript}` }],
      schema: callAnalysisSchema,
      jsonSchema: analysisJson,
    });
    expect(answer).toMatchObject({
      kind: 'ok',
      value: { outcome: 'interested', doNotCall: false },
    });
    expect(fake.requests.at(-1)?.body).toMatchObject({
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'call_analysis', strict: true },
      },
    });
  });

  it('refuses JSON that is broken or out of range, and a wrong key', async () => {
    const ask = () =>
      completeJson({ key: KEY, messages, schema: callAnalysisSchema, jsonSchema: analysisJson });
    fake.setResponder(() => '{"outcome": "interested",');
    expect(await ask()).toMatchObject({ kind: 'invalid', reason: 'content that is not JSON' });
    fake.setResponder((request) => ({ ...(defaultResponder(request) as object), aiScore: 140 }));
    expect(await ask()).toMatchObject({ kind: 'invalid' });
    const wrong = await completeJson({
      key: 'sk-nope-000000',
      messages,
      schema: callAnalysisSchema,
      jsonSchema: analysisJson,
    });
    expect(wrong).toMatchObject({ kind: 'refused', status: 401 });
    fake.setMode('hung');
    const hung = await completeJson({
      key: KEY,
      messages,
      schema: callAnalysisSchema,
      jsonSchema: analysisJson,
      timeouts: { firstTokenMs: 300 },
    });
    expect(hung).toEqual({ kind: 'timeout', phase: 'first-token' });
  });

  it("lists models and refuses a malformed body with OpenAI's 400", async () => {
    const headers = { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' };
    const models = await fetch(`${fake.url}/v1/models`, { headers });
    expect(await models.json()).toMatchObject({
      object: 'list',
      data: [{ id: 'gpt-4o-mini', object: 'model' }, { id: 'gpt-4o' }],
    });
    const bad = await fetch(`${fake.url}/v1/chat/completions`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ model: 'gpt-4o-mini', messages: [] }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: { type: 'invalid_request_error', param: 'messages' },
    });
  });
});
