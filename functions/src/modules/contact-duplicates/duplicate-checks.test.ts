import { describe, expect, it } from 'vitest';
import { imageChange } from '../../platform/projections/testing/stream-changes';
import { duplicateChecks } from './duplicate-checks';

/** A stream record of the change from `before` to `after`. */
const change = imageChange;

const contact = (fields: Record<string, unknown> = {}) => ({
  type: 'contact',
  organizationId: 'org-1',
  id: 'c-1',
  name: 'Ananya Iyer',
  email: 'ananya@iyer.in',
  phoneE164: '+919876512345',
  company: 'Iyer Textiles',
  createdAt: '2026-11-01T00:00:00.000Z',
  score: 40,
  status: 'cold',
  ...fields,
});

const check = [{ organizationId: 'org-1', contactId: 'c-1' }];

describe('which contact changes ask for a duplicates check', () => {
  it('asks on a new contact and on a deleted one', () => {
    expect(duplicateChecks(change(null, contact()))).toEqual(check);
    expect(duplicateChecks(change(contact(), null))).toEqual(check);
  });

  it('asks when the email, phone, name or company changes what it is matched on', () => {
    for (const fields of [
      { email: 'ananya@zoho.in' },
      { phoneE164: '+919876500000' },
      { name: 'Ananya R Iyer' },
      { company: null },
    ]) {
      expect(duplicateChecks(change(contact(), contact(fields)))).toEqual(check);
    }
  });

  it('does not ask for a change duplicates do not look at, nor for a spelling they ignore', () => {
    for (const fields of [
      { score: 90, status: 'hot' },
      { name: 'ANANYA  IYER' },
      { email: 'Ananya@Iyer.in' },
    ]) {
      expect(duplicateChecks(change(contact(), contact(fields)))).toEqual([]);
    }
    expect(duplicateChecks(change({ type: 'deal', id: 'd' }, { type: 'deal', id: 'd' }))).toEqual(
      [],
    );
  });

  it('leaves a contact to its organization’s erasure when the erasure began after it was made', () => {
    const erasedSince = () => '2026-11-20T00:00:00.000Z';
    expect(duplicateChecks(change(contact(), null), erasedSince)).toEqual([]);
    const later = contact({ createdAt: '2026-11-21T00:00:00.000Z' });
    expect(duplicateChecks(change(later, null), erasedSince)).toEqual(check);
  });
});
