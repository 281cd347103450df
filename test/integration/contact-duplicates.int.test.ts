import { randomUUID } from 'node:crypto';
import { CONTACT_DUPLICATES_QUEUE } from '@salesflow/functions/platform/queue-names';
import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { DuplicatePage } from '@salesflow/shared/contacts/contact-duplicates';
import type { ErrorBody } from '@salesflow/shared/errors/error-body';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signIn } from '../support/api-client';
import { settleProjections } from '../support/projections';
import { queueDrained } from '../support/queues';
import { signInAsMember } from '../support/team';

const me = async (client: ApiClient) => (await client.get<AuthUser>('/api/auth/user')).body;

const add = async (client: ApiClient, fields: Record<string, unknown>) => {
  const response = await client.post<Contact>('/api/contacts', fields);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
};

/** The pairs a caller is shown, as `a|b reasons` with each pair's ids in order. */
const pairsSeen = async (client: ApiClient, query = '') => {
  const response = await client.get<DuplicatePage>(`/api/contacts/duplicates${query}`);
  expect(response.status).toBe(200);
  return response.body.items
    .map((pair) => {
      const ids = [pair.contact.id, pair.other.id].sort();
      return `${ids.join('|')} ${pair.reasons.join(',')}`;
    })
    .sort();
};

const pair = (a: Contact, b: Contact, reasons: string) =>
  `${[a.id, b.id].sort().join('|')} ${reasons}`;

/** Ten random digits starting 9: an Indian mobile number of this run's own. */
const mobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

describe('possible duplicates', () => {
  let owner: ApiClient;
  let organizationId: string;
  let stranger: ApiClient;

  beforeAll(async () => {
    owner = await signIn();
    organizationId = (await me(owner)).organizationId;
    stranger = await signIn();
  });

  it('pairs contacts by a Gmail address without its dots, a phone, or a name with its company, and follows their changes', {
    timeout: 300_000,
  }, async () => {
    const tag = randomUUID().slice(0, 8);
    const phone = mobile();
    const ananya = await add(owner, {
      name: `Ananya Iyer ${tag}`,
      email: `ananya.iyer.${tag}@gmail.com`,
      phone: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`,
      company: `Iyer Textiles ${tag}`,
    });
    const sameMailbox = await add(owner, {
      name: `Priya Nair ${tag}`,
      email: `ananyaiyer${tag}@GMAIL.com`,
    });
    const samePhone = await add(owner, {
      name: `Kiran Rao ${tag}`,
      email: `kiran.${tag}@rao.in`,
      phone: `0${phone}`,
    });
    const sameName = await add(owner, {
      name: `ananya  IYER ${tag}`,
      email: `ananya.${tag}@iyertextiles.in`,
      company: `IYER TEXTILES ${tag}.`,
    });
    await add(owner, { name: `Someone Else ${tag}`, email: `else.${tag}@example.in` });

    const expected = [
      pair(ananya, sameMailbox, 'email'),
      pair(ananya, samePhone, 'phone'),
      pair(ananya, sameName, 'name'),
    ].sort();
    // Up to 90 s: a check that failed once (a busy table) comes again after the queue's 60 s.
    await expect.poll(() => pairsSeen(owner), { timeout: 90_000 }).toEqual(expected);
    // The drawer's question: this contact's possible duplicates, each with it first.
    const ofAnanya = await owner.get<DuplicatePage>(
      `/api/contacts/duplicates?contactId=${ananya.id}`,
    );
    expect(ofAnanya.body.items.map((p) => p.contact.id)).toEqual([ananya.id, ananya.id, ananya.id]);
    expect(ofAnanya.body.items.map((p) => p.other.name).sort()).toEqual(
      [sameMailbox.name, samePhone.name, sameName.name].sort(),
    );
    expect(await pairsSeen(owner, `?contactId=${sameMailbox.id}`)).toEqual([
      pair(ananya, sameMailbox, 'email'),
    ]);

    // A new phone ends that pair; a deleted contact ends its own.
    expect(
      (await owner.put(`/api/contacts/${samePhone.id}`, { phone: `+91 ${mobile()}` })).status,
    ).toBe(200);
    expect((await owner.delete(`/api/contacts/${sameMailbox.id}`)).status).toBe(204);
    await expect
      .poll(() => pairsSeen(owner), { timeout: 90_000 })
      .toEqual([pair(ananya, sameName, 'name')]);
    // Given the phone back, it is found again; a second reason joins the first.
    expect(
      (
        await owner.put(`/api/contacts/${samePhone.id}`, {
          phone: `+91${phone}`,
          name: ananya.name,
          company: ananya.company,
        })
      ).status,
    ).toBe(200);
    await expect
      .poll(() => pairsSeen(owner), { timeout: 90_000 })
      .toEqual(
        [
          pair(ananya, sameName, 'name'),
          pair(ananya, samePhone, 'phone,name'),
          pair(samePhone, sameName, 'name'),
        ].sort(),
      );
  });

  it('shows a member only the pairs of contacts they see, and another organization none', async () => {
    // Members see only their own leads and the unassigned ones.
    expect((await owner.put('/api/team/settings', { recordVisibility: 'own' })).status).toBe(200);
    const member = await signInAsMember(organizationId, 'member');
    const phone = mobile();
    const ownersLead = await add(owner, {
      name: `Owner Lead ${phone}`,
      email: `owner.${phone}@lead.in`,
      phone: `+91${phone}`,
    });
    const membersLead = await add(member, {
      name: `Member Lead ${phone}`,
      email: `member.${phone}@lead.in`,
      phone: `+91${phone}`,
    });
    const expected = [pair(ownersLead, membersLead, 'phone')];
    await expect.poll(() => pairsSeen(owner, `?contactId=${ownersLead.id}`)).toEqual(expected);
    // The member does not see the owner's lead: nothing of the pair shows.
    expect(await pairsSeen(member, `?contactId=${membersLead.id}`)).toEqual([]);
    expect(await pairsSeen(member)).not.toContain(expected[0]);
    expect(
      (await member.get<ErrorBody>(`/api/contacts/duplicates?contactId=${ownersLead.id}`)).status,
    ).toBe(404);

    // Another organization: not found, and none of this one's pairs in its list.
    expect((await stranger.get(`/api/contacts/duplicates?contactId=${ownersLead.id}`)).status).toBe(
      404,
    );
    const theirs = await stranger.get<DuplicatePage>('/api/contacts/duplicates');
    expect(theirs.body.items).toEqual([]);
    // A contact of the stranger's with the same phone pairs with nothing here.
    const strangers = await add(stranger, {
      name: `Stranger ${phone}`,
      email: `stranger.${phone}@lead.in`,
      phone: `+91${phone}`,
    });
    await new Promise((done) => setTimeout(done, 500));
    expect(await pairsSeen(stranger, `?contactId=${strangers.id}`)).toEqual([]);
    expect(await pairsSeen(owner, `?contactId=${ownersLead.id}`)).toEqual(expected);
  });

  it('pairs nobody by a phone more than 20 contacts share, as a switchboard number is', async () => {
    const busy = await signIn();
    const phone = mobile();
    const desks: Contact[] = [];
    for (let i = 0; i < 21; i += 1) {
      desks.push(
        await add(busy, {
          name: `Desk ${i}`,
          email: `desk.${i}.${phone}@office.in`,
          phone: `+91${phone}`,
        }),
      );
    }
    const [first, second] = desks as [Contact, Contact];
    const last = desks[20] as Contact;
    // Every check the stream asked for is done.
    await settleProjections();
    await queueDrained(CONTACT_DUPLICATES_QUEUE, 60_000);
    expect(await pairsSeen(busy, `?contactId=${second.id}`)).toContain(
      pair(first, second, 'phone'),
    );
    // The 21st sharer pairs with no one; the first, changed, keeps none of its pairs by it.
    expect(await pairsSeen(busy, `?contactId=${last.id}`)).toEqual([]);
    expect(
      (await busy.put(`/api/contacts/${first.id}`, { email: `reception.${phone}@office.in` }))
        .status,
    ).toBe(200);
    await expect.poll(() => pairsSeen(busy, `?contactId=${first.id}`)).toEqual([]);
    expect(await pairsSeen(busy, `?contactId=${second.id}`)).not.toContain(
      pair(first, second, 'phone'),
    );
  });

  it('pages the list with a cursor of its own, and refuses bad input with a field error', async () => {
    const first = await owner.get<DuplicatePage>('/api/contacts/duplicates?limit=1');
    expect(first.status).toBe(200);
    expect(first.body.items.length).toBeLessThanOrEqual(1);
    if (first.body.nextCursor) {
      const next = await owner.get<DuplicatePage>(
        `/api/contacts/duplicates?limit=1&cursor=${encodeURIComponent(first.body.nextCursor)}`,
      );
      expect(next.status).toBe(200);
      // Another organization cannot use it.
      const elsewhere = await stranger.get<ErrorBody>(
        `/api/contacts/duplicates?cursor=${encodeURIComponent(first.body.nextCursor)}`,
      );
      expect(elsewhere.status).toBe(400);
    }
    for (const query of ['?contactId=..%2Fx', '?limit=0', '?limit=101', '?cursor=nonsense']) {
      const answer = await owner.get<ErrorBody>(`/api/contacts/duplicates${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.error.code).toBe('VALIDATION_FAILED');
    }
  });
});
