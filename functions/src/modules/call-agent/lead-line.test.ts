import { describe, expect, it } from 'vitest';
import { asksQuestion, readLeadLine } from './lead-line';

// Monday 23 November 2026, 15:00 in Kolkata.
const clock = { now: new Date('2026-11-23T09:30:00Z'), timeZone: 'Asia/Kolkata' };
const read = (line: string, previousAi: string | null = 'Kya aap demo lena chahenge?') =>
  readLeadLine(line, previousAi, clock);

describe('asksQuestion', () => {
  it.each([
    'How much does it cost?',
    'how much does it cost',
    'So what are your timings',
    'Is there a free trial',
    'Can you send it on WhatsApp',
    'iska price kya hai',
    'kitne ka hai',
    'demo kab ho sakta hai',
    'office kahan hai',
    'इसकी कीमत कितनी है',
    'आप कौन बोल रहे हैं',
  ])('"%s" asks', (line) => {
    expect(asksQuestion(line)).toBe(true);
  });

  it.each(['Yes, go ahead.', 'We lose enquiries on WhatsApp.', 'haan ji', 'ठीक है', 'Pune.'])(
    '"%s" does not',
    (line) => {
      expect(asksQuestion(line)).toBe(false);
    },
  );
});

describe('readLeadLine in Hindi and Hinglish', () => {
  it('hears interest', () => {
    for (const line of ['haan, demo bhej do', 'हाँ जी, ज़रूर', 'theek hai, bilkul']) {
      expect(read(line).interested).toBe(true);
    }
  });

  it('hears a refusal', () => {
    for (const line of ['nahi chahiye', 'interest nahi hai', 'मुझे नहीं चाहिए']) {
      expect(read(line).refuses).toBe(true);
    }
  });

  it('hears a callback, with its time when one is named', () => {
    expect(read('baad mein call karo')).toMatchObject({ wantsCallback: true, callbackAt: null });
    expect(read('kal shaam 4 baje call karna').callbackAt).toBe('2026-11-24T10:30:00.000Z');
    expect(read('शाम को फ़ोन करें')).toMatchObject({
      wantsCallback: true,
      callbackAt: '2026-11-23T12:30:00.000Z',
    });
    // A time alone answers the agent's "which time suits you?" in Hindi.
    expect(read('कल सुबह 11 बजे', 'कोई बात नहीं। कौन सा समय ठीक रहेगा: सुबह या शाम?').callbackAt).toBe(
      '2026-11-24T05:30:00.000Z',
    );
  });

  it('hears Do Not Call requests', () => {
    for (const line of ['dobara call mat karna', 'फिर से कॉल मत करना']) {
      expect(read(line).doNotCall).toBe(true);
    }
  });
});
