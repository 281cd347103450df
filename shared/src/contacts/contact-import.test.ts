import { describe, expect, it } from 'vitest';
import { contactInputSchema } from './contact.schema';
import {
  contactImportSchema,
  IMPORT_NO_LEADS_MESSAGE,
  IMPORT_TOO_MANY_MESSAGE,
  ImportFormatError,
  importTemplateCsv,
  readCsvLeads,
  readImport,
  readManualLeads,
  toContactInput,
} from './contact-import';

describe('contact import', () => {
  it('needs data, with the message of its tab', () => {
    const csv = contactImportSchema.safeParse({ type: 'csv', data: '  ' });
    const manual = contactImportSchema.safeParse({ type: 'manual', data: '' });
    expect(csv.error?.issues.map((i) => i.message)).toEqual(['CSV data is required']);
    expect(manual.error?.issues.map((i) => i.message)).toEqual(['Lead data is required']);
    expect(contactImportSchema.safeParse({ type: 'xml', data: 'x' }).success).toBe(false);
  });

  it('reads CSV columns by their header, in any order and case, numbered as in a spreadsheet', () => {
    const rows = readCsvLeads(
      'Email,NAME,Phone,Source,Ignored\r\naarav@mehta.in,Aarav Mehta,"\'+91 98450 12345",Cold Call,x\r\n',
    );
    expect(rows).toEqual([
      {
        row: 2,
        fields: {
          email: 'aarav@mehta.in',
          name: 'Aarav Mehta',
          phone: '+91 98450 12345',
          company: '',
          title: '',
          notes: '',
          source: 'cold_call',
        },
      },
    ]);
    expect(contactInputSchema.parse(toContactInput(rows[0]?.fields ?? {}))).toMatchObject({
      source: 'cold_call',
      status: 'cold',
      company: null,
    });
    // No score column: the lead score model scores it when it is saved.
    expect(contactInputSchema.parse(toContactInput(rows[0]?.fields ?? {})).score).toBeUndefined();
  });

  it('refuses a CSV without a header naming name and email', () => {
    expect(() => readCsvLeads('Aarav,aarav@mehta.in')).toThrow(ImportFormatError);
  });

  it('says why a text cannot be imported at all: no header, no rows, more than 1,000 rows', () => {
    expect(readImport('csv', 'Aarav,aarav@mehta.in').error).toMatch(/must name the columns/);
    expect(readImport('csv', 'name,email\n').error).toBe(IMPORT_NO_LEADS_MESSAGE);
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `L${i} - l${i}@x.in`);
    expect(readImport('manual', lines(1001).join('\n')).error).toBe(IMPORT_TOO_MANY_MESSAGE);
    expect(IMPORT_TOO_MANY_MESSAGE).toBe('Import at most 1,000 leads at a time');
    expect(readImport('manual', lines(1000).join('\n')).rows).toHaveLength(1000);
    expect(readImport('csv', 'Email,Name\na@b.in,A').rows).toEqual([
      {
        row: 2,
        fields: { email: 'a@b.in', name: 'A', phone: '', company: '', title: '', notes: '' },
      },
    ]);
  });

  it('offers a template whose leads import as they are', () => {
    const template = importTemplateCsv();
    expect(template.startsWith('\uFEFFname,email,phone,company,title,source,notes\r\n')).toBe(true);
    const rows = readCsvLeads(template);
    expect(rows.map((r) => r.fields.name)).toEqual(['Priya Sharma', 'Wei Ling Tan']);
    for (const { fields } of rows) {
      expect(contactInputSchema.safeParse(toContactInput(fields)).success).toBe(true);
    }
  });

  it('reads manual lines as Name - Email - Phone - Company - Title', () => {
    expect(
      readManualLeads(
        'Diya Nair - diya@kerala.in - +91 98450 12341 - Kerala Spices - Head - Exports\n\n  Rohan - rohan@gupta.in  ',
      ),
    ).toEqual([
      {
        row: 1,
        fields: {
          name: 'Diya Nair',
          email: 'diya@kerala.in',
          phone: '+91 98450 12341',
          company: 'Kerala Spices',
          title: 'Head - Exports',
        },
      },
      {
        row: 3,
        fields: { name: 'Rohan', email: 'rohan@gupta.in', phone: '', company: '', title: '' },
      },
    ]);
  });

  it('recognises the headers other tools export, and a paste from a spreadsheet (tabs)', () => {
    const hubspot = readCsvLeads(
      'First Name;Last Name;Email Address;Mobile Phone;Company Name;Job Title\nAsha;Rao;asha@rao.in;+91 98450 11111;Rao Exports;CEO\n',
    );
    expect(hubspot[0]?.fields).toMatchObject({
      name: 'Asha Rao',
      email: 'asha@rao.in',
      phone: '+91 98450 11111',
      company: 'Rao Exports',
      title: 'CEO',
    });
    const pasted = readCsvLeads(
      'Name\tE-mail 1 - Value\tLead Source\nWei\twei@tan.sg\tTrade Show\n',
    );
    expect(pasted[0]).toMatchObject({
      row: 2,
      fields: { name: 'Wei', email: 'wei@tan.sg', source: 'event' },
    });
  });

  it('reads a source outside the list as other, with a note, instead of refusing the row', () => {
    const [row] = readCsvLeads('name,email,source\nA,a@b.in,Billboard\n');
    expect(row?.fields.source).toBe('other');
    expect(row?.notes).toEqual(['source "Billboard" imported as other']);
    expect(contactInputSchema.safeParse(toContactInput(row?.fields ?? {})).success).toBe(true);
  });

  it('reads status and score too, so an export imports back whole', () => {
    const [row] = readCsvLeads('name,email,status,score\nA,a@b.in,Hot,88\n');
    expect(contactInputSchema.parse(toContactInput(row?.fields ?? {}))).toMatchObject({
      status: 'hot',
      score: 88,
    });
    const input = toContactInput({ name: 'A', email: 'a@b.in', status: 'Hot', score: '88' });
    expect(contactInputSchema.parse(input)).toMatchObject({ status: 'hot', score: 88 });
    expect(
      contactInputSchema.safeParse(toContactInput({ name: 'A', email: 'a@b.in', score: 'high' }))
        .success,
    ).toBe(false);
  });
});
