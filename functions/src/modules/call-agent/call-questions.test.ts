import { parseTranscript } from '@salesflow/shared/calls/transcript';
import { describe, expect, it } from 'vitest';
import { crossCheckQuestions, questionsAsked } from './call-questions';

const clock = { now: new Date('2026-11-23T09:30:00Z'), timeZone: 'Asia/Kolkata' };
const judge = (...lines: string[]) => questionsAsked(parseTranscript(lines.join('\n')), clock);

describe("the lead's questions", () => {
  it('hears a question answered with content, in English and Hinglish', () => {
    expect(
      judge(
        'AI: Hello, this is Asha from Acme.',
        'Lead: How much does it cost?',
        'AI: Starter plan is 999 rupees a month. What made you enquire?',
        'Lead: iska trial hai kya',
        'AI: Haan, 14 din ka free trial hai.',
      ),
    ).toEqual([
      { question: 'How much does it cost?', answered: true, verdict: 'answered' },
      { question: 'iska trial hai kya', answered: true, verdict: 'answered' },
    ]);
  });

  it('does not count a deferral, a bare script question or an unrelated line as an answer', () => {
    expect(
      judge(
        'AI: Hello.',
        'Lead: How much does it cost?',
        'AI: Thank you. How are you handling this today?',
        'Lead: Do you integrate with Tally?',
        'AI: I do not have that detail with me right now, but someone from our team will follow up with you on it.',
        'Lead: Is there an Android app?',
        'AI: We have been in business for ten years.',
      ).map((q) => [q.answered, q.verdict]),
    ).toEqual([
      [false, 'no-content'],
      [false, 'deflected'],
      [false, 'unrelated'],
    ]);
  });

  it('leaves out greetings, who-is-this, callback requests and a question the call ended on', () => {
    expect(
      judge(
        'AI: Hello.',
        'Lead: Who is this?',
        'AI: This is Asha from Acme.',
        'Lead: How are you?',
        'AI: Very well, thank you.',
        'Lead: Can you call me tomorrow at 4?',
        'AI: Of course.',
        'Lead: What is the price?',
      ),
    ).toEqual([]);
  });

  it("keeps the rules' deferrals unanswered and lets the model read the rest", () => {
    const rules = judge(
      'AI: Hello.',
      'Lead: How much does it cost?',
      'AI: Someone from our team will follow up on that.',
      'Lead: Do you work in Pune?',
      'AI: Yes, we have customers across Maharashtra.',
    );
    expect(rules.map((q) => q.verdict)).toEqual(['deflected', 'unrelated']);
    expect(
      crossCheckQuestions(rules, [
        { question: 'How much does it cost?', answered: true },
        { question: 'do you work in pune', answered: true },
        { question: 'Is there a discount', answered: false },
      ]),
    ).toEqual([
      { question: 'How much does it cost?', answered: false },
      { question: 'Do you work in Pune?', answered: true },
      { question: 'Is there a discount', answered: false },
    ]);
  });
});

describe('requests to book', () => {
  it('are not questions of fact; the price beside one is', () => {
    expect(
      judge(
        'AI: Hello.',
        'Lead: Can I get a demo?',
        'AI: Certainly. Someone from our team will get in touch to set that up with you.',
        'Lead: How much is it? Can we schedule a meeting on Friday?',
        'AI: Thank you. Which city are you in?',
      ),
    ).toEqual([{ question: 'How much is it?', answered: false, verdict: 'no-content' }]);
  });
});
