/**
 * Contact search by words, the same rules for the index the server keeps and the terms a user
 * types: name, email and company split into words (letters and digits of any script, accents
 * dropped, lower case), plus the phone's digits (with and without the country code). A search matches a contact when every word typed is the start of one of its words;
 * a typed phone number ("+91 98765", "98765 43210") is read as its digits.
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
