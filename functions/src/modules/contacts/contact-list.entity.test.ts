import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { describe, expect, it } from 'vitest';
import { contactListRows, customSortValue } from './contact-list.entity';

describe('custom values as they sort', () => {
  it('orders numbers, negative ones first, whatever their size', () => {
    const numbers = [-1e9, -12.5, -1, 0, 0.0001, 1, 2, 10, 99.99, 100, 1e12];
    const codes = numbers.map((n) => customSortValue(n) as string);
    expect([...codes].sort()).toEqual(codes);
    expect(new Set(codes).size).toBe(numbers.length);
  });

  it('orders dates by the calendar and text as names sort; yes/no has no order', () => {
    const dates = ['2025-12-31', '2026-01-01', '2026-03-05'].map(customSortValue);
    expect([...dates].sort()).toEqual(dates);
    expect(customSortValue('Zoho')).toBe('zoho');
    expect(customSortValue('Éclair')).toBe('eclair');
    expect(customSortValue(true)).toBeNull();
    expect(customSortValue('  ')).toBeNull();
  });

  it('gives a contact one row per value that sorts, beside its facets’ rows', () => {
    const contact = {
      id: '01HZX',
      organizationId: 'org',
      name: 'Asha',
      email: 'a@x.in',
      status: 'hot',
      score: 40,
      ownerId: 'u1',
      assignedTo: 'u1',
      createdAt: '2026-03-05T10:00:00.000Z',
      customFields: { budget: 5000, vip: true, region: 'North' },
    } as unknown as Contact;
    const custom = contactListRows(contact).filter((row) => row.facet === 'custom');
    expect(custom.map((row) => [row.pk.split('#').slice(0, 5).join('#'), row.sk])).toEqual([
      ['ORG#org#CLIST#CF#budget', `CFV#${customSortValue(5000)}#01HZX`],
      ['ORG#org#CLIST#CF#region', 'CFV#north#01HZX'],
    ]);
    expect(custom[0]).toMatchObject({ holder: 'u1', status: 'hot', cf: contact.customFields });
  });
});
