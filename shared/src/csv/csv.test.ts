import { describe, expect, it } from 'vitest';
import { BOM, csvCell, toCsv } from './csv';
import { parseCsv, unescapeFormula } from './parse-csv';

/** The cell as a spreadsheet or an importer reads it back: unquoted, apostrophe still there. */
const unquoted = (value: string): string => parseCsv(csvCell(value))[0]?.[0] ?? '';

describe('CSV export', () => {
  it.each([
    '=HYPERLINK("http://evil.example","x")',
    '=1+1',
    '+1+1',
    '-2',
    '-2+3',
    '@SUM(A1)',
    '\tx',
    '\rx',
    '+',
    '+ 91 98765',
    '+91 98765 x',
    '+91 98765\t',
    // Separators other than spaces make arithmetic a spreadsheet evaluates: +91-98765 is -98674.
    '+91-98765',
    '+91 98765-43210',
    '+1 (555) 0100',
    '+1.555.0100',
  ])('escapes %j, which a spreadsheet would run as a formula', (formula) => {
    expect(unquoted(formula)).toBe(`'${formula}`);
  });

  it.each(['+91 98765 43210', '+919876543210', '+1 555 0100', '+44 20 7946 0958 '])(
    'exports the phone number %j as it is, for diallers',
    (phone) => {
      expect(csvCell(phone)).toBe(phone);
    },
  );

  it('leaves ordinary text alone', () => {
    expect(csvCell('Asha')).toBe('Asha');
    expect(csvCell('98765 43210')).toBe('98765 43210');
    expect(csvCell(85)).toBe('85');
  });

  it('imports back every cell as it was exported', () => {
    for (const value of ['+91 98765 43210', '+1+1', '+91-98765', '=SUM(A1)', '@x', 'Asha']) {
      expect(unescapeFormula(unquoted(value))).toBe(value);
    }
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
