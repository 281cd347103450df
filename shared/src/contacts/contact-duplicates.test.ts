import { describe, expect, it } from 'vitest';
import {
  duplicateMatchesOf,
  emailMatchValue,
  nameMatchValue,
  sharedDuplicateReasons,
} from './contact-duplicates';

describe('what possible duplicates are matched on', () => {
  it('takes an email in any case, and a Gmail address without the dots of its name', () => {
    expect(emailMatchValue('Ananya.Iyer@Gmail.com')).toBe('ananyaiyer@gmail.com');
    expect(emailMatchValue('ananyaiyer@googlemail.com')).toBe('ananyaiyer@gmail.com');
    // Other providers may tell dotted names apart: only the case is ignored.
    expect(emailMatchValue('Ananya.Iyer@Zoho.in')).toBe('ananya.iyer@zoho.in');
    expect(emailMatchValue('')).toBeNull();
    expect(emailMatchValue(null)).toBeNull();
    expect(emailMatchValue('not-an-email')).toBeNull();
  });

  it('takes a name with its company, ignoring case, accents, punctuation and spacing', () => {
    expect(nameMatchValue('  Rahul  Sharma', 'Iyer Textiles Pvt. Ltd.')).toBe(
      nameMatchValue('rahul sharma', 'IYER TEXTILES PVT LTD'),
    );
    expect(nameMatchValue('José Müller', 'Café-Co')).toBe('jose muller|cafe co');
    expect(nameMatchValue('पंकज शर्मा', 'शर्मा ट्रेडर्स')).toBe(
      nameMatchValue('पंकज  शर्मा', 'शर्मा ट्रेडर्स'),
    );
    expect(nameMatchValue('Rahul Sharma', null)).toBeNull();
    expect(nameMatchValue('Rahul Sharma', ' - ')).toBeNull();
  });

  it('lists each reason a contact has a value for, the phone as E.164', () => {
    expect(
      duplicateMatchesOf({
        email: 'a.b@gmail.com',
        phoneE164: '+919876512345',
        name: 'A B',
        company: 'Zoho',
      }),
    ).toEqual([
      { reason: 'email', value: 'ab@gmail.com' },
      { reason: 'phone', value: '+919876512345' },
      { reason: 'name', value: 'a b|zoho' },
    ]);
    expect(
      duplicateMatchesOf({ name: 'A B', email: null, phoneE164: null, company: null }),
    ).toEqual([]);
  });

  it('names the reasons two contacts share, none when they share nothing', () => {
    const ananya = {
      email: 'ananya.iyer@gmail.com',
      phoneE164: '+919876512345',
      name: 'Ananya Iyer',
      company: 'Iyer Textiles',
    };
    expect(
      sharedDuplicateReasons(ananya, { ...ananya, email: 'AnanyaIyer@gmail.com', company: null }),
    ).toEqual(['email', 'phone']);
    expect(
      sharedDuplicateReasons(ananya, {
        email: 'priya@nair.in',
        phoneE164: null,
        name: 'ANANYA IYER',
        company: 'iyer textiles',
      }),
    ).toEqual(['name']);
    expect(
      sharedDuplicateReasons(ananya, { email: null, phoneE164: null, name: 'X', company: null }),
    ).toEqual([]);
  });
});
