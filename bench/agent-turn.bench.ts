import { performance } from 'node:perf_hooks';
import type { AgentContext, AgentTurn } from '../functions/src/modules/call-agent/agent-context';
import { chatMessages } from '../functions/src/modules/call-agent/agent-prompt';
import { agentReply } from '../functions/src/modules/call-agent/agent-reply';
import { streamChat } from '../functions/src/platform/llm/llm-client';
import { DEFAULT_AI_AGENT_SETTINGS } from '../shared/src/ai-agent/ai-agent-settings';
import { startOpenAiFake } from '../test/fakes/openai/openai-fake';

/**
 * One turn of the call agent, excluding the model's own thinking: from the lead's line in to the
 * first token out. The built-in agent (reading the line, the scripts, the reply's first word); the
 * LLM client against the OpenAI fake with no token delay (prompt, request over loopback, the SSE
 * parse of the first chunk); and agentReply with a key (the same plus the prompt and the marker
 * filter). Baseline, in the same run: JSON.parse(JSON.stringify()) of the same message list, the
 * least any turn does with it. `npm run bench:agent-turn` (`BENCH_TURNS`, 500 by default).
 */
const TURNS = Number(process.env.BENCH_TURNS ?? 500);
const MAX_MS = 60_000;
const KEY = 'sk-bench-agent-turn';

const LEAD_LINES = [
  'Yes, go ahead.',
  'How much does it cost per user?',
  'Honestly, it is too expensive for us.',
  'I am busy right now, call me tomorrow at 4.',
  'We already have a supplier.',
  'Send me the details on WhatsApp.',
  'Not interested, thanks.',
  'We lose enquiries after office hours, my partner and I handle them.',
];

const contextOf = (i: number, llmKey: string | null): AgentContext => {
  const turns: AgentTurn[] = [
    { speaker: 'ai', text: 'Hello, this is Asha calling from Acme Traders. Is this a good time?' },
    { speaker: 'lead', text: LEAD_LINES[i % LEAD_LINES.length] ?? '' },
  ];
  return {
    settings: { ...DEFAULT_AI_AGENT_SETTINGS, name: 'Asha' },
    companyName: 'Acme Traders',
    lead: { name: 'Priya Shah', company: 'Shah Textiles', timeZone: 'Asia/Kolkata' },
    knowledge: 'Acme Traders sells billing software for textile shops. '.repeat(40),
    turns,
    llmKey,
    now: new Date('2026-11-23T09:30:00Z'),
  };
};

interface Timing {
  medianMs: number;
  p95Ms: number;
  runs: number;
}

/** Runs `turn` up to TURNS times (after a warm-up), one at a time, bounded by MAX_MS. */
const measure = async (turn: (i: number) => Promise<unknown>): Promise<Timing> => {
  for (let i = 0; i < 20; i += 1) await turn(i);
  const samples: number[] = [];
  const deadline = Date.now() + MAX_MS;
  for (let i = 0; i < TURNS && Date.now() < deadline; i += 1) {
    const start = performance.now();
    await turn(i);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { medianMs: at(0.5), p95Ms: at(0.95), runs: samples.length };
};

/** Reads the first token, then leaves the loop (which cancels what is left of the turn). */
const firstToken = async (tokens: AsyncIterable<string>) => {
  for await (const token of tokens) return token;
  throw new Error('the turn said nothing');
};

const main = async () => {
  const fake = await startOpenAiFake({ keys: [KEY], tokenDelayMs: 0 });
  process.env.LLM_API_BASE_URL = fake.url;
  try {
    const messages = LEAD_LINES.map((_, i) => chatMessages(contextOf(i, null)));
    const baseline = await measure(async (i) =>
      JSON.parse(JSON.stringify(messages[i % messages.length])),
    );
    const builtIn = await measure((i) => firstToken(agentReply(contextOf(i, null)).tokens));
    const client = await measure((i) =>
      firstToken(streamChat({ key: KEY, messages: chatMessages(contextOf(i, KEY)) })),
    );
    const withKey = await measure((i) => firstToken(agentReply(contextOf(i, KEY)).tokens));
    const row = (name: string, t: Timing) =>
      `| ${name} | ${t.runs} | ${t.medianMs.toFixed(3)} ms | ${t.p95Ms.toFixed(3)} ms | ${(t.medianMs / Math.max(baseline.medianMs, 0.0001)).toFixed(1)}x |`;
    console.log(
      `Agent turn, lead line in to first token out (${new Date().toISOString().slice(0, 10)}, Node ${process.version})\n`,
    );
    console.log('| turn | runs | median | p95 | ratio to baseline (median) |');
    console.log('|---|---|---|---|---|');
    console.log(row('baseline: JSON.parse(JSON.stringify(messages))', baseline));
    console.log(row('built-in agent (no key)', builtIn));
    console.log(row('streamChat against the fake (0 ms token delay)', client));
    console.log(row('agentReply with a key (prompt + stream + marker filter)', withKey));
  } finally {
    await fake.stop();
  }
};

await main();
