import {
  contactByEmail,
  mergeIntoContact,
} from '@salesflow/functions/modules/contacts/contacts.service';
import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/api-client';
import { useLocalStackFromTests } from '../support/service-env';

beforeAll(useLocalStackFromTests);

describe('a lead that arrives again merges into the contact with its email', () => {
  it('fills what is missing, overwrites when asked, and says so on the timeline', async () => {
    const client = await signIn();
    const me = (await client.get<AuthUser>('/api/auth/user')).body;
    const email = `again-${Date.now()}@x.in`;
    const created = (
      await client.post<Contact>('/api/contacts', {
        name: 'Ravi Kumar',
        email,
        company: 'Kumar Co',
      })
    ).body;
    const actor = {
      organizationId: created.organizationId,
      userId: null,
      timezone: 'Asia/Kolkata',
    };

    expect((await contactByEmail(created.organizationId, email.toUpperCase()))?.id).toBe(
      created.id,
    );
    expect(await contactByEmail(created.organizationId, `nobody-${email}`)).toBeNull();

    const filled = await mergeIntoContact(
      actor,
      created.id,
      { name: 'R. Kumar', company: 'Other Co', title: 'Founder' },
      'fill',
      { subject: 'Lead captured again from website' },
    );
    expect(filled?.changed).toEqual(['title']);
    expect(filled?.contact).toMatchObject({
      name: 'Ravi Kumar',
      company: 'Kumar Co',
      title: 'Founder',
    });

    const overwritten = await mergeIntoContact(
      actor,
      created.id,
      { company: 'Other Co' },
      'overwrite',
      {
        subject: 'Updated by import',
      },
    );
    expect(overwritten?.changed).toEqual(['company']);
    const stored = (await client.get<Contact>(`/api/contacts/${created.id}`)).body;
    expect(stored).toMatchObject({ name: 'Ravi Kumar', company: 'Other Co', title: 'Founder' });
    expect(stored.assignedTo).toBe(me.id);

    const same = await mergeIntoContact(actor, created.id, { company: 'Other Co' }, 'fill', {
      subject: 'Lead captured again from zapier',
    });
    expect(same?.changed).toEqual([]);
    const timeline = (
      await client.get<{ items: { subject: string }[] }>(`/api/contacts/${created.id}/activities`)
    ).body.items.map((a) => a.subject);
    expect(timeline).toEqual(
      expect.arrayContaining([
        'Lead captured again from website',
        'Updated by import',
        'Lead captured again from zapier',
      ]),
    );
  });

  it('answers null for a contact that is gone, and finds nothing in another organization', async () => {
    const owner = await signIn();
    const stranger = await signIn();
    const email = `mine-${Date.now()}@x.in`;
    const created = (await owner.post<Contact>('/api/contacts', { name: 'Mine', email })).body;
    const theirs = (await stranger.get<AuthUser>('/api/auth/user')).body;
    expect(await contactByEmail(theirs.organizationId, email)).toBeNull();
    await owner.delete(`/api/contacts/${created.id}`);
    const actor = { organizationId: created.organizationId, userId: null, timezone: 'UTC' };
    expect(
      await mergeIntoContact(actor, created.id, { title: 'X' }, 'fill', { subject: 'x' }),
    ).toBeNull();
  });
});
