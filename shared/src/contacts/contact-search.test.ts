import { describe, expect, it } from 'vitest';
import {
  isFirstMatch,
  MAX_SEARCH_TOKENS,
  matchesOthers,
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
