import { describe, expect, it } from 'vitest';
import type { Contact } from './contact.schema';
import { differingMergeFields, mergedContact, mergedTags, mergeSideOf } from './duplicate-merge';
import { duplicateMergeSchema } from './duplicate-merge.schema';

const contact = (fields: Partial<Contact>): Contact => ({
  id: 'c1',
  organizationId: 'org-1',
  ownerId: 'u1',
  assignedTo: 'u1',
  name: 'Ananya Iyer',
  email: 'ananya@iyertextiles.in',
  phone: null,
  phoneE164: null,
  company: null,
  title: null,
  status: 'cold',
  source: null,
  score: 40,
  notes: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
  lastContactedAt: null,
  ...fields,
});

const kept = contact({ phone: '+91 98765 12345', phoneE164: '+919876512345', tags: ['VIP'] });
const other = contact({
  id: 'c2',
  name: 'Ananya I',
  email: 'ananya.iyer@gmail.com',
  phone: '98765 00000',
  phoneE164: '+919876500000',
  title: 'Buyer',
  status: 'hot',
  tags: ['vip', 'Textiles'],
  doNotCall: true,
  timezone: 'Asia/Kolkata',
  lastContactedAt: '2026-11-20T10:00:00.000Z',
});

describe('merging two duplicates', () => {
  it("keeps this contact's value unless it has none, or the other's is chosen", () => {
    expect(mergeSideOf('name', kept, other)).toBe('this');
    expect(mergeSideOf('title', kept, other)).toBe('other');
    expect(mergeSideOf('title', kept, other, { title: 'this' })).toBe('this');
    expect(mergeSideOf('email', kept, other, { email: 'other' })).toBe('other');
    expect(mergeSideOf('company', kept, other)).toBe('this');
  });

  it('asks only about the fields on which the two differ', () => {
    expect(differingMergeFields(kept, other)).toEqual([
      'name',
      'email',
      'phone',
      'title',
      'status',
    ]);
    expect(differingMergeFields(kept, kept)).toEqual([]);
  });

  it('joins the tags, this one’s first, repeats in any case once, at most 20', () => {
    expect(mergedTags(['VIP'], ['vip', 'Textiles'])).toEqual(['VIP', 'Textiles']);
    expect(mergedTags(undefined, ['a'])).toEqual(['a']);
    const many = Array.from({ length: 15 }, (_, i) => `t${i}`);
    const more = Array.from({ length: 15 }, (_, i) => `u${i}`);
    expect(mergedTags(many, more)).toHaveLength(20);
    expect(mergedTags(many, more).slice(0, 15)).toEqual(many);
  });

  it('makes the kept contact from the choices, the tags of both and the safer calling facts', () => {
    const merged = mergedContact(kept, other, { phone: 'other' }, '2026-11-28T09:00:00.000Z');
    expect(merged).toMatchObject({
      id: 'c1',
      createdAt: kept.createdAt,
      updatedAt: '2026-11-28T09:00:00.000Z',
      name: 'Ananya Iyer',
      email: 'ananya@iyertextiles.in',
      phone: '98765 00000',
      phoneE164: '+919876500000',
      title: 'Buyer',
      status: 'cold',
      tags: ['VIP', 'Textiles'],
      doNotCall: true,
      timezone: 'Asia/Kolkata',
      lastContactedAt: '2026-11-20T10:00:00.000Z',
    });
    const kept2 = mergedContact(kept, other, {}, '2026-11-28T09:00:00.000Z');
    expect([kept2.phone, kept2.phoneE164]).toEqual([kept.phone, kept.phoneE164]);
  });

  it('refuses a request without the other contact, or with a field or side it does not know', () => {
    expect(duplicateMergeSchema.safeParse({ otherId: 'c2' }).success).toBe(true);
    expect(
      duplicateMergeSchema.safeParse({ otherId: 'c2', keep: { email: 'other', name: 'this' } })
        .success,
    ).toBe(true);
    for (const bad of [
      {},
      { otherId: '' },
      { otherId: 'a b' },
      { otherId: 'c2', keep: { colour: 'this' } },
      { otherId: 'c2', keep: { email: 'both' } },
      { otherId: 'c2', keep: 'this' },
    ]) {
      expect(duplicateMergeSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
