import { readCsvLeads } from '@salesflow/shared/contacts/contact-import';
import { BOM } from '@salesflow/shared/csv/csv';
import { describe, expect, it } from 'vitest';
import { makeContact } from '../../../testing/fetch-stub';
import { buildContactsCsv, contactsCsvFileName } from './contacts-csv';

describe('contacts CSV', () => {
  it('has a BOM, the header row and one escaped row per contact', () => {
    const csv = buildContactsCsv([
      makeContact(),
      makeContact({
        name: 'Meera "MJ" Iyer',
        email: 'meera@globex.example',
        phone: null,
        company: '=HYPERLINK("http://evil.example")',
        title: null,
        status: 'warm',
        source: null,
        score: 62,
        notes: 'Line one\nline two, with a comma',
        createdAt: '2026-11-20T08:30:00.000Z',
      }),
    ]);

    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv.slice(BOM.length).split('\r\n')).toEqual([
      'Name,Email,Phone,Company,Title,Status,Source,Score,Notes,Created',
      'Aarav Mehta,aarav@acme.example,+91 98765 43210,Acme Traders,Head of Sales,hot,cold_call,85,,2026-11-01T00:00:00.000Z',
      '"Meera ""MJ"" Iyer",meera@globex.example,,"\'=HYPERLINK(""http://evil.example"")",,warm,,62,"Line one\nline two, with a comma",2026-11-20T08:30:00.000Z',
      '',
    ]);
  });

  it('exports phone numbers as they are, for diallers, and still escapes other formulas', () => {
    const csv = buildContactsCsv([
      makeContact({ phone: '+1 555 0100' }),
      makeContact({ phone: '+1+1', email: 'b@acme.example' }),
    ]);
    expect(csv).toContain(',+1 555 0100,');
    expect(csv).not.toContain("'+1 555 0100");
    expect(csv).toContain(",'+1+1,");
  });

  it('imports back with the same phone numbers', () => {
    const contacts = [
      makeContact({ phone: '+91 98765 43210' }),
      makeContact({ phone: '+91-98765-43210', email: 'b@acme.example' }),
    ];
    const rows = readCsvLeads(buildContactsCsv(contacts));
    expect(rows.map((row) => row.fields.phone)).toEqual(['+91 98765 43210', '+91-98765-43210']);
  });

  it('names the file after the day', () => {
    expect(contactsCsvFileName('2026-11-22')).toBe('contacts-2026-11-22.csv');
  });
});
