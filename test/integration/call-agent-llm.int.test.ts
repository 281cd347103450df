import type {
  AgentContext,
  AgentTurn,
} from '@salesflow/functions/modules/call-agent/agent-context';
import { agentReply } from '@salesflow/functions/modules/call-agent/agent-reply';
import { analyseCall, ruleAnalysis } from '@salesflow/functions/modules/call-agent/call-analysis';
import { DEFAULT_AI_AGENT_SETTINGS } from '@salesflow/shared/ai-agent/ai-agent-settings';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { analysisReply, defaultResponder } from '../fakes/openai/default-responder';
import { type OpenAiFake, startOpenAiFake } from '../fakes/openai/openai-fake';

/** The call agent's LLM paths (functions/src/modules/call-agent) against the OpenAI fake. */
const KEY = 'sk-test-call-agent-01';
const callAt = new Date('2026-11-23T09:30:00Z');

const contextOf = (leadLine: string, llmKey: string | null = KEY): AgentContext => {
  const turns: AgentTurn[] = [
    { speaker: 'ai', text: 'Hello, this is Asha calling from Acme Traders. Is this a good time?' },
    { speaker: 'lead', text: leadLine },
  ];
  return {
    settings: { ...DEFAULT_AI_AGENT_SETTINGS, name: 'Asha' },
    companyName: 'Acme Traders',
    lead: { name: 'Priya Shah', timeZone: 'Asia/Kolkata' },
    knowledge: '',
    turns,
    llmKey,
    now: callAt,
  };
};

const speak = async (context: AgentContext) => {
  const reply = agentReply(context);
  const tokens: string[] = [];
  for await (const token of reply.tokens) tokens.push(token);
  return {
    tokens,
    text: tokens.join(''),
    end: await reply.end,
    source: await reply.source,
    llm: await reply.llm,
  };
};

describe('the call agent with an LLM', () => {
  let fake: OpenAiFake;
  beforeAll(async () => {
    fake = await startOpenAiFake({ keys: [KEY], tokenDelayMs: 1, holdMs: 5_000 });
    process.env.LLM_API_BASE_URL = fake.url;
  });
  afterEach(() => {
    fake.setMode('normal');
    fake.setResponder(defaultResponder);
  });
  afterAll(() => fake.stop());

  it("streams the model's reply and sends it the prompt and the turns", async () => {
    const said = await speak(contextOf('Yes, how much does it cost?'));
    expect(said.source).toBe('llm');
    expect(said.tokens.length).toBeGreaterThan(5);
    expect(said.text).toMatch(/^Our plans are priced per user per month/);
    expect(said.end).toBe(false);
    const request = fake.chats.at(-1);
    expect(request?.messages.map((m) => m.role)).toEqual(['system', 'assistant', 'user']);
    expect(request?.messages[0]?.content).toContain('You are Asha');
    expect(request?.temperature).toBe(0.7);
  });

  it("ends the call on the model's marker, which is never spoken", async () => {
    const said = await speak(contextOf('No thanks, I am not interested.'));
    expect(said.text).toBe(
      'I understand, and I will not take more of your time. Thank you, have a great day.',
    );
    expect(said.text).not.toContain('[END_CALL]');
    expect(said.end).toBe(true);
  });

  it('ends on a Do Not Call request even when the model forgets the marker', async () => {
    fake.setResponder(() => 'Sorry to have bothered you.');
    const said = await speak(contextOf('Please stop calling this number.'));
    expect(said).toMatchObject({ text: 'Sorry to have bothered you.', end: true, source: 'llm' });
  });

  it('answers with the built-in agent when the model refuses the key', async () => {
    const said = await speak(contextOf('Yes, go ahead.', 'sk-revoked-key-99'));
    expect(said.source).toBe('built-in');
    expect(said.llm).toMatchObject({ kind: 'refused', status: 401 });
    expect(said.text).toContain('you recently enquired with Acme Traders');
    // An empty answer is no better than none.
    fake.setResponder(() => '');
    const empty = await speak(contextOf('Yes, go ahead.'));
    expect(empty).toMatchObject({ source: 'built-in', llm: { kind: 'ok', tokens: 0 } });
    expect(empty.text).toContain('you recently enquired with Acme Traders');
  });

  it("uses the model's analysis, keeping the rules' Do Not Call and callback time", async () => {
    const interested =
      'AI: Hello, is this a good time?\nLead: Yes, I am interested, can I see a demo?';
    const fromModel = await analyseCall({
      transcript: interested,
      callAt,
      timeZone: 'Asia/Kolkata',
      llmKey: KEY,
    });
    expect(fromModel).toMatchObject({
      by: 'llm',
      analysis: { outcome: 'interested', aiScore: 80, confidence: 0.75 },
    });

    // The model says callback with no time and misses the Do Not Call: the rules fill both in.
    fake.setResponder((request) => ({
      ...analysisReply(request),
      outcome: 'callback',
      doNotCall: false,
    }));
    const callback = 'AI: Is this a good time?\nLead: Call me tomorrow at 4.';
    const withTime = await analyseCall({
      transcript: callback,
      callAt,
      timeZone: 'Asia/Kolkata',
      llmKey: KEY,
    });
    expect(withTime).toMatchObject({
      by: 'llm',
      analysis: { outcome: 'callback', callbackAt: '2026-11-24T10:30:00.000Z' },
    });
    const dnc = 'AI: Is this a good time?\nLead: Stop calling me.';
    const kept = await analyseCall({
      transcript: dnc,
      callAt,
      timeZone: 'Asia/Kolkata',
      llmKey: KEY,
    });
    expect(kept.analysis).toMatchObject({ doNotCall: true, outcome: 'not_interested' });
  });

  it('falls back to the rules on an out-of-range answer or a rate limit', async () => {
    const transcript = 'AI: Is this a good time?\nLead: Not interested.';
    fake.setResponder((request) => ({ ...analysisReply(request), aiScore: 140 }));
    const outOfRange = await analyseCall({ transcript, callAt, timeZone: 'UTC', llmKey: KEY });
    expect(outOfRange).toMatchObject({ by: 'rules', llmFailure: { kind: 'invalid' } });
    expect(outOfRange.analysis).toEqual(ruleAnalysis(transcript, callAt, 'UTC'));
    fake.setMode('rate-limited');
    const limited = await analyseCall({ transcript, callAt, timeZone: 'UTC', llmKey: KEY });
    expect(limited).toMatchObject({ by: 'rules', llmFailure: { kind: 'refused', status: 429 } });
  });
});
