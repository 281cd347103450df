/**
 * Contact search by words, the same rules for the index the server keeps and the terms a user
 * types: name, email and company split into words (letters and digits of any script, accents
 * dropped, lower case), plus the phone's digits (with and without the country code). A search
 * matches a contact when every word typed is the start of one of its words, or, typed with at
 * least INFIX_MIN characters, any part of one ("anya" finds Ananya, "textiles" Iyer Textiles,
 * "12345" the number +91 98765 12345); a typed phone number ("+91 98765", "98765 43210") is read
 * as its digits.
 *
 * The index holds each word and each of its suffixes of INFIX_MIN characters or more (`indexTokens`):
 * a part of a word is the start of one of its suffixes, so a search still reads only the index
 * entries that start with what was typed.
 */
export const MAX_SEARCH_TOKENS = 24;
export const MAX_TOKEN_LENGTH = 40;
/** The shortest part of a word a search finds inside it (shorter: only at a word's start). */
export const INFIX_MIN = 3;
/** Suffixes indexed per contact at most, beside its words. */
export const MAX_INFIX_TOKENS = 64;

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

/** A word's suffixes of INFIX_MIN characters or more, without the word itself. */
const suffixesOf = (word: string): string[] => {
  const chars = [...word];
  const out: string[] = [];
  for (let i = 1; chars.length - i >= INFIX_MIN; i += 1) out.push(chars.slice(i).join(''));
  return out;
};

/**
 * What the index holds for a contact's words: each word, then each word's suffixes (so a part of
 * a word is found as the start of one), each once, the suffixes at most MAX_INFIX_TOKENS.
 */
export const indexTokens = (tokens: readonly string[]): string[] => {
  const words = new Set(tokens);
  const infixes = [...new Set(tokens.flatMap(suffixesOf))].filter((t) => !words.has(t));
  return [...words, ...infixes.slice(0, MAX_INFIX_TOKENS)];
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
 * A contact matches the key through each of its index tokens that starts with it; only the first
 * of those (in index order) answers, so a contact shows once however many of its words match.
 */
export const isFirstMatch = (token: string, key: string, text: string): boolean =>
  !indexTokens(text.trim().split(' ')).some((other) => other.startsWith(key) && other < token);

/**
 * What a typed word must be found as in the tokens' text: the start of a word, or, from
 * INFIX_MIN characters, anywhere inside one (the text has no word across a space).
 */
export const typedPart = (word: string) => ([...word].length >= INFIX_MIN ? word : ` ${word}`);

/** Whether the typed word is the start, or a part, of a word of the contact. */
export const matchesWord = (text: string, word: string): boolean => text.includes(typedPart(word));

/** Whether every other typed word matches a word of the contact (what the index filter checks). */
export const matchesOthers = (text: string, others: readonly string[]): boolean =>
  others.every((word) => matchesWord(text, word));
