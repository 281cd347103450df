import { describe, expect, it } from 'vitest';
import { BOM, csvCell, toCsv } from './csv';

describe('CSV export', () => {
  it('escapes cells that a spreadsheet would run as formulas', () => {
    for (const evil of ['=HYPERLINK("x")', '+91 98765', '-2+3', '@SUM(A1)', '\tx', '\rx']) {
      expect(csvCell(evil).replace(/^"/, '').startsWith("'")).toBe(true);
    }
    expect(csvCell('Asha')).toBe('Asha');
  });

  it('quotes commas, quotes and line breaks, and starts with a BOM', () => {
    const csv = toCsv(
      [
        { header: 'Name', value: (r: { name: string; n: number | null }) => r.name },
        { header: 'N', value: (r) => r.n },
      ],
      [
        { name: 'Rao, "Nikhil"', n: 1 },
        { name: 'प्रिया\nशर्मा', n: null },
      ],
    );
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv.slice(1)).toBe('Name,N\r\n"Rao, ""Nikhil""",1\r\n"प्रिया\nशर्मा",\r\n');
  });
});
