import {
  type AiAgentSettings,
  DEFAULT_AI_AGENT_SETTINGS,
} from '@salesflow/shared/ai-agent/ai-agent-settings';
import { templatePack } from '@salesflow/shared/ai-agent/ai-agent-templates';
import { describe, expect, it } from 'vitest';
import type { AgentContext, AgentTurn } from './agent-context';
import { type AgentDecision, builtInReply, welcomeGreeting } from './built-in-agent';

// Monday 23 November 2026, 15:00 in Kolkata.
const now = new Date('2026-11-23T09:30:00Z');
const settings: AiAgentSettings = { ...DEFAULT_AI_AGENT_SETTINGS, name: 'Asha' };

const contextOf = (turns: AgentTurn[], over: Partial<AiAgentSettings> = {}): AgentContext => ({
  settings: { ...settings, ...over },
  companyName: 'Acme Traders',
  lead: { name: 'Priya Shah', company: 'Shah Textiles', timeZone: 'Asia/Kolkata' },
  knowledge: '',
  turns,
  llmKey: null,
  now,
});

/** The agent speaks first, then answers each lead line in turn; stops when it ends the call. */
const converse = (leadLines: string[], over: Partial<AiAgentSettings> = {}) => {
  const turns: AgentTurn[] = [];
  const decisions: AgentDecision[] = [];
  for (const line of [null, ...leadLines]) {
    if (line !== null) turns.push({ speaker: 'lead', text: line });
    const decision = builtInReply(contextOf(turns, over));
    decisions.push(decision);
    turns.push({ speaker: 'ai', text: decision.text });
    if (decision.end) break;
  }
  return decisions;
};

describe('the built-in agent', () => {
  it('opens with the sales script, pitches, asks every question, then closes', () => {
    const decisions = converse([
      'Yes, go ahead.',
      'Sure, ask away.',
      'We lose enquiries on WhatsApp.',
      'In a notebook.',
      'Within a month.',
      'My partner and me.',
      'Around 2,000 rupees a month.',
      'Pune.',
      'Sounds good.',
    ]);
    expect(decisions[0]).toEqual({
      text: 'Hello, this is Asha calling from Acme Traders. Is this a good time to talk for two minutes?',
      end: false,
      step: 'opening',
    });
    expect(decisions[1]?.step).toBe('pitch');
    expect(decisions[1]?.text).toContain('you recently enquired with Acme Traders');
    expect(decisions.slice(2, 8).map((d) => d.step)).toEqual(Array(6).fill('question'));
    expect(decisions[2]?.text).toBe(
      'Thank you. What made you enquire with us: is there a specific need or problem?',
    );
    expect(decisions[7]?.text).toBe('Thank you. Which city or region are you based in?');
    expect(decisions[8]).toMatchObject({ step: 'close', end: true });
    // The follow-up prompts quote the farewell to use.
    expect(decisions[8]?.text).toMatch(/Thank you, have a great day\.$/);
    expect(decisions).toHaveLength(9);
  });

  it('greets with the opening and goes on from it when the relay spoke it', () => {
    const greeting = welcomeGreeting(contextOf([]));
    expect(greeting).toBe(converse([])[0]?.text);
    const turns: AgentTurn[] = [
      { speaker: 'ai', text: greeting },
      { speaker: 'lead', text: 'Yes, sure.' },
    ];
    expect(builtInReply(contextOf(turns)).step).toBe('pitch');
    expect(welcomeGreeting(contextOf([], { salesScript: '' }))).toBe(
      'Hello, this is Asha calling from Acme Traders. Is this a good time to talk?',
    );
  });

  it('closes when the call nears its maximum duration', () => {
    const turns: AgentTurn[] = [
      { speaker: 'ai', text: welcomeGreeting(contextOf([])) },
      { speaker: 'lead', text: 'Yes, sure.' },
    ];
    const early = { ...contextOf(turns), elapsedSeconds: 100 };
    const late = { ...contextOf(turns), elapsedSeconds: settings.maxCallDuration - 20 };
    expect(builtInReply(early)).toMatchObject({ step: 'pitch', end: false });
    expect(builtInReply(late)).toMatchObject({ step: 'close', end: true });
  });

  it("answers an objection with the script's answer and goes on", () => {
    const decisions = converse(['Yes.', 'Honestly, it is too expensive for us.']);
    expect(decisions[2]).toEqual({
      text: 'I understand. Could you tell me what you are comparing it with? Many customers find the value is in the time and money it saves them every month, and we can suggest an option that fits your budget.',
      end: false,
      step: 'objection',
    });
  });

  it('ends politely when the lead is not interested', () => {
    const decisions = converse(['No, I am not interested.']);
    expect(decisions.at(-1)).toMatchObject({ step: 'not-interested', end: true });
  });

  it('handles a scripted "not interested" once, then ends on a second refusal', () => {
    const cold = templatePack('cold-calling').scripts;
    const decisions = converse(['Not interested.', 'No, really, not interested.'], cold);
    expect(decisions[1]).toMatchObject({ step: 'objection', end: false });
    expect(decisions[1]?.text).toMatch(/^I understand\. Just so I do not waste your time/);
    expect(decisions[2]).toMatchObject({ step: 'not-interested', end: true });
  });

  it.each([
    'Please stop calling me.',
    "Don't call me again, remove me from your list.",
    'dobara call mat karna',
  ])('ends at once on a Do Not Call request: "%s"', (line) => {
    const decisions = converse(['Yes, tell me.', line]);
    expect(decisions.at(-1)).toMatchObject({ step: 'do-not-call', end: true });
    expect(decisions.at(-1)?.text).toContain('you are not called again');
  });

  it('asks when to call back, then confirms the time and ends', () => {
    const decisions = converse(['I am busy right now.', 'Call me tomorrow at 4.']);
    // The script's own answer to "I am busy right now" asks for a time.
    expect(decisions[1]).toMatchObject({ step: 'objection', end: false });
    expect(decisions[1]?.text).toContain('When is a better time');
    expect(decisions[2]).toEqual({
      text: 'Of course. I will call you back tomorrow at 4:00 PM. Thank you, and have a great day.',
      end: true,
      step: 'callback',
    });
  });

  it('confirms a callback asked for straight away, in the lead’s time zone', () => {
    const decisions = converse(['Can you call me next Monday morning?']);
    expect(decisions[1]?.text).toBe(
      'Of course. I will call you back Monday at 10:00 AM. Thank you, and have a great day.',
    );
  });

  it('asks for a time once, and gives up politely if none comes', () => {
    const noBusy = { objectionHandling: '' };
    const decisions = converse(['Call me later.', 'I do not know, just later.'], noBusy);
    expect(decisions[1]).toMatchObject({ step: 'ask-time', end: false });
    expect(decisions[2]).toMatchObject({ step: 'callback', end: true });
  });
});
