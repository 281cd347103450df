import { callAnalysisSchema } from '@salesflow/shared/ai-calls/call-analysis.schema';
import { describe, expect, it } from 'vitest';
import { analyseCall, ruleAnalysis } from './call-analysis';

// Monday 23 November 2026, 15:00 in Kolkata.
const callAt = new Date('2026-11-23T09:30:00Z');
const zone = 'Asia/Kolkata';

const call = (...leadLines: string[]) =>
  leadLines
    .flatMap((line) => ['AI: Hello, this is Asha from Acme. Is this a good time?', `Lead: ${line}`])
    .join('\n');

describe('the built-in call analysis', () => {
  it('reads an interested lead', () => {
    const analysis = ruleAnalysis(
      call('Yes, tell me more.', 'How much does it cost per user? Can I get a demo?'),
      callAt,
      zone,
    );
    expect(analysis).toMatchObject({ outcome: 'interested', doNotCall: false, callbackAt: null });
    expect(analysis.aiScore).toBeGreaterThanOrEqual(60);
    expect(analysis.summary).toMatch(/^The lead was interested\. The lead spoke 2 times/);
    expect(analysis.nextStep).toBe(
      'Book the demo or send the quote the lead asked for within one working day.',
    );
    expect(callAnalysisSchema.safeParse(analysis).success).toBe(true);
  });

  it('resolves the callback time the lead asked for', () => {
    const analysis = ruleAnalysis(call('I am driving, call me tomorrow at 4.'), callAt, zone);
    expect(analysis).toMatchObject({
      outcome: 'callback',
      callbackAt: '2026-11-24T10:30:00.000Z',
      nextStep: 'Call the lead back tomorrow at 4:00 PM.',
      doNotCall: false,
    });
    expect(analysis.summary).toMatch(/^The lead asked to be called back tomorrow at 4:00 PM\./);
  });

  it('hears Do Not Call requests, in Hinglish too', () => {
    for (const line of ['Stop calling me, remove me from your list.', 'dobara call mat karna']) {
      const analysis = ruleAnalysis(call(line), callAt, zone);
      expect(analysis).toMatchObject({ outcome: 'not_interested', doNotCall: true });
      expect(analysis.aiScore).toBeLessThanOrEqual(5);
      expect(analysis.nextStep).toBe('Mark the lead Do Not Call and do not call again.');
    }
  });

  it('calls a transcript with no live lead no answer', () => {
    const analysis = ruleAnalysis('AI: Hello? Is anyone there?', callAt, zone);
    expect(analysis).toMatchObject({ outcome: 'no_answer', aiScore: 0, doNotCall: false });
  });

  it('has four decimals of confidence and fits the schema', () => {
    const analysis = ruleAnalysis(call('Not interested, thanks.'), callAt, zone);
    expect(analysis.outcome).toBe('not_interested');
    expect(Math.round(analysis.confidence * 10_000) / 10_000).toBe(analysis.confidence);
    expect(callAnalysisSchema.safeParse(analysis).success).toBe(true);
  });

  it('is what analyseCall answers with no key', async () => {
    const transcript = call('Call me next Monday morning.');
    expect(await analyseCall({ transcript, callAt, timeZone: zone, llmKey: null })).toEqual({
      analysis: ruleAnalysis(transcript, callAt, zone),
      by: 'rules',
    });
  });
});

describe("the lead's questions in the analysis", () => {
  // The walk-through: the price asked, a script line said, and the call scored 90.
  const walkThrough = [
    'AI: Hello, this is Asha calling from Acme Traders. Is this a good time to talk for two minutes?',
    'Lead: Yes, sure, go ahead.',
    'AI: I am calling because you recently enquired with Acme Traders. May I ask a few quick questions?',
    'Lead: Sounds good, I am interested. How much does it cost?',
    'AI: Thank you. How are you handling this today?',
    'Lead: In a notebook. Please book a demo for Friday.',
    'AI: Thank you. That is very helpful. We will send you a short summary and agree the next step with you.',
  ].join('\n');

  it('records an unanswered question, caps the score and says so', () => {
    const analysis = ruleAnalysis(walkThrough, callAt, zone);
    expect(analysis.outcome).toBe('interested');
    expect(analysis.questions).toEqual([{ question: 'How much does it cost?', answered: false }]);
    expect(analysis.aiScore).toBeLessThanOrEqual(60);
    expect(analysis.summary).toMatch(/The lead's question about pricing was not answered\.$/);
    expect(analysis.nextStep).toBe(
      "Answer the lead's question about pricing, then book the demo or send the quote the lead asked for within one working day.",
    );
    expect(callAnalysisSchema.safeParse(analysis).success).toBe(true);
  });

  it('scores the same call well when the agent answered', () => {
    const answered = walkThrough.replace(
      'AI: Thank you. How are you handling this today?',
      'AI: The Starter plan is 999 rupees a month. How are you handling this today?',
    );
    const analysis = ruleAnalysis(answered, callAt, zone);
    expect(analysis.questions).toEqual([{ question: 'How much does it cost?', answered: true }]);
    expect(analysis.aiScore).toBeGreaterThan(60);
    expect(analysis.nextStep).toBe(
      'Book the demo or send the quote the lead asked for within one working day.',
    );
  });

  it('caps lower for more unanswered questions', () => {
    const two = walkThrough.replace(
      'Lead: In a notebook. Please book a demo for Friday.',
      'Lead: Do you integrate with Tally?\nAI: Someone from our team will follow up on that.\nLead: Okay. Please book a demo for Friday.',
    );
    const analysis = ruleAnalysis(two, callAt, zone);
    expect(analysis.questions?.map((q) => q.answered)).toEqual([false, false]);
    expect(analysis.aiScore).toBeLessThanOrEqual(50);
    expect(analysis.summary).toMatch(
      /2 of the lead's questions \(about pricing and integrations\) were not answered\.$/,
    );
  });

  it('reads older stored analyses without questions', () => {
    const { questions: _none, ...older } = ruleAnalysis(
      call('Not interested, thanks.'),
      callAt,
      zone,
    );
    expect(callAnalysisSchema.safeParse(older).success).toBe(true);
  });
});
