import { describe, expect, it } from 'vitest';
import { contactInputSchema, contactUpdateSchema } from './contact.schema';
import { contactListQuerySchema } from './contact-list.schema';

const fieldsOf = (input: unknown) => {
  const result = contactInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
};

describe('contactInputSchema', () => {
  it('needs a name and a valid email, defaults status cold and leaves the score to the model', () => {
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

describe('text in contact fields', () => {
  it('refuses NUL, other control characters and lone surrogates, with a field error', () => {
    const base = { name: 'A', email: 'a@b.co' };
    expect(fieldsOf({ ...base, name: 'Asha\u0000' })).toEqual(['name']);
    expect(fieldsOf({ ...base, company: 'Acme\u0007 Ltd' })).toEqual(['company']);
    expect(fieldsOf({ ...base, title: 'Head\u009bof sales' })).toEqual(['title']);
    expect(fieldsOf({ ...base, name: 'Bad \uD800 half' })).toEqual(['name']);
    expect(fieldsOf({ ...base, company: 'Bad \uDC00 half' })).toEqual(['company']);
    expect(fieldsOf({ ...base, title: 'Line\nbreak' })).toEqual(['title']);
    const result = contactInputSchema.safeParse({ ...base, name: 'A\u0000' });
    expect(result.success ? '' : result.error.issues[0]?.message).toBe(
      'Must not contain control characters',
    );
  });

  it('allows newlines and tabs where the field is multi-line, and real emoji everywhere', () => {
    const base = { name: 'Asha 🙂 Rao', email: 'a@b.co' };
    expect(fieldsOf({ ...base, notes: 'First line\n\tSecond line\r\n' })).toEqual([]);
    expect(fieldsOf({ ...base, notes: 'Bell\u0007' })).toEqual(['notes']);
    expect(fieldsOf(base)).toEqual([]);
  });
});

describe('contactUpdateSchema', () => {
  it('keeps out what was not sent, so an edit never resets the score', () => {
    expect(contactUpdateSchema.parse({ name: ' Asha ' })).toEqual({ name: 'Asha' });
    expect(contactUpdateSchema.parse({})).toEqual({});
  });

  it('checks what was sent by the form’s rules', () => {
    const issues = contactUpdateSchema.safeParse({ name: '', score: 101, phone: 'call me' });
    expect(issues.success ? [] : issues.error.issues.map((i) => i.path.join('.'))).toEqual([
      'name',
      'phone',
      'score',
    ]);
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
