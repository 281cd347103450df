/**
 * Hindi in Devanagari read as the romanised Hindi the rest of the normaliser already knows: "हाँ"
 * is "haan", "कॉल मत करना" is "call mat karna", "शाम को" is "shaam ko". Speech-to-text writes
 * Hindi and Hinglish calls in Devanagari (Transcribe's hi-IN model does), while leads who type
 * write Latin letters; mapping the words that carry a cue (agreement, refusal, time, calling,
 * buying) to their romanised spelling lets one lexicon read both. Only Devanagari is touched, so
 * English text reads exactly as before.
 *
 * Spelling variants are folded first: the nukta is dropped ("ज़रूर" and "जरूर" are one word) and
 * the chandrabindu is the anusvara ("हाँ" and "हां"); Devanagari digits become ASCII ones and the
 * danda a full stop.
 */
const PHRASES: readonly (readonly [string, string])[] = [
  // Longer phrases first: each is matched as whole words.
  ['कोई बात नहीं', 'koi baat nahi'],
  ['हां जी|जी हां|हांजी', 'haan ji'],
  ['हां|हाँ', 'haan'],
  ['ठीक है|ठीक हैं|ठीक', 'theek hai'],
  ['अच्छा|अछा', 'accha'],
  ['बिल्कुल|बिलकुल', 'bilkul'],
  ['जरूर|जरुर', 'zaroor'],
  ['बढिया|बहुत बढिया', 'badhiya'],
  ['सही है', 'sahi hai'],
  ['धन्यवाद|शुक्रिया|थैंक यू', 'thank you'],
  ['नहीं|नही|नइ', 'nahi'],
  ['मत', 'mat'],
  ['मुझे|मुझको', 'mujhe'],
  ['हमें|हमको', 'humein'],
  ['आपको|आपका|आपकी|आपके|आप', 'aap'],
  ['मैं', 'main'],
  ['कोई', 'koi'],
  ['कुछ', 'kuch'],
  ['हम', 'hum'],
  ['मेरा|मेरी|मेरे', 'mera'],
  ['चाहिए|चाहिये', 'chahiye'],
  ['जरूरत', 'zaroorat'],
  ['दिलचस्पी|रुचि|इंटरेस्ट', 'interest'],
  ['इंटरेस्टेड', 'interested'],
  ['कॉल|काल', 'call'],
  ['फोन', 'phone'],
  ['करें|करे', 'karein'],
  ['करना', 'karna'],
  ['करो', 'karo'],
  ['कीजिए|कीजिये', 'kijiye'],
  ['करिए|करिये', 'kariye'],
  ['कर दो', 'kar do'],
  ['कर देना', 'kar dena'],
  ['कर लेना', 'kar lena'],
  ['करेंगे', 'karenge'],
  ['दोबारा|दुबारा', 'dobara'],
  ['फिर से', 'phir se'],
  ['फिर', 'phir'],
  ['कभी', 'kabhi'],
  ['बाद में', 'baad mein'],
  ['परसों', 'parso'],
  ['कल', 'kal'],
  ['आज', 'today'],
  ['अभी', 'abhi'],
  ['शाम को|शाम', 'shaam ko'],
  ['सुबह', 'subah'],
  ['दोपहर', 'afternoon'],
  ['रात को|रात', 'tonight'],
  ['बजे', 'baje'],
  ['अगले हफ्ते|अगले सप्ताह|अगले वीक', 'agle hafte'],
  ['व्यस्त|बिजी', 'busy'],
  ['हूं|हूँ', 'hoon'],
  ['हैं', 'hain'],
  ['है', 'hai'],
  ['मीटिंग में', 'in a meeting'],
  ['गाडी चला रहा|गाडी चला रही|ड्राइव कर रहा|ड्राइव कर रही', 'driving'],
  ['समय|टाइम', 'time'],
  ['महंगा|मेहंगा|महंगी', 'mehenga'],
  ['डेमो', 'demo'],
  ['ट्रायल', 'trial'],
  ['कीमत|दाम|प्राइस', 'price'],
  ['कितना|कितने|कितनी', 'kitna'],
  ['भेज दो|भेज दीजिए|भेज दीजिये|भेजिए|भेजो|भेज देना', 'bhej do'],
  ['बताइए|बताइये|बताओ|बता दो', 'batao'],
  ['सोचेंगे|सोच के|सोचकर|सोचना पडेगा', 'sochenge'],
  ['बता देंगे|बता दूंगा|बता दूंगी', 'bata denge'],
  ['देखते हैं|देखेंगे', 'dekhenge'],
  ['गलत नंबर', 'galat number'],
  ['पहले से', 'pehle se'],
  ['रहने दो', 'rehne do'],
  ['छोडो', 'chhodo'],
  ['परेशान मत करो|परेशान मत करें|परेशान मत कीजिए|परेशान न करें', 'do not disturb'],
  ['नंबर हटा दो|नंबर हटाइए|नंबर हटा दीजिए', 'remove my number'],
  ['बोलिए|बोलो', 'go on'],
  ['क्या', 'kya'],
  ['सही', 'sahi'],
  ['बात', 'baat'],
  ['करने', 'karne'],
  ['सकते|सकता|सकती', 'sakte'],
  ['कर', 'kar'],
  ['का', 'ka'],
  ['कौन सा|कौनसा|कौन सी|कौनसी', 'kaun sa'],
  ['कब', 'kab'],
  ['रहेगा|रहेगी', 'rahega'],
  ['चाहेंगे|चाहेंगी', 'chahenge'],
  ['लेना', 'lena'],
  ['करते हैं|कर लेंगे', 'karte hain'],
];

const NOT_LETTER_BEFORE = '(?<![\\p{L}\\p{M}])';
const NOT_LETTER_AFTER = '(?![\\p{L}\\p{M}])';

const fold = (text: string) =>
  text
    .replace(/\u093C/g, '')
    .replace(/\u0901/g, '\u0902')
    .replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - 0x0966))
    .replace(/[\u0964\u0965]/g, '.');

const REWRITES = PHRASES.map(
  ([source, to]) =>
    [
      new RegExp(`${NOT_LETTER_BEFORE}(?:${fold(source)})${NOT_LETTER_AFTER}`, 'gu'),
      ` ${to} `,
    ] as const,
);

const DEVANAGARI = /[\u0900-\u097F]/;

/** Devanagari's cue words in romanised Hindi; text without Devanagari is returned as it is. */
export const romaniseDevanagari = (text: string): string => {
  if (!DEVANAGARI.test(text)) return text;
  let out = fold(text);
  for (const [pattern, to] of REWRITES) out = out.replace(pattern, to);
  // One space between words, none before punctuation: the romanised rewrites expect it.
  return out
    .replace(/\s+/g, ' ')
    .replace(/ ([,.?!;:])/g, '$1')
    .trim();
};
