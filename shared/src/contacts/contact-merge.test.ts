import { describe, expect, it } from 'vitest';
import { mergeLeadFields } from './contact-merge';

const existing = {
  name: 'Asha Rao',
  phone: null,
  company: 'Acme',
  title: '',
  source: 'website' as const,
  notes: null,
};

describe('mergeLeadFields', () => {
  it('fills only what the contact lacks', () => {
    const { update, changed } = mergeLeadFields(
      existing,
      { name: 'A. Rao', phone: '+91 98765 43210', company: 'Other', title: 'CEO', notes: null },
      'fill',
    );
    expect(update).toEqual({ phone: '+91 98765 43210', title: 'CEO' });
    expect(changed).toEqual(['phone', 'title']);
  });

  it('overwrites every field the lead carries, and never blanks one it leaves empty', () => {
    const { update, changed } = mergeLeadFields(
      existing,
      { name: 'A. Rao', company: 'Other', phone: '', source: 'referral' },
      'overwrite',
    );
    expect(update).toEqual({ name: 'A. Rao', company: 'Other', source: 'referral' });
    expect(changed).toEqual(['name', 'company', 'source']);
  });

  it('changes nothing when the lead says what the contact already says', () => {
    expect(mergeLeadFields(existing, { name: 'Asha Rao', company: 'Acme' }, 'overwrite')).toEqual({
      update: {},
      changed: [],
    });
  });
});
