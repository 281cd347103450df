import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CONTACT_STATUSES, contactInputSchema } from '../contacts/contact.schema';
import { detectDelimiter, stripBom } from './delimiter';
import {
  guessColumn,
  guessMapping,
  type ImportColumn,
  type ImportTarget,
  mappingProblem,
  needsMappingStep,
} from './import-headers';
import { importKeySchema, mapRow } from './import-row';

const fixture = (name: string) =>
  readFileSync(
    fileURLToPath(new URL(`../../../test/fixtures/imports/${name}`, import.meta.url)),
    'utf8',
  );

const readFixture = (name: string) => {
  const text = fixture(name);
  const delimiter = detectDelimiter(text);
  const [headers = [], ...rows] = parse(stripBom(text), {
    delimiter,
    relax_column_count: true,
  }) as string[][];
  return { headers, rows, delimiter, mapping: guessMapping(headers) };
};

/** The header each field was mapped from. */
const mappedHeaders = (headers: string[], mapping: ImportColumn[]) =>
  Object.fromEntries(
    mapping.flatMap((target, i) => (target === 'ignore' ? [] : [[target, headers[i]]])),
  );

describe('header recognition', () => {
  it('knows the usual headers in any case and spacing', () => {
    // Prepare / Act / Assess in one table
    const cases: [string, ImportTarget][] = [
      ['First Name', 'firstName'],
      ['LAST NAME', 'lastName'],
      ['name', 'name'],
      ['Full Name', 'name'],
      ['Email Address', 'email'],
      ['E-mail 1 - Value', 'email'],
      ['email 1', 'email'],
      ['Mobile Phone', 'phone'],
      ['Phone 1 - Value', 'phone'],
      ['Business Phone', 'phone'],
      ['Company Name', 'company'],
      ['Organization 1 - Name', 'company'],
      ['account name', 'company'],
      ['Job Title', 'title'],
      [' Title ', 'title'],
      ['Lead Source', 'source'],
      ['Notes', 'notes'],
      ['Description', 'notes'],
      ['Favourite colour', 'ignore'],
    ];
    for (const [header, target] of cases) expect(guessColumn(header), header).toBe(target);
  });

  it('gives each field its best column: mobile before home phone, job title before Title', () => {
    const headers = ['Title', 'Home Phone', 'Job Title', 'Mobile Phone', 'E-mail Address', 'Name'];
    expect(guessMapping(headers)).toEqual(['ignore', 'ignore', 'title', 'phone', 'email', 'name']);
  });

  it('ignores first and last name when a full name column is there', () => {
    expect(guessMapping(['First Name', 'Name', 'Last Name', 'Email'])).toEqual([
      'ignore',
      'name',
      'ignore',
      'email',
    ]);
  });

  it('says what a mapping lacks', () => {
    expect(mappingProblem(['name', 'ignore'])).toBe('Choose the column that holds the email');
    expect(mappingProblem(['email', 'company'])).toMatch(/name/);
    expect(mappingProblem(['email', 'email', 'name'])).toBe('Only one column can be Email');
    expect(mappingProblem(['firstName', 'email'])).toBeNull();
  });

  it('asks for the mapping step only when a column is not recognised', () => {
    expect(needsMappingStep(['Name', 'Email'], ['name', 'email'])).toBe(false);
    expect(needsMappingStep(['Name', 'Email', 'Colour'], ['name', 'email', 'ignore'])).toBe(true);
  });
});

describe('real exports', () => {
  const expected: Record<string, Record<string, string>> = {
    'hubspot-contacts.csv': {
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Email',
      phone: 'Mobile Phone Number',
      company: 'Company Name',
      title: 'Job Title',
      source: 'Original Source',
    },
    'pipedrive-persons.csv': {
      name: 'Person - Name',
      company: 'Person - Organization',
      email: 'Person - Email - Work',
      phone: 'Person - Phone - Mobile',
      title: 'Person - Job title',
    },
    'zoho-leads.csv': {
      firstName: 'First Name',
      lastName: 'Last Name',
      company: 'Company',
      title: 'Designation',
      email: 'Email',
      phone: 'Mobile',
      source: 'Lead Source',
      notes: 'Description',
    },
    'salesforce-leads.csv': {
      firstName: 'First Name',
      lastName: 'Last Name',
      title: 'Title',
      company: 'Company / Account',
      email: 'Email',
      phone: 'Mobile',
      source: 'Lead Source',
      notes: 'Description',
    },
    'google-contacts.csv': {
      name: 'Name',
      notes: 'Notes',
      email: 'E-mail 1 - Value',
      phone: 'Phone 1 - Value',
      company: 'Organization 1 - Name',
      title: 'Organization 1 - Title',
    },
    'outlook-contacts.csv': {
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'E-mail Address',
      phone: 'Mobile Phone',
      title: 'Job Title',
      company: 'Company',
      notes: 'Notes',
    },
    'excel-semicolon.csv': {
      name: 'Name',
      email: 'Email Address',
      phone: 'Mobile Phone',
      company: 'Company Name',
      title: 'Job Title',
      source: 'Lead Source',
      notes: 'Notes',
    },
    'excel-tab.csv': {
      name: 'Full Name',
      email: 'E-mail 1 - Value',
      phone: 'Business Phone',
      company: 'Account Name',
      title: 'Title',
      notes: 'Notes',
    },
  };

  for (const [file, fields] of Object.entries(expected)) {
    it(`maps ${file} without editing`, () => {
      const { headers, mapping } = readFixture(file);
      expect(mappedHeaders(headers, mapping)).toEqual(fields);
      expect(mappingProblem(mapping)).toBeNull();
    });
  }

  it('detects ; and tab, and drops the byte order mark', () => {
    expect(readFixture('excel-semicolon.csv').delimiter).toBe(';');
    expect(readFixture('excel-tab.csv').delimiter).toBe('\t');
    expect(readFixture('zoho-leads.csv').headers[0]).toBe('Record Id');
    expect(readFixture('excel-semicolon.csv').headers[0]).toBe('Name');
  });

  it('keeps quoted delimiters and line breaks inside a cell', () => {
    const zoho = readFixture('zoho-leads.csv');
    expect(mapRow(zoho.rows[0] ?? [], zoho.mapping).input.notes).toBe(
      'Met at the expo,\nasked for pricing',
    );
    const excel = readFixture('excel-semicolon.csv');
    expect(mapRow(excel.rows[0] ?? [], excel.mapping).input).toMatchObject({
      name: 'Aditi Bose',
      notes: 'Budget: 5,00,000',
      source: 'referral',
    });
  });
});

describe('a row under a mapping', () => {
  it('joins first and last name', () => {
    expect(
      mapRow(['Priya', 'Sharma', 'p@x.in'], ['firstName', 'lastName', 'email']).input.name,
    ).toBe('Priya Sharma');
  });

  it('imports an unknown source as other, with a note', () => {
    const row = mapRow(['A', 'a@x.in', 'Offline Sources'], ['name', 'email', 'source']);
    expect(row.input.source).toBe('other');
    expect(row.notes).toEqual(['source "Offline Sources" imported as other']);
    expect(mapRow(['A', 'a@x.in', 'Cold Call'], ['name', 'email', 'source']).input.source).toBe(
      'cold_call',
    );
    // What CRMs write, in our terms, without a note.
    for (const [given, source] of [
      ['Organic Search', 'website'],
      ['Partner Referral', 'referral'],
      ['Trade Show', 'event'],
      ['Organic Social', 'social_media'],
    ]) {
      const read = mapRow(['A', 'a@x.in', given ?? ''], ['name', 'email', 'source']);
      expect([read.input.source, read.notes]).toEqual([source, []]);
    }
  });

  it('leaves an unknown status to the default, with a note', () => {
    const row = mapRow(['A', 'a@x.in', 'Open'], ['name', 'email', 'status']);
    expect(row.input.status).toBeUndefined();
    expect(row.notes).toEqual(['status "Open" imported as cold']);
    expect(mapRow(['A', 'a@x.in', 'HOT'], ['name', 'email', 'status']).input.status).toBe('hot');
  });

  it('undoes the export guard against formulas', () => {
    expect(mapRow(["'=1+1", 'a@x.in'], ['name', 'email']).input.name).toBe('=1+1');
  });
});

describe('delimiter detection', () => {
  it('counts only delimiters outside quotes in the first line', () => {
    expect(detectDelimiter('"a;b;c",x,y\n1;2;3;4;5')).toBe(',');
    expect(detectDelimiter('\uFEFFa;b;c\r\n')).toBe(';');
    expect(detectDelimiter('single')).toBe(',');
  });
});

describe('the file worker’s name and email rules', () => {
  it('are the contact form’s', () => {
    const samples = [
      { name: 'Asha', email: 'asha@example.in' },
      { name: '', email: 'asha@example.in' },
      { name: '  ', email: 'x@y.in' },
      { name: 'A'.repeat(201), email: 'x@y.in' },
      { name: 'Asha', email: 'not-an-email' },
      { name: 'Asha', email: '' },
      { name: 'Asha', email: ` ${'a'.repeat(250)}@y.in` },
      { name: 'Ctrl\u0001', email: 'a@b.in' },
      { name: 'Asha', email: 'ASHA@EXAMPLE.IN ' },
    ];
    for (const sample of samples) {
      const light = importKeySchema.safeParse(sample);
      const full = contactInputSchema.safeParse(sample);
      expect(light.success, JSON.stringify(sample)).toBe(full.success);
      if (!light.success && !full.success) {
        expect(light.error.issues[0]?.message).toBe(full.error.issues[0]?.message);
      }
    }
    expect(CONTACT_STATUSES).toEqual(['cold', 'warm', 'hot']);
  });
});

describe('custom fields among the columns', () => {
  const fields = [
    { key: 'industry', label: 'Industry' },
    { key: 'gst_number', label: 'GST No.' },
    { key: 'notes_extra', label: 'Notes' },
  ];

  it('maps a column headed by a field’s label or key, each field once, ours first', () => {
    expect(
      guessMapping(['Name', 'Email', 'industry', 'GST no', 'gst_number', 'Notes', 'Other'], fields),
    ).toEqual(['name', 'email', 'cf.industry', 'cf.gst_number', 'ignore', 'notes', 'ignore']);
  });

  it('refuses one field in two columns, named by its label', () => {
    expect(
      mappingProblem(['name', 'email', 'cf.industry', 'cf.industry'], { industry: 'Industry' }),
    ).toBe('Only one column can be Industry');
    expect(mappingProblem(['name', 'email', 'cf.industry'])).toBeNull();
  });
});
