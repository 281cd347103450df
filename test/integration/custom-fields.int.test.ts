import { randomUUID } from 'node:crypto';
import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { ContactPage } from '@salesflow/shared/contacts/contact-list.schema';
import type { CustomField } from '@salesflow/shared/custom-fields/custom-field';
import type { Deal } from '@salesflow/shared/deals/deal.schema';
import type { ErrorBody } from '@salesflow/shared/errors/error-body';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signIn } from '../support/api-client';
import { settleProjections } from '../support/projections';
import { signInAsMember } from '../support/team';

const me = async (client: ApiClient) => (await client.get<AuthUser>('/api/auth/user')).body;

const addField = async (client: ApiClient, body: Record<string, unknown>) => {
  const response = await client.post<CustomField>('/api/custom-fields', body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
};

const fieldError = (response: { status: number; body: unknown }) => {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  const detail = (response.body as ErrorBody).error.details?.[0];
  return [detail?.field, detail?.message];
};

describe('custom fields', () => {
  let owner: ApiClient;
  let member: ApiClient;
  let manager: ApiClient;

  beforeAll(async () => {
    owner = await signIn();
    const { organizationId } = await me(owner);
    member = await signInAsMember(organizationId, 'member');
    manager = await signInAsMember(organizationId, 'manager');
    await addField(owner, {
      entity: 'contact',
      key: 'industry',
      label: 'Industry',
      type: 'select',
      options: ['Textiles', 'IT', 'textiles'],
    });
    await addField(owner, {
      entity: 'contact',
      key: 'gst_number',
      label: 'GST number',
      type: 'text',
    });
    await addField(owner, {
      entity: 'contact',
      key: 'employees',
      label: 'Employees',
      type: 'number',
    });
    await addField(owner, { entity: 'contact', key: 'renewal', label: 'Renewal', type: 'date' });
    await addField(owner, { entity: 'contact', key: 'vip', label: 'VIP', type: 'checkbox' });
    await addField(owner, { entity: 'deal', key: 'po_number', label: 'PO number', type: 'text' });
  });

  it('lists the fields to every member, each kind apart, and lets only admins change them', async () => {
    const all = (await member.get<CustomField[]>('/api/custom-fields')).body;
    expect(all.map((f) => f.id)).toEqual([
      'contact.industry',
      'contact.gst_number',
      'contact.employees',
      'contact.renewal',
      'contact.vip',
      'deal.po_number',
    ]);
    expect(all[0]?.options).toEqual(['Textiles', 'IT']);
    const deals = (await member.get<CustomField[]>('/api/custom-fields?entity=deal')).body;
    expect(deals.map((f) => f.key)).toEqual(['po_number']);
    for (const client of [member, manager]) {
      expect(
        (
          await client.post('/api/custom-fields', {
            entity: 'contact',
            key: 'x',
            label: 'X',
            type: 'text',
          })
        ).status,
      ).toBe(403);
      expect((await client.put('/api/custom-fields/contact.vip', { label: 'V' })).status).toBe(403);
      expect((await client.delete('/api/custom-fields/contact.vip')).status).toBe(403);
    }
  });

  it('refuses a bad field with the field named, and a key taken', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ entity: 'contact', key: 'Bad Key', label: 'Bad', type: 'text' }, 'key'],
      [{ entity: 'contact', key: 'colour', label: 'Colour', type: 'select' }, 'options'],
      [
        { entity: 'contact', key: 'notes2', label: 'Notes', type: 'text', options: ['a'] },
        'options',
      ],
      [{ entity: 'account', key: 'a', label: 'A', type: 'text' }, 'entity'],
      [{ entity: 'contact', key: 'a', label: '', type: 'text' }, 'label'],
      [{ entity: 'contact', key: 'a', label: 'A', type: 'money' }, 'type'],
    ];
    for (const [body, field] of cases) {
      expect(
        fieldError(await owner.post('/api/custom-fields', body))[0],
        JSON.stringify(body),
      ).toBe(field);
    }
    const taken = await owner.post<ErrorBody>('/api/custom-fields', {
      entity: 'contact',
      key: 'vip',
      label: 'Again',
      type: 'text',
    });
    expect(taken.status).toBe(409);
    // The same key on deals is another field.
    await addField(owner, { entity: 'deal', key: 'vip', label: 'VIP deal', type: 'checkbox' });
  });

  it('keeps a contact’s values, each checked by its field’s type', async () => {
    const created = await member.post<Contact>('/api/contacts', {
      name: 'Ananya Iyer',
      email: `${randomUUID()}@iyer.in`,
      customFields: { industry: 'Textiles', employees: '120', vip: true, renewal: '2027-03-01' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.customFields).toEqual({
      industry: 'Textiles',
      employees: 120,
      vip: true,
      renewal: '2027-03-01',
    });
    const id = created.body.id;
    const edited = await member.put<Contact>(`/api/contacts/${id}`, {
      customFields: { vip: null, gst_number: ' 27AAACR5055K1Z5 ' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.customFields).toEqual({
      industry: 'Textiles',
      employees: 120,
      renewal: '2027-03-01',
      gst_number: '27AAACR5055K1Z5',
    });
    expect((await member.get<Contact>(`/api/contacts/${id}`)).body.customFields).toEqual(
      edited.body.customFields,
    );

    const bad: [Record<string, unknown>, string, string][] = [
      [{ industry: 'Farming' }, 'customFields.industry', 'Industry must be one of Textiles, IT'],
      [{ employees: 'many' }, 'customFields.employees', 'Employees must be a number'],
      [{ renewal: '2027-02-30' }, 'customFields.renewal', 'Renewal must be a date like 2026-03-05'],
      [{ vip: 'yes' }, 'customFields.vip', 'VIP must be yes or no'],
      [{ po_number: 'PO-1' }, 'customFields.po_number', 'Unknown custom field'],
      [
        { gst_number: 'x'.repeat(501) },
        'customFields.gst_number',
        'GST number must be text of at most 500 characters',
      ],
    ];
    for (const [customFields, field, message] of bad) {
      expect(fieldError(await member.put(`/api/contacts/${id}`, { customFields }))).toEqual([
        field,
        message,
      ]);
    }
    expect(fieldError(await member.put(`/api/contacts/${id}`, { customFields: 'vip' }))[0]).toBe(
      'customFields',
    );
    // Nothing bad was written.
    expect((await member.get<Contact>(`/api/contacts/${id}`)).body.customFields).toEqual(
      edited.body.customFields,
    );
  });

  it('changes a field’s label and choices, and takes a deleted field’s values no more', async () => {
    const renamed = await owner.put<CustomField>('/api/custom-fields/contact.industry', {
      label: 'Sector',
      options: ['Textiles', 'IT', 'Pharma'],
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ label: 'Sector', options: ['Textiles', 'IT', 'Pharma'] });
    expect(
      fieldError(await owner.put('/api/custom-fields/contact.vip', { options: ['a'] }))[0],
    ).toBe('options');
    expect((await owner.put('/api/custom-fields/contact.nothing', { label: 'N' })).status).toBe(
      404,
    );
    expect((await owner.put('/api/custom-fields/Contact.Bad', { label: 'N' })).status).toBe(400);

    const contact = await owner.post<Contact>('/api/contacts', {
      name: 'Pharma lead',
      email: `${randomUUID()}@pharma.in`,
      customFields: { industry: 'Pharma', employees: 5 },
    });
    expect(contact.status).toBe(201);
    expect((await owner.delete('/api/custom-fields/contact.employees')).status).toBe(204);
    expect((await owner.delete('/api/custom-fields/contact.employees')).status).toBe(404);
    expect(
      fieldError(
        await owner.put(`/api/contacts/${contact.body.id}`, { customFields: { employees: 6 } }),
      ),
    ).toEqual(['customFields.employees', 'Unknown custom field']);
    // The next edit drops the deleted field's value.
    const next = await owner.put<Contact>(`/api/contacts/${contact.body.id}`, {
      customFields: { industry: 'IT' },
    });
    expect(next.body.customFields).toEqual({ industry: 'IT' });
  });

  it('keeps a deal’s values, checked by type, laid over its own', async () => {
    const created = await member.post<Deal>('/api/deals', {
      title: 'Loom order',
      value: '1000',
      customFields: { po_number: 'PO-77', vip: true },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.customFields).toEqual({ po_number: 'PO-77', vip: true });
    const edited = await member.put<Deal>(`/api/deals/${created.body.id}`, {
      customFields: { vip: null },
    });
    expect(edited.body.customFields).toEqual({ po_number: 'PO-77' });
    // The board's stage move keeps them.
    const moved = await member.put<Deal>(`/api/deals/${created.body.id}`, { stage: 'proposal' });
    expect(moved.body.customFields).toEqual({ po_number: 'PO-77' });
    expect(
      fieldError(
        await member.put(`/api/deals/${created.body.id}`, { customFields: { industry: 'IT' } }),
      ),
    ).toEqual(['customFields.industry', 'Unknown custom field']);
    expect(
      fieldError(
        await member.put(`/api/deals/${created.body.id}`, { customFields: { vip: 'no' } }),
      ),
    ).toEqual(['customFields.vip', 'VIP deal must be yes or no']);
  });

  it('filters the contacts list by custom fields, each read by its type', async () => {
    const admin = await signIn();
    await addField(admin, {
      entity: 'contact',
      key: 'industry',
      label: 'Industry',
      type: 'select',
      options: ['Textiles', 'IT'],
    });
    await addField(admin, { entity: 'contact', key: 'staff', label: 'Staff', type: 'number' });
    await addField(admin, { entity: 'contact', key: 'vip', label: 'VIP', type: 'checkbox' });
    const add = async (name: string, customFields: Record<string, unknown>, status = 'cold') => {
      const response = await admin.post<Contact>('/api/contacts', {
        name,
        email: `${randomUUID()}@lead.in`,
        status,
        customFields,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
    };
    await add('Iyer Textiles', { industry: 'Textiles', staff: 120, vip: true }, 'hot');
    await add('Rao Mills', { industry: 'Textiles', staff: 40 });
    await add('Kiran Soft', { industry: 'IT', staff: 120, vip: false }, 'hot');
    await add('No fields', {});
    await settleProjections();
    const names = async (query: string) => {
      const response = await admin.get<ContactPage>(`/api/contacts?limit=50&${query}`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.items.map((c) => c.name).sort();
    };
    expect(await names('cf.industry=Textiles')).toEqual(['Iyer Textiles', 'Rao Mills']);
    expect(await names('cf.industry=Textiles&status=hot')).toEqual(['Iyer Textiles']);
    expect(await names('cf.staff=120&sort=name')).toEqual(['Iyer Textiles', 'Kiran Soft']);
    expect(await names('cf.vip=true')).toEqual(['Iyer Textiles']);
    expect(await names('cf.vip=false')).toEqual(['Kiran Soft']);
    expect(await names('cf.industry=IT&cf.staff=120')).toEqual(['Kiran Soft']);
    expect(await names('q=iyer&cf.industry=Textiles')).toEqual(['Iyer Textiles']);
    expect(await names('q=iyer&cf.industry=IT')).toEqual([]);
    for (const [query, field, message] of [
      ['cf.nothing=1', 'cf.nothing', 'Unknown custom field'],
      ['cf.staff=many', 'cf.staff', 'Staff must be a number'],
      ['cf.industry=Pharma', 'cf.industry', 'Industry must be one of Textiles, IT'],
      ['cf.Bad=1', 'cf.Bad', 'Not a custom field'],
    ] as const) {
      expect(fieldError(await admin.get(`/api/contacts?${query}`)), query).toEqual([
        field,
        message,
      ]);
    }
    // Another organization's contacts with the same field never show.
    const stranger = await signIn();
    await addField(stranger, {
      entity: 'contact',
      key: 'industry',
      label: 'Industry',
      type: 'select',
      options: ['Textiles'],
    });
    const theirs = await stranger.get<ContactPage>('/api/contacts?limit=50&cf.industry=Textiles');
    expect(theirs.body.items).toEqual([]);
  });

  it('keeps each organization’s fields to itself', async () => {
    const stranger = await signIn();
    expect((await stranger.get<CustomField[]>('/api/custom-fields')).body).toEqual([]);
    expect((await stranger.put('/api/custom-fields/contact.vip', { label: 'Mine' })).status).toBe(
      404,
    );
    expect((await stranger.delete('/api/custom-fields/contact.vip')).status).toBe(404);
    const theirs = await stranger.post('/api/contacts', {
      name: 'Their lead',
      email: `${randomUUID()}@lead.in`,
      customFields: { vip: true },
    });
    expect(fieldError(theirs)).toEqual(['customFields.vip', 'Unknown custom field']);
    expect(
      (await owner.get<CustomField[]>('/api/custom-fields?entity=contact')).body.find(
        (f) => f.key === 'vip',
      )?.label,
    ).toBe('VIP');
  });

  it('holds an organization to 50 fields of a kind', async () => {
    const admin = await signIn();
    for (let i = 0; i < 50; i += 1) {
      await addField(admin, { entity: 'deal', key: `f${i}`, label: `Field ${i}`, type: 'text' });
    }
    const over = await admin.post<ErrorBody>('/api/custom-fields', {
      entity: 'deal',
      key: 'f50',
      label: 'One more',
      type: 'text',
    });
    expect(over.status).toBe(409);
    expect(over.body.error.message).toBe('An organization has at most 50 custom fields on deals');
    await addField(admin, { entity: 'contact', key: 'f50', label: 'On contacts', type: 'text' });
  });
});
