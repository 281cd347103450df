/**
 * Finding what the agent knows about a lead's question: the company information and the training
 * files cut into passages (a "Q: … A: …" pair, a bullet line, a "Label: value" line, a sentence of
 * prose), each reduced to its terms, and ranked by how much of the question's terms they hold.
 *
 * Terms, not words: lowercase, light stemming ("plans" is "plan"), stop words dropped (English,
 * romanised Hindi, Devanagari), and a small map of synonyms to one concept, so "how much", "cost",
 * "pricing", "kitna", "daam" and "कीमत" all meet at `#price`. A concept weighs twice a plain word:
 * it is what the question is about. The index is built once per knowledge text (memoised: the
 * text is the same for every turn of a call) and a lookup is a few set look-ups per passage.
 */
export interface Passage {
  /** What may be said: the answer of a Q/A pair, the line or the sentence. */
  text: string;
  /** The heading above a bullet ("Pricing:"), whose terms count for its lines. */
  heading: string | null;
  terms: ReadonlySet<string>;
}

export interface PassageIndex {
  passages: readonly Passage[];
  /** In how many passages each term is: a term in most of them tells none apart. */
  frequency: ReadonlyMap<string, number>;
}

export interface PassageMatch {
  passage: Passage;
  /** Share of the question's term weight the passage holds, 0..1. */
  score: number;
}

const CONCEPTS: Record<string, string> = {};
const concept = (name: string, words: string) => {
  for (const word of words.split(' ')) CONCEPTS[word] = `#${name}`;
};
concept(
  'price',
  'price priced pricing cost costing charge fee rate rupee rs inr rupaye rupay dollar usd expensive cheap afford paid free kitna kitne kitni daam keemat kimat qeemat kimmat paisa paise कीमत कितना कितने कितनी दाम मूल्य पैसा पैसे रुपये रुपए फ़ीस फीस',
);
concept('plan', 'plan package tier subscription edition pack licence license प्लान पैकेज योजना');
concept('trial', 'trial try ट्रायल');
concept('demo', 'demo demonstration walkthrough डेमो');
concept('discount', 'discount offer coupon deal sale chhoot chhut छूट डिस्काउंट ऑफर');
concept('support', 'support help helpdesk assistance assist madad sahayata मदद सहायता सपोर्ट');
concept('integration', 'integrate integration connect sync api zapier इंटीग्रेशन');
concept(
  'location',
  'where located locate location office base address city based branch kahan kahaan कहाँ कहां शहर ऑफिस',
);
concept('hours', 'hour timing open opening closed samay समय');
concept('contact', 'contact email mail website phone whatsapp reach ईमेल वेबसाइट संपर्क');
concept('payment', 'pay payment emi upi card invoice gst billing instalment installment भुगतान');
concept('refund', 'refund cancel cancellation रिफंड');
concept('setup', 'setup onboarding install implementation implement सेटअप');
concept('offering', 'sell product service offering feature फीचर प्रोडक्ट सर्विस');
concept('customer', 'customer client ग्राहक');
concept('security', 'secure security privacy safe सुरक्षा सुरक्षित');
concept('language', 'language hindi english bhasha भाषा हिंदी हिन्दी');

/** Phrases that are one term, read before the text is cut into words. */
const PHRASES: readonly (readonly [RegExp, string])[] = [
  [/\bhow much\b/g, ' price '],
  [/\bfree trial\b/g, ' trial '],
  [/\bcustomer (care|service)\b/g, ' support '],
  [/\bmoney back\b/g, ' refund '],
  [/\bset up\b/g, ' setup '],
  [/\bsign up\b/g, ' setup '],
  [/₹|\$/g, ' rupee '],
];

const STOP = new Set(
  (
    'a an the and or but if so of to in on at by for from with about as into than then this that these those it its ' +
    'i me my we us our you your he she they them their is am are was were be been being do does did doing have has had ' +
    'can could will would shall should may might must what which who whom whose when why how there here any some ' +
    'much many more most very just also only please tell know want need like get give say said okay yes no not ' +
    'hello hi sir madam ji thank thanks one all each every other such own same too well really actually ' +
    'hai hain ho hota hoti hote tha thi the ka ki ke ko se mein me main par pe ye yeh woh wo vo iska iski iske uska uski ' +
    'aap aapka aapki aapke apka apki hum hamara hamari mera meri koi kuch bhi to toh na nahi kya kaise kab kaun kyun kyon ' +
    'kitna kitne kitni batao bataiye bata sakte sakta sakti hoga hogi milega milegi karo kare karte ' +
    'है हैं हो था थी का की के को से में पर ये यह वह इसका इसकी इसके आप आपका आपकी आपके हम कोई कुछ भी तो ना नहीं क्या कैसे कब कौन क्यों बताइए बताओ'
  ).split(' '),
);

/** "plans" → "plan", "charges" → "charge", "integrating" → "integrat": enough for matching. */
const stem = (word: string): string => {
  if (!/^[a-z]+$/.test(word) || word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ing') && word.length > 5) return word.slice(0, -3);
  if (word.endsWith('ed') && word.length > 4) return word.slice(0, -2);
  if (word.endsWith('es') && /(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
};

/** The stems ending in -e that the concept map is written with ("charg" is "charge"). */
const conceptOf = (word: string): string | undefined =>
  CONCEPTS[word] ?? CONCEPTS[stem(word)] ?? CONCEPTS[`${stem(word)}e`];

export const termsOf = (text: string): string[] => {
  let out = text.normalize('NFKC').toLowerCase();
  for (const [pattern, to] of PHRASES) out = out.replace(pattern, to);
  const terms: string[] = [];
  for (const word of out.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []) {
    // A concept wins over a stop word: "kitna" asks the price, "kahan" the place.
    const named = conceptOf(word);
    if (named) terms.push(named);
    else if (!STOP.has(word)) terms.push(stem(word));
  }
  return terms;
};

const BULLET = /^\s*(?:\d{1,2}[.)]|[-*•–]|[a-z][.)])\s+/i;
const QUESTION_START = /^(?:q|question|प्रश्न|sawal|faq)\s*\d*\s*[:.)-]\s*/i;
const ANSWER_START = /^(?:a|ans|answer|उत्तर|jawab)\s*[:.)-]\s*/i;

const sentencesOf = (text: string): string[] =>
  text
    .split(/(?<=[.!?।])\s+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');

const passage = (text: string, match: string, heading: string | null): Passage => ({
  text,
  heading,
  terms: new Set(termsOf(`${heading ?? ''} ${match}`)),
});

/** The knowledge text cut into passages (see the file's comment). */
export const buildPassageIndex = (text: string): PassageIndex => {
  const passages: Passage[] = [];
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  let heading: string | null = null;
  let prose: string[] = [];
  const flushProse = () => {
    for (const sentence of sentencesOf(prose.join(' ')))
      passages.push(passage(sentence, sentence, heading));
    prose = [];
  };
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    if (line === '') {
      flushProse();
      heading = null;
      continue;
    }
    const next = lines[i + 1] ?? '';
    // "Q: How much? A: 999 a month", on one line or two; or a question line and its answer.
    const qa = QUESTION_START.test(line)
      ? line.replace(QUESTION_START, '')
      : line.endsWith('?') && next !== '' && !next.endsWith('?')
        ? line
        : null;
    if (qa !== null) {
      flushProse();
      const inline = qa.split(/\s+(?:a|ans|answer)\s*:\s*/i);
      if (inline.length > 1 && inline[1]) {
        passages.push(passage(inline.slice(1).join(' '), qa, heading));
        continue;
      }
      const answer: string[] = [];
      while (
        i + 1 < lines.length &&
        lines[i + 1] !== '' &&
        !QUESTION_START.test(lines[i + 1] ?? '')
      ) {
        i += 1;
        answer.push((lines[i] ?? '').replace(ANSWER_START, ''));
        if ((lines[i + 1] ?? '').endsWith('?')) break;
      }
      if (answer.length > 0)
        passages.push(passage(answer.join(' '), `${qa} ${answer.join(' ')}`, heading));
      continue;
    }
    if (BULLET.test(line)) {
      flushProse();
      const item = line.replace(BULLET, '');
      passages.push(passage(item, item, heading));
      continue;
    }
    // A short line ending with a colon heads the lines below it ("Pricing:", "About Acme:").
    if (line.endsWith(':') && line.split(/\s+/).length <= 6) {
      flushProse();
      heading = line.slice(0, -1);
      continue;
    }
    prose.push(line);
  }
  flushProse();
  const frequency = new Map<string, number>();
  for (const { terms } of passages) {
    for (const term of terms) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  }
  return { passages, frequency };
};

const cache = new Map<string, PassageIndex>();

/** The index of a knowledge text, built once: every turn of a call asks with the same text. */
export const passageIndexOf = (text: string): PassageIndex => {
  const known = cache.get(text);
  if (known) return known;
  const index = buildPassageIndex(text);
  if (cache.size >= 50) cache.delete(cache.keys().next().value ?? '');
  cache.set(text, index);
  return index;
};

/**
 * A question's share needed for an answer: a passage must hold what the question is about (one
 * concept of two, two plain words of four; one plain word of three is not enough).
 */
export const MIN_SCORE = 0.34;

/**
 * The passages that answer the question best, best first; none when the question has no terms.
 * `ignore`: terms that say nothing about what is asked (the company's own name). A plain word in
 * more than half the passages tells none apart and is left out too.
 */
export const findPassages = (
  index: PassageIndex,
  question: string,
  { limit = 3, minScore = MIN_SCORE, ignore = [] as readonly string[] } = {},
): PassageMatch[] => {
  const count = index.passages.length;
  const telling = (term: string) =>
    !ignore.includes(term) &&
    (term.startsWith('#') || count < 4 || (index.frequency.get(term) ?? 0) <= count / 2);
  const asked = [...new Set(termsOf(question))].filter(telling);
  if (asked.length === 0) return [];
  const weightOf = (term: string) => (term.startsWith('#') ? 2 : 1);
  const total = asked.reduce((sum, term) => sum + weightOf(term), 0);
  const matches: PassageMatch[] = [];
  for (const passage of index.passages) {
    let held = 0;
    for (const term of asked) if (passage.terms.has(term)) held += weightOf(term);
    if (held === 0) continue;
    const score = held / total;
    if (score >= minScore) matches.push({ passage, score });
  }
  // Ties go to the more specific passage (fewer terms beside the ones asked about).
  return matches
    .sort((a, b) => b.score - a.score || a.passage.terms.size - b.passage.terms.size)
    .slice(0, limit);
};

const MAX_SPOKEN = 240;

/** One or two sentences, at most about 240 characters, ending with a full stop. */
export const spokenPassage = (text: string): string => {
  const sentences = sentencesOf(text.replace(/\s+/g, ' ').trim());
  let out = sentences[0] ?? '';
  const second = sentences[1];
  if (second && out.length + second.length < MAX_SPOKEN) out = `${out} ${second}`;
  if (out.length > MAX_SPOKEN) {
    const cut = out.slice(0, MAX_SPOKEN);
    const at = Math.max(cut.lastIndexOf(', '), cut.lastIndexOf('; '));
    out = at > 60 ? cut.slice(0, at) : cut.slice(0, cut.lastIndexOf(' '));
  }
  out = out.replace(/[\s,;:–-]+$/, '');
  return /[.!?।]$/.test(out) ? out : `${out}.`;
};
