import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { ContactPage } from '@salesflow/shared/contacts/contact-list.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, appUrl, signIn } from '../support/api-client';

describe('contacts are scoped to the organization', () => {
  let owner: ApiClient;
  let stranger: ApiClient;
  let contact: Contact;

  beforeAll(async () => {
    owner = await signIn();
    stranger = await signIn();
    contact = (
      await owner.post<Contact>('/api/contacts', {
        name: 'Secret Lead',
        email: `secret-${Date.now()}@owner.in`,
        company: 'Hidden Pvt Ltd',
      })
    ).body;
  });

  it('GET /api/contacts never shows another organization’s contacts', async () => {
    const array = await stranger.get<Contact[]>('/api/contacts');
    expect(array.body).toEqual([]);
    const page = await stranger.get<ContactPage>('/api/contacts?limit=50&search=secret');
    expect(page.body).toEqual({ items: [], nextCursor: null, total: 0 });
  });

  it('PUT /api/contacts/{id} of another organization answers 404 and changes nothing', async () => {
    const response = await stranger.put(`/api/contacts/${contact.id}`, {
      ...contact,
      name: 'Hijacked',
    });
    expect(response.status).toBe(404);
    const mine = await owner.get<Contact[]>('/api/contacts');
    expect(mine.body.find((c) => c.id === contact.id)?.name).toBe('Secret Lead');
  });

  it('DELETE /api/contacts/{id} of another organization answers 404 and deletes nothing', async () => {
    expect((await stranger.delete(`/api/contacts/${contact.id}`)).status).toBe(404);
    const mine = await owner.get<Contact[]>('/api/contacts');
    expect(mine.body.map((c) => c.id)).toContain(contact.id);
  });

  it('POST /api/contacts puts the contact in the caller’s organization, whatever the body says', async () => {
    const created = await stranger.post<Contact>('/api/contacts', {
      name: 'Mine',
      email: `mine-${Date.now()}@x.in`,
      organizationId: contact.organizationId,
      ownerId: contact.ownerId,
    });
    expect(created.status).toBe(201);
    expect(created.body.organizationId).not.toBe(contact.organizationId);
    const ownerList = await owner.get<Contact[]>('/api/contacts');
    expect(ownerList.body.map((c) => c.id)).not.toContain(created.body.id);
  });

  it('every contacts route answers 401 without a session', async () => {
    const base = appUrl();
    for (const [method, path] of [
      ['GET', '/api/contacts'],
      ['POST', '/api/contacts'],
      ['PUT', `/api/contacts/${contact.id}`],
      ['DELETE', `/api/contacts/${contact.id}`],
    ] as const) {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { 'content-type': 'application/json', origin: base },
        body:
          method === 'POST' || method === 'PUT'
            ? JSON.stringify({ name: 'x', email: 'x@y.in' })
            : undefined,
      });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });
});
