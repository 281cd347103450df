import { describe, expect, it } from 'vitest';
import { makeDeal } from '../testing/deal-fixtures';
import { buildDealsCsv, dealsCsvFileName } from './deals-csv';

describe('deals CSV export', () => {
  it('writes a BOM, the header and one escaped row per deal', () => {
    const csv = buildDealsCsv([
      makeDeal(),
      makeDeal({
        title: '=HYPERLINK("http://evil.example")',
        description: 'Line one\nline two, with a comma',
        contactName: 'राहुल शर्मा',
        contactCompany: null,
        value: '0.00',
        stage: 'lost',
        probability: 0,
        expectedCloseDate: null,
        createdAt: '2026-11-02T08:30:00.000Z',
      }),
    ]);

    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Title,Description,Contact,Company,Value,Stage,Probability,Expected Close Date,Created',
      'ERP rollout,Rollout across three plants,Aarav Mehta,Acme Traders,125000.50,Prospecting,60,2025-03-05,2026-11-01T10:00:00.000Z',
      `"'=HYPERLINK(""http://evil.example"")","Line one\nline two, with a comma",राहुल शर्मा,,0.00,Lost,0,,2026-11-02T08:30:00.000Z`,
      '',
    ]);
  });

  it('adds a column per deal custom field, headed by its label, empty where a deal has none', () => {
    const csv = buildDealsCsv(
      [
        makeDeal({ title: 'Looms', customFields: { po: 'PO-7', urgent: true } }),
        makeDeal({ title: 'Vats' }),
      ],
      [
        { key: 'po', label: 'PO number' },
        { key: 'urgent', label: 'Urgent' },
      ],
    );
    const [header, first, second] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header?.endsWith(',PO number,Urgent')).toBe(true);
    expect(first?.endsWith(',PO-7,true')).toBe(true);
    expect(second?.endsWith(',,')).toBe(true);
  });

  it('writes only the header when nothing matches', () => {
    expect(buildDealsCsv([])).toBe(
      '\uFEFFTitle,Description,Contact,Company,Value,Stage,Probability,Expected Close Date,Created\r\n',
    );
  });

  it('names the file after the day', () => {
    expect(dealsCsvFileName('2026-11-22')).toBe('deals-2026-11-22.csv');
  });
});
