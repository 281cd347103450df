import { describe, expect, it } from 'vitest';
import { scoreTranscript } from './transcript-scorer';

const call = (...turns: string[]) => turns.join('\n');
const outcomeOf = (...turns: string[]) => scoreTranscript(call(...turns)).outcome;

describe('scoreTranscript: negation', () => {
  it('reads "not interested" as a refusal and two negations as interest', () => {
    expect(outcomeOf('AI: Hi from SalesFlow.', 'Lead: I am not interested.')).toBe(
      'not_interested',
    );
    expect(outcomeOf('AI: Hi.', 'Lead: Honestly, I dont think we are interested')).toBe(
      'not_interested',
    );
    expect(outcomeOf('AI: Hi.', "Lead: It's not that I'm not interested. Book the demo.")).toBe(
      'interested',
    );
    expect(outcomeOf('AI: Hi.', 'Lead: interested nahi hoon')).toBe('not_interested');
  });

  it('does not read "no problem" or "no, tell me more" as refusals', () => {
    expect(outcomeOf('AI: Is this a bad time?', 'Lead: No problem, go on. How much is it?')).toBe(
      'interested',
    );
    expect(
      outcomeOf('AI: Have you heard of us?', 'Lead: No, tell me more. What does it cost?'),
    ).toBe('interested');
  });

  it('spells contractions every way', () => {
    for (const refusal of ["don't call again", 'dont call again', 'do not call again']) {
      expect(scoreTranscript(`AI: Hi\nLead: ${refusal}`).outcome).toBe('not_interested');
    }
  });
});

describe('scoreTranscript: who decides', () => {
  it('ignores the AI pitch: only the lead makes a call interested', () => {
    const pitch = 'AI: You will love it, it is great, everyone is interested, sign up for a demo!';
    expect(outcomeOf(pitch, 'Lead: No thanks.')).toBe('not_interested');
    expect(outcomeOf(pitch)).toBe('no_answer');
  });

  it('lets later statements outweigh earlier ones', () => {
    expect(
      outcomeOf('AI: Hi', 'Lead: Sounds good.', 'AI: Great', 'Lead: Actually no, not interested.'),
    ).toBe('not_interested');
    expect(
      outcomeOf(
        'AI: Hi',
        'Lead: Not interested.',
        'AI: It saves time',
        'Lead: Hmm, okay, how much does it cost? Send a quote.',
      ),
    ).toBe('interested');
    expect(outcomeOf('AI: Hi', 'Lead: Interesting, but I am driving. Call me after 6.')).toBe(
      'callback',
    );
  });

  it('reads a bare answer with the question it answers', () => {
    expect(outcomeOf('AI: Shall I book a demo for Friday?', 'Lead: Yes.')).toBe('interested');
    expect(outcomeOf('AI: Is this a good time to talk?', 'Lead: No.')).toBe('callback');
    expect(outcomeOf('AI: Am I speaking with Ravi?', 'Lead: No.')).toBe('not_interested');
    expect(outcomeOf('AI: When should I call you back?', 'Lead: Monday morning.')).toBe('callback');
  });
});

describe('scoreTranscript: no answer', () => {
  it('is no answer without a live lead', () => {
    expect(outcomeOf('')).toBe('no_answer');
    expect(outcomeOf('AI: Hello? Anyone there?')).toBe('no_answer');
    expect(outcomeOf('AI: Hi', 'Lead: Hello? Hello?')).toBe('no_answer');
    expect(outcomeOf('Lead: Please leave a message after the tone and I will call you back.')).toBe(
      'no_answer',
    );
  });

  it('scores no answer at zero', () => {
    expect(scoreTranscript('').aiScore).toBe(0);
  });
});

describe('scoreTranscript: bounds', () => {
  const samples = [
    '',
    'AI: Hi\nLead: Book the demo, send the quote, how much, sign me up',
    'AI: Hi\nLead: Stop calling me, remove my number',
    'AI: Hi\nLead: call me tomorrow',
    'AI: Hi\nLead: maybe',
    'AI: Hi\nLead: okay',
    'AI: Hi\nLead: wrong number',
  ];

  it('gives an integer aiScore 0..100 and a confidence 0..1 with at most 4 decimals', () => {
    for (const text of samples) {
      const { aiScore, confidence } = scoreTranscript(text);
      expect(Number.isInteger(aiScore) && aiScore >= 0 && aiScore <= 100).toBe(true);
      expect(confidence >= 0 && confidence <= 1).toBe(true);
      expect(Math.round(confidence * 10_000) / 10_000).toBe(confidence);
    }
  });

  it('orders scores by outcome: interested above callback above not interested', () => {
    const [, interested, hard, callback] = samples.map((s) => scoreTranscript(s).aiScore);
    expect(interested).toBeGreaterThan(callback ?? 100);
    expect(callback).toBeGreaterThan(hard ?? 100);
    expect(hard).toBeLessThanOrEqual(5);
  });

  it('is surer with clear evidence than with thin or conflicting evidence', () => {
    const clear = scoreTranscript(samples[1] ?? '').confidence;
    const mixed = scoreTranscript(
      'AI: Hi\nLead: Sounds good, but maybe, not sure, call me later',
    ).confidence;
    expect(clear).toBeGreaterThan(mixed);
  });

  it('is deterministic and reads a 1 MB transcript to the end', () => {
    const turn = 'AI: Here is more about our plans.\nLead: Hmm okay, go on, I am listening.\n';
    const text = `${turn.repeat(Math.ceil(1_000_000 / turn.length))}Lead: Actually, stop calling me.`;
    expect(text.length).toBeGreaterThan(1_000_000);
    const first = scoreTranscript(text);
    expect(first.outcome).toBe('not_interested');
    expect(scoreTranscript(text)).toEqual(first);
  });
});
