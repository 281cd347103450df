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
