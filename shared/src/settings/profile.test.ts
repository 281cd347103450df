import { describe, expect, it } from 'vitest';
import { joinName, splitName } from './person-name';
import { profileInputSchema } from './profile';

describe('the profile’s name', () => {
  it('keeps the first word as the first name and the rest as the last name', () => {
    expect(splitName('  Priya   Sharma ')).toEqual({ firstName: 'Priya', lastName: 'Sharma' });
    expect(splitName('Mary Anne Fernandes')).toEqual({
      firstName: 'Mary',
      lastName: 'Anne Fernandes',
    });
    expect(splitName('Suresh')).toEqual({ firstName: 'Suresh', lastName: null });
    expect(splitName(null)).toEqual({ firstName: null, lastName: null });
  });

  it('comes back as it was typed', () => {
    const { firstName, lastName } = splitName('Mary Anne Fernandes');
    expect(joinName(firstName, lastName)).toBe('Mary Anne Fernandes');
    expect(joinName(null, null)).toBe('');
  });
});

describe('the profile form’s rules', () => {
  const valid = {
    name: 'Priya Sharma',
    email: 'priya@example.in',
    company: 'Acme',
    role: 'Head of Sales',
    phone: '98765 43210',
    timezone: 'Asia/Kolkata',
  };

  it('accepts the six fields, with empty text as null', () => {
    const parsed = profileInputSchema.parse({ ...valid, company: '  ', role: '' });
    expect(parsed).toMatchObject({ company: null, role: null, phone: '98765 43210' });
  });

  it('refuses a phone that does not parse, a time zone off the list and unknown fields', () => {
    const result = profileInputSchema.safeParse({
      ...valid,
      phone: '12',
      timezone: 'Mars/Olympus',
      userId: 'someone-else',
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path[0] ?? '');
    expect(paths).toEqual(expect.arrayContaining(['phone', 'timezone']));
    expect(result.error?.issues.some((issue) => issue.code === 'unrecognized_keys')).toBe(true);
  });
});
