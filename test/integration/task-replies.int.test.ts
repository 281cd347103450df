import { randomUUID } from 'node:crypto';
import { recordCustomerWrote } from '@salesflow/functions/modules/whatsapp/whatsapp-messages.repository';
import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { Task, TaskPage } from '@salesflow/shared/tasks/task-types';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signIn } from '../support/api-client';
import { uniqueIndianMobile, useLocalStackFromTests } from '../support/service-env';
import { signInAsMember } from '../support/team';

beforeAll(useLocalStackFromTests);

const me = async (client: ApiClient) => (await client.get<AuthUser>('/api/auth/user')).body;
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

const task = async (client: ApiClient, contactId: string, title: string) => {
  const response = await client.post<Task>('/api/tasks', { title, dueAt: inHours(5), contactId });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
};

const listed = async (client: ApiClient, query = 'status=open') => {
  const response = await client.get<TaskPage>(`/api/tasks?${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.items;
};

describe('a reply on a follow-up', () => {
  it('shows a WhatsApp reply written after the task on it, and closes nothing', async () => {
    const owner = await signIn();
    const { organizationId } = await me(owner);
    const phone = `+91${uniqueIndianMobile()}`;
    const contact = await owner.post<Contact>('/api/contacts', {
      name: 'Replying lead',
      email: `${randomUUID()}@lead.in`,
      phone,
    });
    expect(contact.status).toBe(201);
    const quiet = await owner.post<Contact>('/api/contacts', {
      name: 'Quiet lead',
      email: `${randomUUID()}@lead.in`,
      phone: `+91${uniqueIndianMobile()}`,
    });
    // A reply before the task is not a reply to it.
    await recordCustomerWrote(organizationId, phone, new Date(Date.now() - 60_000).toISOString());
    const followUp = await task(owner, contact.body.id, 'Send the quote');
    await task(owner, quiet.body.id, 'Call the quiet one');
    expect((await listed(owner)).find((t) => t.id === followUp.id)?.reply).toBeUndefined();

    const at = new Date(Date.now() + 1000).toISOString();
    await recordCustomerWrote(organizationId, phone, at);
    const items = await listed(owner);
    const shown = items.find((t) => t.id === followUp.id);
    expect(shown?.reply).toEqual({ channel: 'whatsapp', at });
    expect(shown?.done).toBe(false);
    expect(items.find((t) => t.title === 'Call the quiet one')?.reply).toBeUndefined();
    // On the contact's own list too.
    const ofContact = await listed(owner, `contactId=${contact.body.id}`);
    expect(ofContact[0]?.reply).toEqual({ channel: 'whatsapp', at });

    // Done, it shows no reply.
    expect((await owner.put(`/api/tasks/${followUp.id}`, { done: true })).status).toBe(200);
    const done = await listed(owner, 'status=done');
    expect(done.find((t) => t.id === followUp.id)?.reply).toBeUndefined();
  });

  it('shows a member no reply on a contact they may not see, and another organization nothing', async () => {
    const owner = await signIn();
    const { organizationId } = await me(owner);
    const member = await signInAsMember(organizationId, 'member');
    expect((await owner.put('/api/team/settings', { recordVisibility: 'own' })).status).toBe(200);
    const phone = `+91${uniqueIndianMobile()}`;
    const contact = await owner.post<Contact>('/api/contacts', {
      name: 'Owner lead',
      email: `${randomUUID()}@lead.in`,
      phone,
    });
    await task(owner, contact.body.id, 'Owner follow-up');
    await recordCustomerWrote(organizationId, phone, new Date(Date.now() + 1000).toISOString());
    expect((await listed(member)).map((t) => t.title)).not.toContain('Owner follow-up');
    const stranger = await signIn();
    expect(await listed(stranger)).toEqual([]);
    // The same number written to another organization shows nothing here.
    const strangerOrg = (await me(stranger)).organizationId;
    const other = await owner.post<Contact>('/api/contacts', {
      name: 'Second lead',
      email: `${randomUUID()}@lead.in`,
      phone: `+91${uniqueIndianMobile()}`,
    });
    const second = await task(owner, other.body.id, 'Second follow-up');
    await recordCustomerWrote(strangerOrg, other.body.phoneE164 ?? '', inHours(1));
    expect((await listed(owner)).find((t) => t.id === second.id)?.reply).toBeUndefined();
  });
});
