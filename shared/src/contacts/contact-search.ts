/**
 * Contact search by words, the same rules for the index the server keeps and the terms a user
 * types: name, email and company split into words (letters and digits of any script, accents
 * dropped, lower case), plus the phone's digits (with and without the country code). A search
 * matches a contact when every word typed is the start of one of its index tokens
 * (`searchIndexTokens`): its words, the parts of its name's words from PART_MIN characters (each
 * suffix of a name word, so "anya" finds Ananya and "iyer" finds Natarajaiyer), and the last
 * digits of its phone (so "12345" finds +91 98765 12345). A typed phone number ("+91 98765",
 * "98765 43210") is read as its digits. A word typed shorter than PART_MIN finds the parts that
 * begin with it too ("ny" finds Ananya through "nya"), as a contains search would.
 *
 * Parts are bounded, since each is one more item every contact writes (from the table's stream):
 * at most MAX_NAME_PARTS of the name's words, then at most MAX_OTHER_PARTS of its company's words
 * and its email's words before the @ ("textiles" finds Iyer Textiles, "sharma" finds
 * psharma@…). An email's domain is found by its words' starts only ("gmail"), not its parts
 * ("mail" would find every address at gmail.com).
 */
export const MAX_SEARCH_TOKENS = 24;
export const MAX_TOKEN_LENGTH = 40;

const WORD = /[\p{L}\p{N}]+/gu;
const PHONE_LIKE = /^[+\d\s().-]+$/;

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

export const wordsOf = (text: string | null | undefined): string[] =>
  text ? (fold(text).match(WORD) ?? []).map((w) => w.slice(0, MAX_TOKEN_LENGTH)) : [];

const digitsOf = (text: string) => text.replace(/\D/g, '');

export interface SearchableContact {
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  phoneE164: string | null;
}

/** The words a contact is found by, each once, at most MAX_SEARCH_TOKENS. */
export const searchTokens = (contact: SearchableContact): string[] => {
  const phones: string[] = [];
  const e164 = contact.phoneE164 ? digitsOf(contact.phoneE164) : '';
  const typed = contact.phone ? digitsOf(contact.phone) : '';
  if (e164) phones.push(e164);
  if (typed) phones.push(typed);
  // An Indian number is typed without its country code (and its trunk 0, see searchTerms).
  if (contact.phoneE164?.startsWith('+91') && e164.length === 12) phones.push(e164.slice(2));
  const words = [
    ...wordsOf(contact.name),
    ...wordsOf(contact.email),
    ...wordsOf(contact.company),
    ...phones.map((p) => p.slice(0, MAX_TOKEN_LENGTH)),
  ];
  return [...new Set(words)].slice(0, MAX_SEARCH_TOKENS);
};

/** The shortest part of a name's word a search finds inside it (shorter: only at its start). */
export const PART_MIN = 3;
/** Parts of the name's words indexed per contact at most, beside its words. */
export const MAX_NAME_PARTS = 12;
/** Parts of its company's and its email's words indexed per contact at most, beside the name's. */
export const MAX_OTHER_PARTS = 8;
/** How many last digits of its phone a contact is found by (each one token). */
export const PHONE_TAIL_LENGTHS = [4, 5, 6] as const;

/** A word's suffixes of PART_MIN characters or more, without the word itself. */
const suffixesOf = (word: string): string[] => {
  const chars = [...word];
  const out: string[] = [];
  for (let i = 1; chars.length - i >= PART_MIN; i += 1) out.push(chars.slice(i).join(''));
  return out;
};

/**
 * Some of the words' parts: each word's parts in turn (its longest first), so a long word does not
 * crowd out the others; none already known, at most `max`.
 */
const partsOf = (words: readonly string[], known: ReadonlySet<string>, max: number) => {
  const perWord = words.map(suffixesOf);
  const turns = Math.max(0, ...perWord.map((parts) => parts.length));
  const interleaved = Array.from({ length: turns }, (_, i) =>
    perWord.flatMap((parts) => (i < parts.length ? [parts[i] as string] : [])),
  ).flat();
  return [...new Set(interleaved)].filter((part) => !known.has(part)).slice(0, max);
};

/** An email's words before its @ (its domain's are found by their starts only). */
const localWordsOf = (email: string) => wordsOf(email.split('@')[0] ?? '');

/**
 * Everything a contact is found by, each once: its words (`searchTokens`), then the parts of its
 * name's words, then those of its company's and email's words, then its phone's last 4, 5 and 6
 * digits. A contact indexed before gets a superset of its tokens (the name's parts come first,
 * as they did), so a later change still removes every item it had.
 */
export const searchIndexTokens = (contact: SearchableContact): string[] => {
  const words = searchTokens(contact);
  const nameParts = partsOf(wordsOf(contact.name), new Set(words), MAX_NAME_PARTS);
  const otherParts = partsOf(
    [...wordsOf(contact.company), ...localWordsOf(contact.email)],
    new Set([...words, ...nameParts]),
    MAX_OTHER_PARTS,
  );
  const known = new Set([...words, ...nameParts, ...otherParts]);
  const digits = digitsOf(contact.phoneE164 ?? contact.phone ?? '');
  const tails = PHONE_TAIL_LENGTHS.filter((n) => digits.length > n)
    .map((n) => digits.slice(-n))
    .filter((tail) => !known.has(tail));
  return [...words, ...nameParts, ...otherParts, ...tails];
};

/** The tokens as one string with a space before each, so `contains(' pri')` means a word start. */
export const tokenText = (tokens: readonly string[]): string => ` ${tokens.join(' ')} `;

export interface SearchTerms {
  /** The longest word typed: the index is read by it. */
  key: string;
  /** The other words typed: each must start a word of the contact too. */
  others: string[];
}

/** What a typed search looks for, or null when it has no word at all (only punctuation). */
export const searchTerms = (query: string): SearchTerms | null => {
  const trimmed = query.trim();
  const digits = digitsOf(trimmed);
  // A number typed with its trunk 0 ("098765 43210") is found by what follows it.
  const words =
    PHONE_LIKE.test(trimmed) && digits.length >= 3
      ? [digits.replace(/^0+(?=\d)/, '')]
      : [...new Set(wordsOf(trimmed))];
  if (words.length === 0) return null;
  const key = words.reduce((a, b) => (b.length > a.length ? b : a));
  return { key, others: words.filter((w) => w !== key) };
};

/**
 * A contact matches the key through each of its words that starts with it; only the first of
 * those (in index order) answers, so a contact shows once however many of its words match.
 */
export const isFirstMatch = (token: string, key: string, text: string): boolean =>
  !text
    .trim()
    .split(' ')
    .some((other) => other.startsWith(key) && other < token);

/** Whether every other typed word starts a word of the contact (what the index filter checks). */
export const matchesOthers = (text: string, others: readonly string[]): boolean =>
  others.every((word) => text.includes(` ${word}`));
