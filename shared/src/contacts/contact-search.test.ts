import { describe, expect, it } from 'vitest';
import {
  isFirstMatch,
  MAX_NAME_PARTS,
  MAX_OTHER_PARTS,
  MAX_SEARCH_TOKENS,
  matchesOthers,
  searchIndexTokens,
  searchTerms,
  searchTokens,
  tokenText,
} from './contact-search';

const priya = {
  name: 'Priya Sharma',
  email: 'priya.sharma@acme-traders.co.in',
  company: 'Acme Traders Pvt. Ltd.',
  phone: '+91 98765 43210',
  phoneE164: '+919876543210',
};

describe('the words a contact is found by', () => {
  it('splits name, email and company into words, and keeps the phone digits', () => {
    expect(searchTokens(priya)).toEqual([
      'priya',
      'sharma',
      'acme',
      'traders',
      'co',
      'in',
      'pvt',
      'ltd',
      '919876543210',
      '9876543210',
    ]);
  });

  it('reads accents, other scripts and case the way a user types them', () => {
    const tokens = searchTokens({
      name: 'José Ñúñez प्रिया',
      email: 'JOSE@Example.COM',
      company: null,
      phone: null,
      phoneE164: null,
    });
    expect(tokens).toContain('jose');
    expect(tokens).toContain('nunez');
    expect(tokens).toContain('example');
    expect(tokens.some((t) => t.startsWith('प'))).toBe(true);
  });

  it('bounds the words of a very long record', () => {
    const long = {
      ...priya,
      name: Array.from({ length: 60 }, (_, i) => `word${i}`).join(' '),
      company: 'x'.repeat(300),
    };
    const tokens = searchTokens(long);
    expect(tokens.length).toBeLessThanOrEqual(MAX_SEARCH_TOKENS);
    expect(Math.max(...tokens.map((t) => t.length))).toBeLessThanOrEqual(40);
  });
});

describe('what a typed search looks for', () => {
  it('reads the longest word as the key and the others as filters', () => {
    expect(searchTerms('MENON EXP')).toEqual({ key: 'menon', others: ['exp'] });
    expect(searchTerms('priya.sharma@acme')).toEqual({ key: 'sharma', others: ['priya', 'acme'] });
  });

  it('reads a phone number as its digits, however it is typed', () => {
    expect(searchTerms('98765')).toEqual({ key: '98765', others: [] });
    expect(searchTerms('+91 98765 43210')).toEqual({ key: '919876543210', others: [] });
    expect(searchTerms('(987) 654-3210')).toEqual({ key: '9876543210', others: [] });
    expect(searchTerms('098765 43210')).toEqual({ key: '9876543210', others: [] });
  });

  it('finds nothing to look for in punctuation alone', () => {
    expect(searchTerms('@@ -- ..')).toBeNull();
  });
});

describe('matching', () => {
  const text = tokenText(searchTokens(priya));

  it('needs every other word to start a word of the contact', () => {
    expect(matchesOthers(text, ['acme', 'pri'])).toBe(true);
    expect(matchesOthers(text, ['cme'])).toBe(false);
    expect(matchesOthers(text, ['9876'])).toBe(true);
  });

  it('answers once per contact, through its first word that matches', () => {
    const both = tokenText(['priya', 'priyanka']);
    expect(isFirstMatch('priya', 'pri', both)).toBe(true);
    expect(isFirstMatch('priyanka', 'pri', both)).toBe(false);
    expect(isFirstMatch('priyanka', 'priyan', both)).toBe(true);
  });
});

describe('parts of a name and last digits of a phone', () => {
  const ananya = {
    name: 'Ananya Iyer',
    email: 'ananya@iyertextiles.in',
    company: 'Iyer Textiles',
    phone: '+91 98765 12345',
    phoneE164: '+919876512345',
  };
  const tokens = searchIndexTokens(ananya);
  const text = tokenText(tokens);
  const finds = (typed: string) => {
    const terms = searchTerms(typed);
    return Boolean(
      terms && tokens.some((t) => t.startsWith(terms.key)) && matchesOthers(text, terms.others),
    );
  };

  it('finds a name by any part of a word from three characters', () => {
    expect(finds('anya')).toBe(true);
    expect(finds('nany')).toBe(true);
    expect(finds('yer')).toBe(true);
    expect(finds('nyx')).toBe(false);
    expect(finds('ia')).toBe(false);
    expect(finds('iyer anya')).toBe(true);
  });

  it('finds a phone by its last 4 to 6 digits, and by its start as before', () => {
    expect(finds('12345')).toBe(true);
    expect(finds('2345')).toBe(true);
    expect(finds('512345')).toBe(true);
    expect(finds('98765')).toBe(true);
    expect(finds('4444')).toBe(false);
  });

  it('finds email and company by any part of a word, and a domain by its words’ starts', () => {
    expect(finds('textiles')).toBe(true);
    expect(finds('xtiles')).toBe(true);
    expect(finds('iyer textil')).toBe(true);
    const priya = { ...ananya, name: 'Priya', email: 'kpriya.s@gmail.com', company: null };
    const text = searchIndexTokens(priya);
    expect(text).toContain('priya');
    expect(text).toEqual(expect.arrayContaining(['riya', 'gmail']));
    expect(text).not.toContain('mail');
  });

  it('keeps every token it had before the company and email parts (a superset)', () => {
    const before = [...searchTokens(ananya), 'nanya', 'yer', 'anya', 'nya'];
    expect(tokens).toEqual(expect.arrayContaining(before));
    expect(tokens.slice(0, before.length)).toEqual(before);
  });

  it('keeps the words first, and bounds the parts', () => {
    expect(tokens.slice(0, searchTokens(ananya).length)).toEqual(searchTokens(ananya));
    const long = searchIndexTokens({ ...ananya, name: 'Venkataramanan Subrahmanyam' });
    const words = searchTokens({ ...ananya, name: 'Venkataramanan Subrahmanyam' });
    expect(long.length - words.length).toBeLessThanOrEqual(MAX_NAME_PARTS + MAX_OTHER_PARTS + 3);
    expect(new Set(long).size).toBe(long.length);
    // Each word gets its turn: the second word's parts are not crowded out by the first's.
    expect(long).toEqual(
      expect.arrayContaining(['enkataramanan', 'ubrahmanyam', 'aramanan', 'hmanyam']),
    );
  });
});
