import { describe, expect, it } from 'vitest';
import { contactInputSchema, contactListQuerySchema } from './contact.schema';

const fieldsOf = (input: unknown) => {
  const result = contactInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
};

describe('contactInputSchema', () => {
  it('needs a name and a valid email, and defaults status cold and score 0', () => {
    expect(fieldsOf({})).toEqual(['name', 'email']);
    const parsed = contactInputSchema.parse({ name: ' Asha ', email: ' asha@x.in ' });
    expect(parsed).toEqual({
      name: 'Asha',
      email: 'asha@x.in',
      phone: null,
      company: null,
      title: null,
      status: 'cold',
      source: null,
      score: 0,
      notes: null,
    });
  });

  it('turns empty optional text into null and bounds every length', () => {
    const parsed = contactInputSchema.parse({
      name: 'A',
      email: 'a@b.co',
      company: '  ',
      source: '',
    });
    expect(parsed.company).toBeNull();
    expect(parsed.source).toBeNull();
    expect(fieldsOf({ name: 'x'.repeat(201), email: 'a@b.co' })).toEqual(['name']);
    expect(fieldsOf({ name: 'A', email: 'a@b.co', notes: 'x'.repeat(5001) })).toEqual(['notes']);
  });

  it('accepts only the listed statuses and sources, and whole scores 0-100', () => {
    expect(fieldsOf({ name: 'A', email: 'a@b.co', status: 'HOT' })).toEqual(['status']);
    expect(fieldsOf({ name: 'A', email: 'a@b.co', source: 'tv' })).toEqual(['source']);
    expect(fieldsOf({ name: 'A', email: 'a@b.co', score: 100.5 })).toEqual(['score']);
    expect(fieldsOf({ name: 'A', email: 'a@b.co', score: -1 })).toEqual(['score']);
    expect(
      fieldsOf({ name: 'A', email: 'a@b.co', score: 100, source: 'cold_call', status: 'warm' }),
    ).toEqual([]);
  });

  it('checks phone numbers, with India as the default region', () => {
    expect(fieldsOf({ name: 'A', email: 'a@b.co', phone: '98765 43210' })).toEqual([]);
    expect(fieldsOf({ name: 'A', email: 'a@b.co', phone: '+65 6123 4567' })).toEqual([]);
    expect(fieldsOf({ name: 'A', email: 'a@b.co', phone: 'call me' })).toEqual(['phone']);
  });
});

describe('contactListQuerySchema', () => {
  it('reads limit as a number from 1 to 200 and drops an empty search', () => {
    expect(contactListQuerySchema.parse({ limit: '50', search: '' })).toEqual({ limit: 50 });
    expect(contactListQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(contactListQuerySchema.safeParse({ limit: '201' }).success).toBe(false);
    expect(contactListQuerySchema.safeParse({ limit: '1.5' }).success).toBe(false);
  });
});
