import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { ImportResult } from '@salesflow/shared/contacts/contact-import';
import type { ErrorBody } from '@salesflow/shared/errors/error-body';
import type { DashboardMetrics } from '@salesflow/shared/metrics/dashboard-metrics';
import type { OnboardingState } from '@salesflow/shared/onboarding/onboarding';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appUrl, signIn } from '../support/api-client';
import { settleProjections } from '../support/projections';

const BOM = '\uFEFF';

describe('POST /api/contacts/import', () => {
  it('saves the valid CSV rows and names each refused row', async () => {
    const client = await signIn();
    await client.post('/api/contacts', { name: 'Already Here', email: 'here@mehta.in' });
    const csv = [
      'Name,Email,Phone,Company,Title,Source,Notes',
      'Aarav Mehta,aarav@mehta.in,"\'+91 98450 12345",Mehta Steel,Purchase Head,Cold Call,"Met at the expo, keen"',
      'No Email,,,,,,',
      'Bad Email,not-an-email,,,,,',
      'Aarav Again,AARAV@mehta.in,,,,,',
      'Duplicate Of Existing,Here@Mehta.in,,,,,',
      'Odd Source,odd@x.in,,,,carrier pigeon,',
      'प्रिया शर्मा,priya@sharma.in,,शर्मा ट्रेडर्स,,website,',
    ].join('\r\n');

    const response = await client.post<ImportResult>('/api/contacts/import', {
      type: 'csv',
      data: `${BOM}${csv}\r\n`,
    });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: 3,
      failed: 4,
      errors: [
        'Row 3: Email is required',
        'Row 4: Enter a valid email address',
        'Row 5: same email as row 2',
        'Row 6: A contact with this email already exists',
        // Imported: a source outside the list is read as "other", and said.
        'Row 7: source "carrier pigeon" imported as other',
      ],
      imported: [
        { name: 'Aarav Mehta', email: 'aarav@mehta.in' },
        { name: 'Odd Source', email: 'odd@x.in' },
        { name: 'प्रिया शर्मा', email: 'priya@sharma.in' },
      ],
    });
    const contacts = (await client.get<Contact[]>('/api/contacts')).body;
    expect(contacts.find((c) => c.email === 'aarav@mehta.in')).toMatchObject({
      phone: '+91 98450 12345',
      phoneE164: '+919845012345',
      company: 'Mehta Steel',
      title: 'Purchase Head',
      source: 'cold_call',
      notes: 'Met at the expo, keen',
      status: 'cold',
      // Scored as it is created: profile 15, cold call 5, head 15.
      score: 35,
    });
    expect(contacts.find((c) => c.email === 'priya@sharma.in')?.company).toBe('शर्मा ट्रेडर्स');
    expect(contacts.find((c) => c.email === 'odd@x.in')?.source).toBe('other');
    // Counted like any other new contact.
    await settleProjections();
    const metrics = (await client.get<DashboardMetrics>('/api/dashboard/metrics')).body;
    expect(metrics.totalLeads).toBe(4);
  });

  it('reads rows pasted from a spreadsheet export, with its own headers and tabs', async () => {
    const client = await signIn();
    await client.post('/api/contacts', {
      name: 'Kept',
      email: 'kept@iyer.in',
      phone: '+91 98111 22333',
    });
    // Imports find a phone another contact has in the phone sets kept from the stream.
    await settleProjections();
    const data = [
      ['First Name', 'Last Name', 'Email Address', 'Mobile Phone', 'Company Name', 'Job Title'],
      ['Kavya', 'Iyer', 'kavya@iyer.in', '+91 98450 22222', 'Iyer Textiles', 'Director'],
      ['Bad', 'Row', 'nope', '', '', ''],
      ['Same', 'Phone', 'same@iyer.in', '098111 22333', '', ''],
      ['Twice', 'Over', 'twice@iyer.in', '+919845022222', '', ''],
    ]
      .map((cells) => cells.join('\t'))
      .join('\n');
    const response = await client.post<ImportResult>('/api/contacts/import', { type: 'csv', data });
    // Phones another contact has are imported and said; errors and notes in row order.
    expect(response.body).toMatchObject({
      success: 3,
      failed: 1,
      errors: [
        'Row 3: Enter a valid email address',
        'Row 4: same phone as a contact you already have (imported)',
        'Row 5: same phone as row 2 (imported)',
      ],
    });
    const contacts = (await client.get<Contact[]>('/api/contacts')).body;
    expect(contacts.find((c) => c.email === 'kavya@iyer.in')).toMatchObject({
      name: 'Kavya Iyer',
      email: 'kavya@iyer.in',
      phoneE164: '+919845022222',
      company: 'Iyer Textiles',
      title: 'Director',
    });
  });

  it('reads manual lines, and flips the first-contact milestone', async () => {
    const client = await signIn();
    const response = await client.post<ImportResult>('/api/contacts/import', {
      type: 'manual',
      data: 'Diya Nair - diya@kerala.in - +91 98450 12341 - Kerala Spices - Exports Head\nJust A Name',
    });
    expect(response.body).toMatchObject({
      success: 1,
      failed: 1,
      errors: ['Row 2: Email is required'],
    });
    const state = (await client.get<OnboardingState>('/api/user/onboarding-state')).body;
    expect(state.hasAddedFirstContact).toBe(true);
  });

  it('answers 400 with the field message for empty data, a missing header, no rows or too many rows', async () => {
    const client = await signIn();
    const fieldMessage = async (body: unknown) => {
      const response = await client.post<ErrorBody>('/api/contacts/import', body);
      expect(response.status).toBe(400);
      return response.body.error.details?.find((d) => d.field === 'data')?.message;
    };
    expect(await fieldMessage({ type: 'csv', data: ' ' })).toBe('CSV data is required');
    expect(await fieldMessage({ type: 'manual', data: '' })).toBe('Lead data is required');
    expect(await fieldMessage({ type: 'csv', data: 'Aarav,aarav@mehta.in' })).toMatch(
      /must name the columns, including name and email/,
    );
    expect(await fieldMessage({ type: 'csv', data: 'name,email\r\n' })).toBe(
      'Add at least one lead below the header row',
    );
    const many = Array.from({ length: 1001 }, (_, i) => `Lead ${i} - lead${i}@x.in`).join('\n');
    expect(await fieldMessage({ type: 'manual', data: many })).toBe(
      'Import at most 1,000 leads at a time',
    );
    expect((await client.get<Contact[]>('/api/contacts')).body).toEqual([]);
  });

  it('imports into the caller’s organization only; another organization may hold the same email', async () => {
    const owner = await signIn();
    const other = await signIn();
    await other.post('/api/contacts', { name: 'Theirs', email: 'shared@lead.in' });

    const response = await owner.post<ImportResult>('/api/contacts/import', {
      type: 'manual',
      data: 'Mine - shared@lead.in',
    });

    expect(response.body.success).toBe(1);
    expect((await owner.get<Contact[]>('/api/contacts')).body.map((c) => c.name)).toEqual(['Mine']);
    expect((await other.get<Contact[]>('/api/contacts')).body.map((c) => c.name)).toEqual([
      'Theirs',
    ]);
  });

  it('needs a signed-in user', async () => {
    const response = await fetch(`${appUrl()}/api/contacts/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: appUrl() },
      body: JSON.stringify({ type: 'manual', data: 'A - a@b.in' }),
    });
    expect(response.status).toBe(401);
  });

  it('never answers a 5xx, whatever the body', async () => {
    const client = await signIn();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({ type: fc.constantFrom('csv', 'manual', 'xml'), data: fc.string() }),
          fc.record({
            type: fc.constant('csv'),
            data: fc
              .array(fc.array(fc.string(), { maxLength: 8 }), { maxLength: 6 })
              .map((rows) =>
                ['name,email,phone,score,status,source', ...rows.map((r) => r.join(','))].join(
                  '\n',
                ),
              ),
          }),
          fc.anything(),
        ),
        async (body) => {
          const response = await client.post('/api/contacts/import', body);
          expect(response.status).toBeLessThan(500);
        },
      ),
      { numRuns: 40 },
    );
  });
});
