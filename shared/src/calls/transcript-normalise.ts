import { romaniseDevanagari } from './transcript-devanagari';

/**
 * Text normalisation for the transcript scorer: one spelling per meaning, so the lexicon stays
 * small. Speech-to-text and typed notes spell contractions with and without apostrophes, Indian
 * and South-East Asian English mixes in Hindi, Malay and Tagalog words, and a few fixed phrases
 * ("no problem", "no worries", "why not") look like refusals word by word but are agreement;
 * they are rewritten here, before any pattern sees them. Hindi in Devanagari is first read as
 * romanised Hindi (transcript-devanagari.ts), so one set of rewrites serves both scripts.
 */

type Rewrite = readonly [RegExp, string];

const w = (source: string, to: string): Rewrite => [new RegExp(`\\b(?:${source})\\b`, 'g'), to];

const REWRITES: readonly Rewrite[] = [
  // Contractions, with or without the apostrophe.
  w("won'?t", 'will not'),
  w("can'?t|cannot|cant", 'can not'),
  w("shan't", 'shall not'),
  w("ain't", 'is not'),
  [/\b(\w+)n't\b/g, '$1 not'],
  w('(do|does|did|is|are|was|were|have|has|had|would|could|should|must|need)nt', '$1 not'),
  w("i'm|im", 'i am'),
  w("i'll", 'i will'),
  w("i'd", 'i would'),
  w("i've|ive", 'i have'),
  w("let'?s", 'let us'),
  w("(that|what|there|it|he|she|who|here|where)'s", '$1 is'),
  w('thats', 'that is'),
  w('whats', 'what is'),
  w('theres', 'there is'),
  w("(\\w+)'re", '$1 are'),
  w("(\\w+)'ll", '$1 will'),
  w("(\\w+)'ve", '$1 have'),
  w("(\\w+)'d", '$1 would'),
  w('gonna', 'going to'),
  w('wanna', 'want to'),
  w('gotta', 'got to'),
  w('pls|plz|plis|plss', 'please'),
  w('kindly', 'please'),
  w('u', 'you'),
  w('ur', 'your'),
  w(
    'thx|thnx|thanx|thanks|thank u|tq|ty|cheers|shukriya|dhanyavaad|dhanyavad|dhanyawad|salamat',
    'thank you',
  ),
  w(
    'ok+|okie|okey|oky|k+|alright|all right|sige|theek hai|thik hai|theek h|thik h|tik hai|theek|thik|accha|acha|achha|achcha',
    'okay',
  ),
  // Agreement and refusal particles from the region.
  w('yeah nah|yeah no', 'no'),
  w('nah yeah', 'yes'),
  w(
    'yeah|yep|yup|ya|yah|yea|yess+|haan ji|ji haan|hanji|haanji|haan|haa|han|ha|opo|oo|jee haan',
    'yes',
  ),
  w('nope|nah+|naa|hindi po', 'no'),
  w('abhi nahi|abhi nahin|abhi nai', 'not now'),
  w('tak nak|tak mau|taknak|tak mahu', 'do not want'),
  w('nahi|nahin|nhi|nai|nahee|mat|tak', 'nahi'),
  w('time nahi( hai| h| he)?', 'no time'),
  w('baat nahi kar (sakta|sakti|sakte|paunga|paungi|payenge)', 'can not talk'),
  w('baat (karte hain|karte hai|karenge|karte|kar lenge|karo|kariye|karna|kar lena)', 'talk'),
  w('pehle se|pahle se|pehle hi', 'already'),
  w('meeting (mein|mei|main)|meeting me (hoon|hu|hun|hai|hain|h)', 'in a meeting'),
  w('(gaadi|gadi) chala (raha|rahi|rhi|rha)|drive kar (raha|rahi|rhi|rha)', 'driving'),
  w('mehenga|mehnga|mahanga|mahenga|mehngi|mehengi', 'expensive'),
  w('boleh', 'can'),
  w('nanti|baad mein|baad me|bad me|baadme|baad main', 'later'),
  w('kal', 'tomorrow'),
  w('parso|parson', 'day after tomorrow'),
  w('shaam ko|sham ko|shaam|sham', 'evening'),
  w('subah', 'morning'),
  w('agle hafte|agle week|next hafte', 'next week'),
  w('busy (hoon|hu|hun|hai|h|hain|ho)', 'busy'),
  w('kitna|kitne|kitni', 'how much'),
  w('zarurat|zaroorat|jarurat|jaroorat|chahiye', 'need'),
  w(
    'bhejo|bhej do|bhej dijiye|bhejiye|bhej dena|send karo|send kar do|send kijiye|send kar dijiye',
    'send',
  ),
  w('batao|bataiye|bata do|bataye', 'tell me'),
  w(
    'soch ke|sochke|sochenge|sochunga|sochta hoon|sochti hoon|sochna padega',
    'will think about it',
  ),
  w(
    'bata dunga|bata dungi|bata denge|batata hoon|batati hoon|bataunga|bataungi|batayenge',
    'will let you know',
  ),
  w('dekhte hain|dekhenge|dekhta hoon|dekhti hoon|dekh lenge', 'will see'),
  w('bilkul|no doubt|of course|ofcourse', 'definitely'),
  w('zaroor|zarur|jarur|jaroor|sure thing', 'sure'),
  w('galat number|wrong no', 'wrong number'),
  w('mujhe|mereko|mujhko', 'me'),
  w('humein|hume|humko|hamein', 'us'),
  w('aap|aapko|apko', 'you'),
  w('mera|meri|mere', 'my'),
  w('bahut|bohot|bohut|bahot', 'very'),
  w('sahi hai|badhiya|badiya|mast|zabardast', 'great'),
  w('please do the needful|do the needful', 'please proceed'),
  w('revert back|revert', 'get back'),
  w('prepone', 'move earlier'),
  w('reckon', 'think'),
  w('arvo', 'afternoon'),
  w('keen', 'interested'),
  w('voice mail', 'voicemail'),
  w('dialed', 'dialled'),
  w('(\\d{1,2})(am|pm)', '$1 $2'),
  w('(\\d{1,2})\\s?(a\\.m\\.|p\\.m\\.)', '$1 $2'),
  w(
    '(call|phone|ring) (karo|kar lo|kar lena|kariye|karna|kijiye|kar dena|karein|kar do)',
    'call me',
  ),
  // Phrases that read as refusals word by word but agree.
  w(
    "no problem|no probs?|no issues?|not a problem|no worries|no tension|koi baat nahi|do not mind|don't mind",
    'fine',
  ),
  w('would not mind', 'would like'),
  w('why not', 'yes'),
  w('not bad|not too bad', 'good'),
  w('of course not|definitely not|no no+|no no no', 'no'),
  // Fillers and politeness particles that carry no meaning here.
  w(
    "lah|leh|lor|meh|hor|sia|po|ji|na lang|mate|sir|madam|ma'am|maam|bhai|yaar|uh+|um+|umm+|hmm+|erm|er",
    '',
  ),
];

/** Lowercase, one set of quotes and apostrophes, the rewrites above, single spaces. */
export const normaliseText = (text: string): string => {
  let out = romaniseDevanagari(text.normalize('NFKC').toLowerCase())
    .replace(/[\u2018\u2019\u201B\u02BC`\u00B4]/g, "'")
    .replace(/[\u201C\u201D\u201E]/g, '"')
    .replace(/\u2026/g, '...')
    .replace(/\s[\u2013\u2014-]+\s|[\u2013\u2014]/g, ', ');
  for (const [pattern, to] of REWRITES) out = out.replace(pattern, to);
  return out
    .replace(/[^\p{L}\p{M}\p{N}'?.!,;:\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
};

export interface Clause {
  text: string;
  question: boolean;
  /** The clause follows "but", "however", "actually": what comes after a turn carries more. */
  contrast: boolean;
}

const BOUNDARY = /([.!?;,:]+)|\b(but|however|although|though|actually|lekin|magar|except)\b/g;

/** A normalised turn split into clauses at punctuation and at contrast words. */
export const splitClauses = (normalised: string): Clause[] => {
  const clauses: Clause[] = [];
  let start = 0;
  let contrast = false;
  const push = (end: number, delimiter: string) => {
    const text = normalised.slice(start, end).trim();
    if (text !== '') clauses.push({ text, question: delimiter.includes('?'), contrast });
  };
  for (const match of normalised.matchAll(BOUNDARY)) {
    const index = match.index ?? 0;
    push(index, match[1] ?? '');
    start = index + match[0].length;
    contrast = match[2] !== undefined || (contrast && (match[1] ?? '') === ',');
  }
  push(normalised.length, '');
  return clauses;
};
