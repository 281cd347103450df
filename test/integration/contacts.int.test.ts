import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { ContactPage } from '@salesflow/shared/contacts/contact-list.schema';
import type { ErrorBody } from '@salesflow/shared/errors/error-body';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signIn } from '../support/api-client';
import { settleProjections } from '../support/projections';

const contactBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Priya Sharma',
  email: `priya-${Math.random().toString(36).slice(2)}@acme.in`,
  phone: '+91 98765 43210',
  company: 'Acme Traders',
  title: 'Head of Sales',
  status: 'warm',
  source: 'referral',
  notes: 'Met at the Pune expo',
  ...overrides,
});

describe('contacts API', () => {
  let alice: ApiClient;

  beforeAll(async () => {
    alice = await signIn();
  });

  it('creates, reads back, updates and deletes a contact', async () => {
    // Prepare
    const body = contactBody();
    // Act
    const created = await alice.post<Contact>('/api/contacts', body);
    // Assess
    expect(created.status).toBe(201);
    // The lead score model's (profile 15, referral 15, head of sales 15).
    expect(created.body).toMatchObject({ ...body, score: 45, phoneE164: '+919876543210' });
    const id = created.body.id;

    const listed = await alice.get<Contact[]>('/api/contacts');
    expect(listed.status).toBe(200);
    expect(listed.body.map((c) => c.id)).toContain(id);

    const updated = await alice.put<Contact>(`/api/contacts/${id}`, {
      ...body,
      status: 'hot',
      score: 88,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id,
      status: 'hot',
      score: 88,
      createdAt: created.body.createdAt,
    });

    const removed = await alice.delete(`/api/contacts/${id}`);
    expect(removed.status).toBe(204);
    const after = await alice.get<Contact[]>('/api/contacts');
    expect(after.body.map((c) => c.id)).not.toContain(id);
    expect((await alice.delete(`/api/contacts/${id}`)).status).toBe(404);
  });

  it('applies the defaults: status cold, score 0 when nothing is known, empty optional fields as null', async () => {
    const created = await alice.post<Contact>('/api/contacts', {
      name: 'Ravi',
      email: `ravi-${Date.now()}@x.in`,
      phone: '',
      source: '',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'cold',
      score: 0,
      phone: null,
      source: null,
      company: null,
    });
  });

  it('answers 400 with field errors for invalid input', async () => {
    const response = await alice.post<ErrorBody>('/api/contacts', {
      name: ' ',
      email: 'not-an-email',
      status: 'lukewarm',
      source: 'billboard',
      score: 101,
      phone: 'call me',
      company: 'x'.repeat(201),
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION_FAILED');
    const fields = (response.body.error.details ?? []).map((d) => d.field).sort();
    expect(fields).toEqual(['company', 'email', 'name', 'phone', 'score', 'source', 'status']);
  });

  it('answers 400 for malformed JSON and 415 for a non-JSON body', async () => {
    const malformed = await alice.request<ErrorBody>('POST', '/api/contacts', '{"name": "x",');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe('Request body is not valid JSON');
    const text = await alice.request('POST', '/api/contacts', 'name=x', {
      'content-type': 'text/plain',
    });
    expect(text.status).toBe(415);
  });

  it('refuses a duplicate email in the organization, ignoring case, with 409', async () => {
    const body = contactBody();
    expect((await alice.post('/api/contacts', body)).status).toBe(201);
    const duplicate = await alice.post<ErrorBody>('/api/contacts', {
      ...body,
      name: 'Someone else',
      email: body.email.toUpperCase(),
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.message).toBe('A contact with this email already exists');
    expect(duplicate.body.error.details).toEqual([
      { field: 'email', message: 'A contact with this email already exists' },
    ]);
  });

  it('lets the same email exist in two organizations', async () => {
    const bob = await signIn();
    const body = contactBody();
    expect((await alice.post('/api/contacts', body)).status).toBe(201);
    expect((await bob.post('/api/contacts', body)).status).toBe(201);
  });

  it('moves the email claim when the email changes, and refuses taking another contact’s email', async () => {
    const first = (await alice.post<Contact>('/api/contacts', contactBody())).body;
    const second = (await alice.post<Contact>('/api/contacts', contactBody())).body;
    const newEmail = `moved-${Date.now()}@acme.in`;
    const moved = await alice.put<Contact>(`/api/contacts/${first.id}`, {
      ...first,
      email: newEmail,
    });
    expect(moved.status).toBe(200);
    // The old email is free again; the new one is taken.
    expect((await alice.post('/api/contacts', contactBody({ email: first.email }))).status).toBe(
      201,
    );
    const clash = await alice.put(`/api/contacts/${second.id}`, {
      ...second,
      email: newEmail.toUpperCase(),
    });
    expect(clash.status).toBe(409);
    // Changing only the case of its own email is not a conflict.
    const recased = await alice.put<Contact>(`/api/contacts/${first.id}`, {
      ...first,
      email: newEmail.toUpperCase(),
    });
    expect(recased.status).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect(
      (await alice.put('/api/contacts/01UNKNOWN00000000000000000', contactBody())).status,
    ).toBe(404);
    expect((await alice.delete('/api/contacts/01UNKNOWN00000000000000000')).status).toBe(404);
    expect((await alice.delete('/api/contacts/bad%20id!')).status).toBe(400);
  });

  it('makes exactly one contact from concurrent creates with the same email', async () => {
    const body = contactBody();
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => alice.post('/api/contacts', body)),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(11);
    // Search reads the words projected from the table's stream.
    await settleProjections();
    const page = await alice.get<ContactPage>(
      `/api/contacts?limit=50&search=${encodeURIComponent(body.email)}`,
    );
    expect(page.body.items).toHaveLength(1);
  });

  it('keeps the count exact through concurrent creates and deletes', async () => {
    const carol = await signIn();
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        carol.post<Contact>('/api/contacts', contactBody({ email: `c${i}@count.in` })),
      ),
    );
    await Promise.all(created.slice(0, 7).map((r) => carol.delete(`/api/contacts/${r.body.id}`)));
    // The counters follow from the table's stream.
    await settleProjections();
    const page = await carol.get<ContactPage>('/api/contacts?limit=5');
    expect(page.body.total).toBe(13);
    const user = await carol.get<{ contactsUsed: number }>('/api/auth/user');
    expect(user.body.contactsUsed).toBe(13);
  });
});
