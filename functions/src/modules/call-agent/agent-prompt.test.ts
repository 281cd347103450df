import {
  type AiAgentSettings,
  DEFAULT_AI_AGENT_SETTINGS,
} from '@salesflow/shared/ai-agent/ai-agent-settings';
import { describe, expect, it } from 'vitest';
import type { AgentContext } from './agent-context';
import { chatMessages, END_CALL_MARKER, systemPrompt } from './agent-prompt';
import { agentReply, withoutMarker, wordTokens } from './agent-reply';
import { objectionsOf, questionsOf } from './agent-scripts';
import { ownCompanyInfo } from './company-knowledge';

const values = { agentName: 'Asha', companyName: 'Acme Traders' };
const contextOf = (over: Partial<AiAgentSettings> = {}): AgentContext => ({
  settings: { ...DEFAULT_AI_AGENT_SETTINGS, name: 'Asha', language: 'hi-IN', ...over },
  companyName: 'Acme Traders',
  lead: { name: 'Priya Shah', company: 'Shah Textiles', title: 'Owner' },
  knowledge: 'Acme Traders sells billing software for textile shops.',
  turns: [
    { speaker: 'ai', text: 'Hello, this is Asha.' },
    { speaker: 'lead', text: 'Hi, who is this?' },
  ],
  llmKey: null,
});

describe('the system prompt', () => {
  it('holds the settings, scripts, knowledge, the lead and the rules', () => {
    const prompt = systemPrompt(
      contextOf({ companyInfo: 'About {companyName}: billing software, from 999 rupees a month.' }),
    );
    expect(prompt).toContain(
      'You are Asha, a sales representative calling on behalf of Acme Traders.',
    );
    expect(prompt).toContain('About Acme Traders: billing software, from 999 rupees a month.');
    expect(prompt).toContain('Hello, this is Asha calling from Acme Traders.');
    expect(prompt).toContain('How soon would you like a solution in place?');
    expect(prompt).toContain('"We already have a supplier"');
    expect(prompt).toContain('Agree a clear next step');
    expect(prompt).toContain('Acme Traders sells billing software for textile shops.');
    expect(prompt).toContain('Name: Priya Shah\nCompany: Shah Textiles\nTitle: Owner');
    expect(prompt).toContain('Speak Hindi');
    expect(prompt).toContain('one or two short sentences a turn');
    expect(prompt).toContain('Never invent facts');
    expect(prompt).toContain(END_CALL_MARKER);
    expect(prompt).not.toContain('{agentName}');
    expect(prompt).not.toContain('{companyName}');
  });

  it('asks the model to wrap up near the maximum duration, and only then', () => {
    const max = DEFAULT_AI_AGENT_SETTINGS.maxCallDuration;
    expect(systemPrompt({ ...contextOf(), elapsedSeconds: 60 })).not.toContain('## Time');
    expect(systemPrompt({ ...contextOf(), elapsedSeconds: max - 25 })).toContain(
      'The call must end in about 25 seconds',
    );
  });

  it('leaves out the untouched company template and unfilled lines', () => {
    expect(ownCompanyInfo(DEFAULT_AI_AGENT_SETTINGS.companyInfo)).toBe('');
    expect(
      ownCompanyInfo('We sell looms.\n- Prices: (starting price, plans)\n- Hours: 10 to 7'),
    ).toBe('We sell looms.\n- Hours: 10 to 7');
    expect(systemPrompt(contextOf())).not.toContain('Company information');
  });

  it("puts the facts for the lead's latest question in the prompt, or says to defer", () => {
    const companyInfo =
      'About {companyName}:\n- Prices and current offers: Starter plan 999 rupees a month.';
    const asking = (text: string, over: Partial<AiAgentSettings> = {}) =>
      systemPrompt({
        ...contextOf(over),
        turns: [
          { speaker: 'ai', text: 'Hello, this is Asha.' },
          { speaker: 'lead', text },
        ],
      });
    const priced = asking('How much does it cost?', { companyInfo });
    expect(priced).toContain("## Facts for the lead's latest question");
    expect(priced).toContain(
      "Answer the lead's question from these facts only:\n- Prices and current offers: Starter plan 999 rupees a month.",
    );
    expect(priced).toContain('only from the company information and knowledge below');
    const unknown = asking('Do you have an Android app?', { companyInfo });
    expect(unknown).toContain(
      'say you do not have that detail and someone from the team will follow up',
    );
    expect(asking('Yes, go on.', { companyInfo })).not.toContain('## Facts');
  });

  it('asks for the chosen language explicitly, Hinglish in Latin letters', () => {
    expect(systemPrompt(contextOf({ language: 'hi-Latn' }))).toContain(
      '- Speak Hinglish: reply in Hinglish, Hindi in Latin letters mixed with English as the lead does',
    );
    expect(systemPrompt(contextOf({ language: 'hi-IN' }))).toContain(
      '- Speak Hindi, written in Devanagari',
    );
    expect(systemPrompt(contextOf({ language: 'en-IN' }))).toContain('- Speak Indian English.');
  });

  it('turns the conversation into chat messages', () => {
    const messages = chatMessages(contextOf());
    expect(messages.map((m) => m.role)).toEqual(['system', 'assistant', 'user']);
    expect(messages[2]).toEqual({ role: 'user', content: 'Hi, who is this?' });
  });
});

describe('reading the scripts', () => {
  it('splits questions and objection pairs in the forms users write', () => {
    expect(questionsOf(DEFAULT_AI_AGENT_SETTINGS.qualificationQuestions, values)).toHaveLength(6);
    expect(questionsOf('- Who decides? How soon?\n* Budget range', values)).toEqual([
      'Who decides?',
      'How soon?',
      'Budget range',
    ]);
    const defaults = objectionsOf(DEFAULT_AI_AGENT_SETTINGS.objectionHandling, values);
    expect(defaults.map((p) => p.objection)).toEqual([
      'It is too expensive',
      'I am busy right now',
      'Send me the details',
      'We already have a supplier',
      'We need to think about it',
    ]);
    expect(
      objectionsOf('Too costly -> We have a smaller plan.\nNo time → Two minutes only.', values),
    ).toMatchObject([
      { objection: 'Too costly', answer: 'We have a smaller plan.' },
      { objection: 'No time', answer: 'Two minutes only.' },
    ]);
  });
});

describe('the end-of-call marker', () => {
  const run = async (tokens: string[]) => {
    let marked = false;
    async function* source() {
      yield* tokens;
    }
    const out: string[] = [];
    for await (const t of withoutMarker(source(), () => {
      marked = true;
    }))
      out.push(t);
    return { text: out.join(''), marked };
  };

  it('is stripped even when split across tokens', async () => {
    expect(await run(['Thank', ' you,', ' goodbye.', ' [END', '_CA', 'LL]'])).toEqual({
      text: 'Thank you, goodbye.',
      marked: true,
    });
  });

  it('lets brackets that are not the marker through', async () => {
    expect(await run(['Press', ' [1]', ' or', ' [E', 'xit]'])).toEqual({
      text: 'Press [1] or [Exit]',
      marked: false,
    });
  });
});

describe('agentReply without a key', () => {
  it('streams the built-in reply word by word', async () => {
    const reply = agentReply({ ...contextOf(), turns: [] });
    const tokens: string[] = [];
    for await (const token of reply.tokens) tokens.push(token);
    expect(tokens.length).toBeGreaterThan(5);
    // The agent speaks Hindi here: the untouched default script is said in Hindi.
    expect(tokens.join('')).toBe(
      'नमस्ते, मैं Acme Traders से Asha। क्या अभी दो मिनट बात करने का सही समय है?',
    );
    expect(tokens).toEqual(wordTokens(tokens.join('')));
    expect(await reply.end).toBe(false);
    expect(await reply.source).toBe('built-in');
  });
});
