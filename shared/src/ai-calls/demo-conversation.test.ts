import { describe, expect, it } from 'vitest';
import { aiCallUpdateSchema } from './ai-call.schema';
import {
  type DemoConversationInput,
  demoConversation,
  transcriptLines,
  transcriptText,
} from './demo-conversation';

const input = (overrides: Partial<DemoConversationInput> = {}): DemoConversationInput => ({
  contactName: 'Priya Sharma',
  contactCompany: 'Sharma Textiles',
  agentName: 'Asha',
  companyName: 'Sunrise Solar',
  companyInfo:
    'Sunrise Solar installs rooftop solar for factories across Gujarat. We also service panels.',
  ...overrides,
});

const text = (lines: { message: string }[]) => lines.map((l) => l.message).join('\n');

describe('demoConversation', () => {
  it('is a short call that alternates between the AI and the lead, AI first', () => {
    const lines = demoConversation(input());
    expect(lines.length).toBeGreaterThanOrEqual(10);
    expect(lines.length).toBeLessThanOrEqual(12);
    lines.forEach((line, i) => {
      expect(line.speaker).toBe(i % 2 === 0 ? 'ai' : 'lead');
      expect(line.message.trim()).not.toBe('');
    });
  });

  it('greets the lead by first name as the agent of the user company', () => {
    const [greeting] = demoConversation(input());
    expect(greeting?.message).toBe(
      'Hello Priya, this is Asha calling from Sunrise Solar. Do you have two minutes?',
    );
  });

  it('pitches with the first sentence of the company information only', () => {
    const all = text(demoConversation(input()));
    expect(all).toContain('Sunrise Solar installs rooftop solar for factories across Gujarat.');
    expect(all).not.toContain('We also service panels');
  });

  it('asks about the lead company, books a 15-minute follow-up, and quotes no price', () => {
    const lines = demoConversation(input());
    const all = text(lines);
    expect(all).toContain('how does Sharma Textiles handle this today');
    expect(lines.some((l) => l.speaker === 'lead' && /pricing/i.test(l.message))).toBe(true);
    expect(all).toContain('15-minute call');
    expect(all).not.toMatch(/[$₹]|\bRs\b|\bINR\b|SalesFlow/);
  });

  it('falls back to Assistant, a neutral pitch and "your company" when settings are missing', () => {
    const lines = demoConversation(
      input({ agentName: '  ', companyInfo: null, contactCompany: null, contactName: ' Ravi ' }),
    );
    expect(lines[0]?.message).toBe(
      'Hello Ravi, this is Assistant calling from Sunrise Solar. Do you have two minutes?',
    );
    const all = text(lines);
    expect(all).toContain(
      'Sunrise Solar helps growing businesses like yours win and look after more customers.',
    );
    expect(all).toContain('how does your company handle this today');
  });

  it('keeps pasted company information to one line and one breath', () => {
    const long = `We build\nsoftware ${'for small shops '.repeat(30)}everywhere`;
    const pitchLine = demoConversation(input({ companyInfo: long }))[2]?.message ?? '';
    expect(pitchLine).not.toContain('\n');
    expect(pitchLine).toMatch(/^Thank you, Priya\. In one line: We build software for small/);
    expect(pitchLine.length).toBeLessThan(280);
    expect(pitchLine.endsWith('...')).toBe(true);
  });
});

describe('transcriptText and transcriptLines', () => {
  it('writes AI: and Lead: lines that the update schema accepts, and reads them back', () => {
    const lines = demoConversation(input());
    const stored = transcriptText(lines);
    expect(stored.split('\n')[0]).toBe(`AI: ${lines[0]?.message}`);
    expect(stored.split('\n')[1]).toBe(`Lead: ${lines[1]?.message}`);
    expect(aiCallUpdateSchema.safeParse({ transcript: stored }).success).toBe(true);
    expect(transcriptLines(stored)).toEqual(lines);
  });

  it('reads a line without a label as the rest of the previous message', () => {
    expect(transcriptLines('AI: Hello\nthere\n\nlead: Hi')).toEqual([
      { speaker: 'ai', message: 'Hello there' },
      { speaker: 'lead', message: 'Hi' },
    ]);
    expect(transcriptLines(null)).toEqual([]);
  });
});

describe('the demo pitch and the default company information', () => {
  it('does not read the default template aloud, and fills the placeholders of the user’s own text', async () => {
    const { DEFAULT_AI_AGENT_SCRIPTS } = await import('../ai-agent/ai-agent-templates');
    const base = {
      contactName: 'Priya Sharma',
      contactCompany: 'Acme Traders',
      agentName: 'Asha',
      companyName: 'Kaveri Foods',
    };
    const fromDefault = demoConversation({
      ...base,
      companyInfo: DEFAULT_AI_AGENT_SCRIPTS.companyInfo,
    });
    const spoken = fromDefault.map((line) => line.message).join(' ');
    expect(spoken).not.toContain('{companyName}');
    expect(spoken).not.toContain('your products or services');
    expect(spoken).toContain('Kaveri Foods helps growing businesses');
    const own = demoConversation({
      ...base,
      companyInfo:
        '{companyName} delivers fresh millet snacks to offices in Bengaluru. We started in 2019.',
    });
    expect(own[2]?.message).toBe(
      'Thank you, Priya. In one line: Kaveri Foods delivers fresh millet snacks to offices in Bengaluru.',
    );
  });
});
