import { describe, expect, it } from 'vitest';
import {
  buildPassageIndex,
  findPassages,
  passageIndexOf,
  spokenPassage,
  termsOf,
} from './knowledge-passages';

const knowledge = `About Acme Traders:
- What we sell: billing software for textile shops
- Prices and current offers: Starter plan 999 rupees a month, Pro plan 1,999 rupees a month.
- Hours: Monday to Saturday, 10 AM to 7 PM IST

Frequently asked questions
Q: Is there a free trial?
A: Yes, every plan comes with a 14-day free trial, no card needed.
Q: Do you integrate with Tally? A: Yes, invoices sync to Tally every night.

Our office is in Surat, Gujarat. We also have a support team in Pune that answers calls in Hindi and English.
Refunds are given within 7 days of purchase.`;

const best = (question: string) =>
  findPassages(buildPassageIndex(knowledge), question)[0]?.passage.text ?? null;

describe('knowledge passages', () => {
  it('cuts bullets, Q/A pairs and prose sentences into passages', () => {
    const texts = buildPassageIndex(knowledge).passages.map((p) => p.text);
    expect(texts).toContain('Hours: Monday to Saturday, 10 AM to 7 PM IST');
    expect(texts).toContain('Yes, every plan comes with a 14-day free trial, no card needed.');
    expect(texts).toContain('Yes, invoices sync to Tally every night.');
    expect(texts).toContain('Our office is in Surat, Gujarat.');
  });

  it('meets price words in English, Hinglish and Hindi at one concept', () => {
    for (const word of [
      'cost',
      'pricing',
      'charges',
      'fees',
      'how much',
      'kitna',
      'daam',
      'कीमत',
      'कितना',
      'दाम',
    ]) {
      expect(termsOf(word)).toEqual(['#price']);
    }
    expect(termsOf('How are you?')).toEqual([]);
  });

  it.each([
    ['How much does it cost?', /Starter plan 999 rupees/],
    ['What are your charges?', /Starter plan 999 rupees/],
    ['iska price kya hai?', /Starter plan 999 rupees/],
    ['इसकी कीमत कितनी है?', /Starter plan 999 rupees/],
    ['Can I try it for free first?', /14-day free trial/],
    ['Does it work with Tally?', /sync to Tally/],
    ['Where are you located?', /Surat/],
    ['aapka office kahan hai?', /Surat/],
    ['What are your timings?', /Monday to Saturday/],
    ['Can I get my money back?', /Refunds are given/],
    ['Do you have customer care in Hindi?', /support team in Pune/],
  ])('answers "%s" from the right passage', (question, expected) => {
    expect(best(question)).toMatch(expected);
  });

  it('finds nothing for what the knowledge does not say', () => {
    expect(best('Do you have an Android app?')).toBeNull();
    expect(best('How are you today?')).toBeNull();
    // One plain word of three ("Surat") is not an answer to a question about a mobile app.
    expect(best('Is there a mobile app in Surat?')).toBeNull();
    // The company's name is in every fact: it answers nothing.
    const index = buildPassageIndex(knowledge);
    expect(findPassages(index, 'Does Acme have an Android app?', { ignore: ['acme'] })).toEqual([]);
  });

  it('builds the index once per text', () => {
    expect(passageIndexOf(knowledge)).toBe(passageIndexOf(knowledge));
  });

  it('is fast: a 12,000-character knowledge answers in well under a millisecond a turn', () => {
    const big = `${knowledge}\n\n${'Acme Traders sells billing software for textile shops in Surat and Pune. '.repeat(160)}`;
    const index = passageIndexOf(big);
    const start = performance.now();
    for (let i = 0; i < 100; i += 1) findPassages(index, 'What are your prices per month?');
    expect((performance.now() - start) / 100).toBeLessThan(2);
  });

  it('speaks one or two sentences of a passage, ending with a full stop', () => {
    expect(spokenPassage('One. Two. Three.')).toBe('One. Two.');
    expect(spokenPassage('Monday to Saturday, 10 AM to 7 PM IST')).toBe(
      'Monday to Saturday, 10 AM to 7 PM IST.',
    );
    expect(spokenPassage(`${'word '.repeat(80)}end`).length).toBeLessThanOrEqual(241);
  });
});
