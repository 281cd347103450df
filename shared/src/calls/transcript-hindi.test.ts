import { describe, expect, it } from 'vitest';
import { parseCallbackTime } from './callback-time';
import { romaniseDevanagari } from './transcript-devanagari';
import { normaliseText } from './transcript-normalise';
import { scoreTranscript } from './transcript-scorer';

/**
 * Hindi calls: the agent speaks Hindi (Devanagari) or Hinglish (Latin letters), and the lead
 * answers in either script; speech-to-text writes Hindi in Devanagari.
 */
const HINDI_OPENING = 'AI: नमस्ते, मैं Acme से Asha। हमने आपकी enquiry देखी। क्या आप डेमो लेना चाहेंगे?';
const HINGLISH_OPENING =
  'AI: Namaste, main Acme se Asha. Humne aapki enquiry dekhi. Kya aap demo lena chahenge?';
const GOOD_TIME_HINDI = 'AI: नमस्ते, मैं Acme से Asha। क्या अभी दो मिनट बात करने का सही समय है?';

const scored = (...turns: string[]) => scoreTranscript(turns.join('\n'));

describe('Devanagari read as romanised Hindi', () => {
  it('maps the cue words, folds nukta and chandrabindu, and leaves other text alone', () => {
    expect(romaniseDevanagari('हाँ, ज़रूर। कल शाम ४ बजे फ़ोन करें')).toBe(
      'haan, zaroor. kal shaam ko 4 baje phone karein',
    );
    expect(romaniseDevanagari('हां, जरूर')).toBe('haan, zaroor');
    expect(romaniseDevanagari('Call me tomorrow at 4.')).toBe('Call me tomorrow at 4.');
    expect(normaliseText('मुझे नहीं चाहिए')).toBe('me nahi need');
  });
});

describe('scoreTranscript: Hindi and Hinglish', () => {
  it.each([
    ['haan'],
    ['ji haan, demo bhej do'],
    ['theek hai, bilkul'],
    ['zaroor, demo bhej do'],
    ['हाँ'],
    ['ठीक है'],
    ['ज़रूर, डेमो भेज दो'],
    ['हाँ जी, बिल्कुल'],
  ])('reads "%s" to a demo offer as interest', (line) => {
    for (const opening of [HINDI_OPENING, HINGLISH_OPENING]) {
      const score = scored(opening, `Lead: ${line}`);
      expect(score.outcome).toBe('interested');
      expect(score.aiScore).toBeGreaterThanOrEqual(60);
    }
  });

  it.each([['nahi chahiye'], ['interest nahi hai'], ['मुझे नहीं चाहिए'], ['मुझे कोई दिलचस्पी नहीं है']])(
    'reads "%s" as not interested, from a refusal cue',
    (line) => {
      const score = scored(HINGLISH_OPENING, `Lead: ${line}`);
      expect(score.outcome).toBe('not_interested');
      // A refusal heard, not the no-cue default (confidence 0.3... with nothing to go on).
      expect(score.confidence).toBeGreaterThan(0.6);
    },
  );

  it.each([
    ['baad mein call karo'],
    ['kal call karna'],
    ['शाम को फ़ोन करें'],
    ['abhi busy hoon'],
    ['मैं अभी व्यस्त हूँ, बाद में कॉल करें'],
    ['meeting mein hoon, kal baat karte hain'],
    ['abhi time nahi hai'],
  ])('reads "%s" as a callback', (line) => {
    expect(scored(HINGLISH_OPENING, `Lead: ${line}`).outcome).toBe('callback');
  });

  it('reads a bare "no" to a Hindi "is this a good time?" as call later', () => {
    expect(scored(GOOD_TIME_HINDI, 'Lead: नहीं।').outcome).toBe('callback');
  });

  it.each([['dobara call mat karna'], ['फिर से कॉल मत करना']])(
    'reads "%s" as a hard refusal, scored lowest',
    (line) => {
      const score = scored(HINDI_OPENING, `Lead: ${line}`);
      expect(score.outcome).toBe('not_interested');
      expect(score.aiScore).toBeLessThanOrEqual(5);
    },
  );

  it('reads a whole Hinglish call: price asked, demo booked', () => {
    const score = scored(
      HINGLISH_OPENING,
      'Lead: Haan ji, batao. Iska price kya hai?',
      'AI: Starter plan 999 rupees a month hai. Kya main aapke liye demo book kar doon?',
      'Lead: Theek hai, kal shaam 5 baje rakh lo.',
    );
    expect(score.outcome).toBe('interested');
  });

  it('reads a whole Hindi call: interested, then busy, then a time', () => {
    const score = scored(
      GOOD_TIME_HINDI,
      'Lead: हाँ, बताइए।',
      'AI: हम बिलिंग सॉफ़्टवेयर बनाते हैं। क्या आप डेमो लेना चाहेंगे?',
      'Lead: अभी मैं मीटिंग में हूँ, कल सुबह 11 बजे कॉल करना।',
    );
    expect(score.outcome).toBe('callback');
  });
});

describe('callback times said in Hindi', () => {
  const clock = { now: new Date('2026-11-23T09:30:00Z'), timeZone: 'Asia/Kolkata' };
  it.each([
    ['kal shaam 4 baje call karna', '2026-11-24T10:30:00.000Z'],
    ['कल शाम 4 बजे फ़ोन करें', '2026-11-24T10:30:00.000Z'],
    ['कल शाम ४ बजे फ़ोन करें', '2026-11-24T10:30:00.000Z'],
    ['parso subah 11 baje', '2026-11-25T05:30:00.000Z'],
  ])('"%s" is %s', (said, at) => {
    expect(parseCallbackTime(said, clock)).toBe(at);
  });
});
