import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { ContactPage } from '@salesflow/shared/contacts/contact-list.schema';
import type { CustomField } from '@salesflow/shared/custom-fields/custom-field';
import type { ErrorBody } from '@salesflow/shared/errors/error-body';
import type { ImportPreview } from '@salesflow/shared/imports/import-job';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signIn } from '../support/api-client';
import { runImport, uploadImport } from '../support/import-jobs';
import { postLead, webhookUrlsOf } from '../support/lead-webhooks';
import { settleProjections } from '../support/projections';

const addField = async (client: ApiClient, body: Record<string, unknown>) => {
  const response = await client.post<CustomField>('/api/custom-fields', body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
};

const byEmail = async (client: ApiClient, email: string) => {
  const page = await client.get<ContactPage>(
    `/api/contacts?limit=50&search=${encodeURIComponent(email)}`,
  );
  const found = page.body.items.find((c) => c.email === email);
  if (!found) throw new Error(`No contact ${email}`);
  return (await client.get<Contact>(`/api/contacts/${found.id}`)).body;
};

describe('custom fields from a file import and from webhooks', () => {
  let owner: ApiClient;
  const stamp = Date.now();
  const asha = `asha.${stamp}@iyertextiles.in`;
  const bala = `bala.${stamp}@steel.in`;

  beforeAll(async () => {
    owner = await signIn();
    await addField(owner, {
      entity: 'contact',
      key: 'industry',
      label: 'Industry',
      type: 'select',
      options: ['Textiles', 'IT'],
    });
    await addField(owner, {
      entity: 'contact',
      key: 'employees',
      label: 'Employees',
      type: 'number',
    });
    await addField(owner, { entity: 'contact', key: 'renewal', label: 'Renewal', type: 'date' });
    await addField(owner, { entity: 'contact', key: 'vip', label: 'VIP', type: 'checkbox' });
    await addField(owner, { entity: 'deal', key: 'po', label: 'PO', type: 'text' });
  });

  it('guesses columns headed by a field’s label, reads values as people write them, and notes what it cannot read', async () => {
    const csv = [
      'Name,Email,Industry,Employees,renewal,VIP,PO',
      `Asha Iyer,${asha},textiles,"1,200",05/03/2027,Yes,PO-1`,
      `Bala Raman,${bala},Steel,lots,2027-02-30,maybe,PO-2`,
    ].join('\n');
    const { preview, job } = await runImport(owner, 'custom.csv', csv);
    // A deal's field is not a contact's: its column is left to the user.
    expect(preview.mapping).toEqual([
      'name',
      'email',
      'cf.industry',
      'cf.employees',
      'cf.renewal',
      'cf.vip',
      'ignore',
    ]);
    expect(job).toMatchObject({ status: 'completed', success: 2, failed: 0 });
    expect(job.errors).toEqual([
      'Row 3: Industry must be one of Textiles, IT ("Steel" left out)',
      'Row 3: Employees must be a number ("lots" left out)',
      'Row 3: Renewal must be a date like 2026-03-05 ("2027-02-30" left out)',
      'Row 3: VIP must be yes or no ("maybe" left out)',
    ]);
    await settleProjections();
    expect((await byEmail(owner, asha)).customFields).toEqual({
      industry: 'Textiles',
      employees: 1200,
      renewal: '2027-03-05',
      vip: true,
    });
    expect((await byEmail(owner, bala)).customFields).toBeUndefined();
    const listed = await owner.get<ContactPage>('/api/contacts?limit=50&cf.industry=Textiles');
    expect(listed.body.items.map((c) => c.email)).toEqual([asha]);
  });

  it('fills custom fields from a pasted CSV too, noting a value it cannot read', async () => {
    const pasted = await owner.post<{ success: number; errors: string[] }>('/api/contacts/import', {
      type: 'csv',
      data: [
        'Name,Email,Employees,VIP',
        `Pasted One,p1.${stamp}@paste.in,"2,500",yes`,
        `Pasted Two,p2.${stamp}@paste.in,many,no`,
      ].join('\n'),
    });
    expect(pasted.status, JSON.stringify(pasted.body)).toBe(200);
    expect(pasted.body).toMatchObject({
      success: 2,
      errors: ['Row 3: Employees must be a number ("many" left out)'],
    });
    await settleProjections();
    expect((await byEmail(owner, `p1.${stamp}@paste.in`)).customFields).toEqual({
      employees: 2500,
      vip: true,
    });
    expect((await byEmail(owner, `p2.${stamp}@paste.in`)).customFields).toEqual({ vip: false });
  });

  it('fills only the values a contact lacks, and overwrites them when asked to', async () => {
    const again = [
      'Name,Email,Industry,Employees',
      `Asha Iyer,${asha},IT,`,
      `Bala Raman,${bala},IT,40`,
    ].join('\n');
    const filled = await runImport(owner, 'fill.csv', again, { duplicates: 'fill' });
    expect(filled.job).toMatchObject({ status: 'completed', updated: 2 });
    expect((await byEmail(owner, asha)).customFields).toMatchObject({
      industry: 'Textiles',
      employees: 1200,
    });
    expect((await byEmail(owner, bala)).customFields).toEqual({ industry: 'IT', employees: 40 });
    await runImport(owner, 'overwrite.csv', again, { duplicates: 'overwrite' });
    const overwritten = await byEmail(owner, asha);
    // An empty cell clears nothing: it says nothing of the value.
    expect(overwritten.customFields).toMatchObject({ industry: 'IT', employees: 1200, vip: true });
  });

  it('refuses a column for a custom field the organization does not have, or a deal’s', async () => {
    for (const column of ['cf.turnover', 'cf.po']) {
      const id = await uploadImport(owner, 'bad.csv', `Name,Email,X\nA,a.${stamp}@x.in,1`);
      const started = await owner.post<ErrorBody>(`/api/imports/${id}/start`, {
        mapping: ['name', 'email', column],
      });
      expect(started.status).toBe(400);
      expect(started.body.error.message).toBe(
        'Column 3 (X) is for a custom field that no longer exists: choose another field or ignore',
      );
    }
    const id = await uploadImport(owner, 'twice.csv', `Name,Email,X,Y\nA,a.${stamp}@x.in,1,2`);
    const twice = await owner.post<ErrorBody>(`/api/imports/${id}/start`, {
      mapping: ['name', 'email', 'cf.employees', 'cf.employees'],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.error.details?.[0]).toMatchObject({
      field: 'mapping',
      message: 'Only one column can be employees',
    });
    const malformed = await owner.post<ErrorBody>(`/api/imports/${id}/start`, {
      mapping: ['name', 'email', 'cf.Bad Key', 'ignore'],
    });
    expect(malformed.status).toBe(400);
  });

  it('reads another organization’s fields for nothing: its own mapping knows none of them', async () => {
    const stranger = await signIn();
    const id = await uploadImport(
      stranger,
      'theirs.csv',
      `Name,Email,Industry\nZ,z.${stamp}@x.in,IT`,
    );
    const preview = await stranger.get<ImportPreview>(`/api/imports/${id}/preview`);
    expect(preview.body.mapping).toEqual(['name', 'email', 'ignore']);
    const started = await stranger.post<ErrorBody>(`/api/imports/${id}/start`, {
      mapping: ['name', 'email', 'cf.industry'],
    });
    expect(started.status).toBe(400);
  });

  it('fills custom fields from a webhook by the mapping or a `cf.` name, leaving out what cannot be read', async () => {
    const refused = await owner.put<ErrorBody>(
      '/api/integrations/webhooks/wordpress/field-mapping',
      {
        mapping: { Sector: 'cf.sector', Staff: 'cf.employees' },
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.details).toEqual([
      { field: 'mapping.Sector', message: 'No such contact custom field' },
    ]);
    const saved = await owner.put('/api/integrations/webhooks/wordpress/field-mapping', {
      mapping: { Sector: 'cf.industry', Staff: 'cf.employees', 'Your Name': 'name' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const urls = await webhookUrlsOf(owner);
    const email = `web.${stamp}@example.in`;
    const sent = await postLead(
      urls.webhookUrls.wordpress,
      'application/x-www-form-urlencoded',
      new URLSearchParams({
        'Your Name': 'Webform Lead',
        email,
        Sector: 'it',
        Staff: 'many',
        'cf.vip': 'yes',
        'cf.renewal': '2027-01-31',
      }).toString(),
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    await settleProjections();
    expect((await byEmail(owner, email)).customFields).toEqual({
      industry: 'IT',
      vip: true,
      renewal: '2027-01-31',
    });
    // The same lead again, with a value it lacked: filled, the others kept.
    const again = await postLead(
      urls.webhookUrls.wordpress,
      'application/x-www-form-urlencoded',
      new URLSearchParams({
        'Your Name': 'Webform Lead',
        email,
        Sector: 'Textiles',
        Staff: '12',
      }).toString(),
    );
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await byEmail(owner, email)).customFields).toEqual({
      industry: 'IT',
      vip: true,
      renewal: '2027-01-31',
      employees: 12,
    });
  });

  it('keeps a mapping to another organization’s field out: it has no such field', async () => {
    const stranger = await signIn();
    const refused = await stranger.put('/api/integrations/webhooks/generic/field-mapping', {
      mapping: { Sector: 'cf.industry' },
    });
    expect(refused.status).toBe(400);
  });
});
