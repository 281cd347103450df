import { randomBytes } from 'node:crypto';
import { answerWhatsAppMessage } from '@salesflow/functions/modules/whatsapp-bot/whatsapp-bot.service';
import type { ActivityPage } from '@salesflow/shared/activities/activity.schema';
import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { Deal } from '@salesflow/shared/deals/deal.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signIn } from '../support/api-client';
import { settleProjections } from '../support/projections';
import { queueDrained } from '../support/queues';
import { useLocalStackFromTests } from '../support/service-env';
import { signInAsMember } from '../support/team';
import {
  connectedOrganization,
  contactWithPhone,
  customerWrites,
  eventually,
  sentThrough,
} from '../support/whatsapp';

beforeAll(useLocalStackFromTests);

const mobile = () => `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** Saves a profile phone for the user (the bot knows members by it); answers its wa_id. */
const claimPhone = async (client: ApiClient) => {
  const digits = mobile();
  const { phoneE164: _e164, ...profile } = (
    await client.get<Record<string, unknown>>('/api/settings/profile')
  ).body;
  const saved = await client.post('/api/settings/profile', {
    ...profile,
    name: profile.name || 'Sales Rep',
    phone: `+91 ${digits}`,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return `91${digits}`;
};

const organizationOf = async (client: ApiClient) =>
  (await client.get<AuthUser>('/api/auth/user')).body.organizationId;

const ask = async (organizationId: string, from: string, text: string) => {
  // A search reads the words projected from the table's stream.
  if (text.startsWith('/search')) await settleProjections();
  const answer = await answerWhatsAppMessage({ organizationId, from, text });
  if (!answer.handled) throw new Error('not handled');
  return answer.reply;
};

const contactsNamed = async (client: ApiClient, email: string) => {
  await settleProjections();
  return (
    await client.get<{ items: Contact[] }>(
      `/api/contacts?limit=5&search=${encodeURIComponent(email)}`,
    )
  ).body.items;
};

describe('the WhatsApp command bot, run as the member who writes', () => {
  it('sets custom fields typed as name=value in an /update, by their labels and types', async () => {
    const owner = await signIn();
    const org = await organizationOf(owner);
    const from = await claimPhone(owner);
    for (const field of [
      { key: 'industry', label: 'Industry', type: 'select', options: ['Textiles', 'IT'] },
      { key: 'employees', label: 'Employees', type: 'number' },
      { key: 'vip', label: 'VIP', type: 'checkbox' },
    ]) {
      const made = await owner.post('/api/custom-fields', { entity: 'contact', ...field });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
    }
    const email = `cf.${randomBytes(3).toString('hex')}@acme.in`;
    const created = await owner.post<Contact>('/api/contacts', { name: 'Ravi Menon', email });
    expect(
      await ask(
        org,
        from,
        `/update ${email}, warm, industry=it, Employees = 1,200, VIP=yes, met at expo`,
      ),
    ).toBe('Updated *Ravi Menon*: status warm, Industry IT, Employees 1200, VIP yes, notes added');
    const updated = (await owner.get<Contact>(`/api/contacts/${created.body.id}`)).body;
    expect(updated.customFields).toEqual({ industry: 'IT', employees: 1200, vip: true });
    expect(updated.notes).toMatch(/\(WhatsApp\): met at expo$/);
    // A name the team has no field for, or a value its type refuses: nothing is changed.
    expect(await ask(org, from, `/update ${email}, hot, sector=IT`)).toBe(
      'Not done: No custom field "sector". Fields: Industry, Employees, VIP.',
    );
    expect(await ask(org, from, `/update ${email}, employees=lots`)).toBe(
      'Not done: Employees must be a number',
    );
    expect(await ask(org, from, `/update ${email}, vip=`)).toBe(
      'Not done: Nothing to change: give a status, notes or a field=value.',
    );
    expect(await ask(org, from, `/update ${email}, industry=Textiles`)).toBe(
      'Updated *Ravi Menon*: Industry Textiles',
    );
    const after = (await owner.get<Contact>(`/api/contacts/${created.body.id}`)).body;
    expect(after).toMatchObject({
      status: 'warm',
      customFields: { industry: 'Textiles', employees: 1200, vip: true },
    });
  });

  it('adds, updates, logs, makes a deal and searches, each written as the app would', async () => {
    const owner = await signIn();
    const org = await organizationOf(owner);
    const from = await claimPhone(owner);
    // Letters first: a search for digits alone looks at phone numbers.
    const tag = `w${randomBytes(3).toString('hex')}`;
    const email = `priya.${tag}@acme.in`;

    expect(await ask(org, from, `/add Priya ${tag}, ${email}, +91 98450 11111, Acme, CTO`)).toMatch(
      new RegExp(`^Added \\*Priya ${tag}\\* · Acme · cold · score \\d+ \\(${email}\\)$`),
    );
    const [contact] = await contactsNamed(owner, email);
    expect(contact).toMatchObject({ name: `Priya ${tag}`, company: 'Acme', title: 'CTO' });
    expect(contact?.phone).toContain('98450');

    expect(await ask(org, from, `/update ${email}, hot, Wants the Pro plan, 10 seats`)).toBe(
      `Updated *Priya ${tag}*: status hot, notes added`,
    );
    const updated = (await owner.get<Contact>(`/api/contacts/${contact?.id}`)).body;
    expect(updated.status).toBe('hot');
    expect(updated.notes).toMatch(/\(WhatsApp\): Wants the Pro plan, 10 seats$/);
    // A second note goes under the first.
    await ask(org, from, `update ${email}, Called again, demo Friday`);
    const twice = (await owner.get<Contact>(`/api/contacts/${contact?.id}`)).body;
    expect(twice.notes?.split('\n')).toHaveLength(2);
    expect(twice.status).toBe('hot');

    expect(await ask(org, from, `/log ${email}, Called, discussed pricing; sending proposal`)).toBe(
      `Logged on *Priya ${tag}*'s timeline.`,
    );
    const timeline = (await owner.get<ActivityPage>(`/api/contacts/${contact?.id}/activities`)).body
      .items;
    expect(timeline.find((a) => a.subject === 'Logged from WhatsApp')?.description).toBe(
      'Called, discussed pricing; sending proposal',
    );

    expect(await ask(org, from, `/deal ${email}, Website redesign, 2.5L, proposal`)).toBe(
      `Deal *Website redesign* · $250,000 · proposal for Priya ${tag}`,
    );
    const deals = (await owner.get<Deal[]>(`/api/contacts/${contact?.id}/deals`)).body;
    expect(deals).toHaveLength(1);
    expect(deals[0]).toMatchObject({ title: 'Website redesign', stage: 'proposal' });
    expect(Number(deals[0]?.value)).toBe(250000);

    const found = await ask(org, from, `/search ${tag}`);
    expect(found).toContain(`• *Priya ${tag}* · Acme · hot`);
    expect(await ask(org, from, '/search nobody-matches-this')).toBe(
      'No contacts match "nobody-matches-this".',
    );
    expect(await ask(org, from, '/help')).toContain('/deal email, title, amount, stage');
    expect(await ask(org, from, 'good morning')).toBe('Send /help to see what I can do.');
  });

  it('answers each mistake in a short line and writes nothing', async () => {
    const owner = await signIn();
    const org = await organizationOf(owner);
    const from = await claimPhone(owner);
    // Letters first: a search for digits alone looks at phone numbers.
    const tag = `w${randomBytes(3).toString('hex')}`;
    const email = `ravi.${tag}@kumar.in`;
    await ask(org, from, `/add Ravi ${tag}, ${email}`);
    const before = (await owner.get<Contact[]>('/api/contacts')).body.length;

    expect(await ask(org, from, `/add Someone, ${email}`)).toBe(
      'Not done: A contact with this email already exists',
    );
    expect(await ask(org, from, '/add Someone, not-an-email')).toBe(
      'Not done: "not-an-email" is not a valid email address.',
    );
    expect(await ask(org, from, `/update missing.${tag}@x.in, hot`)).toBe(
      `No contact with email missing.${tag}@x.in.`,
    );
    expect(await ask(org, from, `/deal ${email}, Big one, lots, proposal`)).toMatch(
      /^Not done: "lots" is not an amount/,
    );
    expect(await ask(org, from, `/deal ${email}, Big one, 5000, negotiating`)).toBe(
      'Not done: Unknown stage "negotiating". Use prospecting, qualification, proposal, closing, won, lost.',
    );
    expect(await ask(org, from, '/frobnicate')).toBe(
      'Not done: Unknown command /frobnicate. Send /help to see the commands.',
    );
    expect((await owner.get<Contact[]>('/api/contacts')).body.length).toBe(before);
    const [ravi] = await contactsNamed(owner, email);
    expect((await owner.get<Deal[]>(`/api/contacts/${ravi?.id}/deals`)).body).toHaveLength(0);
  });

  it('does nothing for a stranger, nor for a member of another organization', async () => {
    const owner = await signIn();
    const org = await organizationOf(owner);
    const stranger = `91${mobile()}`;
    expect(
      await answerWhatsAppMessage({ organizationId: org, from: stranger, text: '/add X, x@y.in' }),
    ).toEqual({
      handled: false,
    });

    // Someone else's member writes to this organization's number: not theirs, not handled.
    const other = await signIn();
    const otherFrom = await claimPhone(other);
    expect(
      await answerWhatsAppMessage({ organizationId: org, from: otherFrom, text: '/search a' }),
    ).toEqual({ handled: false });
    // And inside their own organization they never reach this one's contacts.
    // Letters first: a search for digits alone looks at phone numbers.
    const tag = `w${randomBytes(3).toString('hex')}`;
    await owner.post('/api/contacts', { name: `Secret ${tag}`, email: `secret.${tag}@x.in` });
    expect(await ask(await organizationOf(other), otherFrom, `/search Secret ${tag}`)).toBe(
      `No contacts match "Secret ${tag}".`,
    );
    expect(await ask(await organizationOf(other), otherFrom, `/log secret.${tag}@x.in, hi`)).toBe(
      `No contact with email secret.${tag}@x.in.`,
    );
  });

  it('keeps a member who sees only their own leads to those, and follows a profile phone change', async () => {
    const owner = await signIn();
    const org = await organizationOf(owner);
    expect((await owner.put('/api/team/settings', { recordVisibility: 'own' })).status).toBe(200);
    const member = await signInAsMember(org, 'member');
    const from = await claimPhone(member);
    // Letters first: a search for digits alone looks at phone numbers.
    const tag = `w${randomBytes(3).toString('hex')}`;
    const ownersLead = (
      await owner.post<Contact>('/api/contacts', {
        name: `Owner Lead ${tag}`,
        email: `own.${tag}@x.in`,
      })
    ).body;
    // The lead is a colleague's (assigned), so the member does not see it.
    const colleague = await signInAsMember(org, 'member');
    const colleagueId = (await colleague.get<AuthUser>('/api/auth/user')).body.id;
    const assigned = await owner.post('/api/team/assign-lead', {
      contactId: ownersLead.id,
      assignedTo: colleagueId,
    });
    expect(assigned.status).toBe(201);

    expect(await ask(org, from, `/update own.${tag}@x.in, hot`)).toBe(
      `No contact with email own.${tag}@x.in.`,
    );
    expect((await owner.get<Contact>(`/api/contacts/${ownersLead.id}`)).body.status).toBe('cold');
    // What the member adds is one they see, and then may update.
    await ask(org, from, `/add Mine ${tag}, mine.${tag}@x.in`);
    expect(await contactsNamed(member, `mine.${tag}@x.in`)).toHaveLength(1);
    expect(await ask(org, from, `/update mine.${tag}@x.in, warm`)).toBe(
      `Updated *Mine ${tag}*: status warm`,
    );

    // A new profile phone: the old number is nobody's now.
    const newFrom = await claimPhone(member);
    expect(await answerWhatsAppMessage({ organizationId: org, from, text: '/help' })).toEqual({
      handled: false,
    });
    expect(
      (await answerWhatsAppMessage({ organizationId: org, from: newFrom, text: '/help' })).handled,
    ).toBe(true);
  });
});

const userIdOf = async (client: ApiClient) =>
  (await client.get<AuthUser>('/api/auth/user')).body.id;

/** A contact's timeline ("Contact created" follows from the table's stream). */
const timelineOf = async (client: ApiClient, contactId: string) => {
  await settleProjections();
  return (await client.get<ActivityPage>(`/api/contacts/${contactId}/activities`)).body.items;
};

const dealsOf = async (client: ApiClient, contactId: string) =>
  (await client.get<Deal[]>(`/api/contacts/${contactId}/deals`)).body;

describe('what the bot writes is the member’s, and only where they may', () => {
  it('records every change as done by the member who wrote it', async () => {
    const owner = await signIn();
    const org = await organizationOf(owner);
    const member = await signInAsMember(org, 'member');
    const memberId = await userIdOf(member);
    const from = await claimPhone(member);
    const tag = `w${randomBytes(3).toString('hex')}`;
    const email = `neha.${tag}@shah.in`;

    await ask(org, from, `/add Neha ${tag}, ${email}, , Shah & Co, Director`);
    const [contact] = await contactsNamed(owner, email);
    expect(contact).toMatchObject({ ownerId: memberId, assignedTo: memberId });
    expect(await ask(org, from, `/update ${email}, warm, Asked for a quote`)).toBe(
      `Updated *Neha ${tag}*: status warm, notes added`,
    );
    await ask(org, from, `/log ${email} | Sent the quote | by email`);
    expect(await ask(org, from, `/deal ${email}, Quote, $12,000, proposal`)).toBe(
      `Deal *Quote* · $12,000 · proposal for Neha ${tag}`,
    );

    const [deal] = await dealsOf(owner, contact?.id ?? '');
    expect(deal).toMatchObject({ ownerId: memberId, value: '12000.00', stage: 'proposal' });
    // The deal's timeline entry follows from the table's stream.
    await settleProjections();
    const timeline = await timelineOf(owner, contact?.id ?? '');
    expect(timeline.map((a) => a.type).sort()).toEqual(
      ['contact_created', 'contact_updated', 'deal_created', 'note'].sort(),
    );
    expect(timeline.map((a) => a.userId)).toEqual(timeline.map(() => memberId));
    expect(timeline.find((a) => a.type === 'note')?.description).toBe('Sent the quote | by email');
  });

  it('keeps a member who sees only their own leads away from a colleague’s lead for every command', async () => {
    const owner = await signIn();
    const org = await organizationOf(owner);
    expect((await owner.put('/api/team/settings', { recordVisibility: 'own' })).status).toBe(200);
    const member = await signInAsMember(org, 'member');
    const from = await claimPhone(member);
    const colleague = await signInAsMember(org, 'member');
    const tag = `w${randomBytes(3).toString('hex')}`;
    const theirs = (
      await colleague.post<Contact>('/api/contacts', {
        name: `Theirs ${tag}`,
        email: `theirs.${tag}@x.in`,
        company: `Co ${tag}`,
      })
    ).body;
    expect(theirs.assignedTo).toBe(await userIdOf(colleague));
    const before = await timelineOf(owner, theirs.id);

    for (const command of [
      `/update theirs.${tag}@x.in, hot, mine now`,
      `/log theirs.${tag}@x.in, I called them`,
      `/deal theirs.${tag}@x.in, Poached, 5000, won`,
    ]) {
      expect(await ask(org, from, command), command).toBe(
        `No contact with email theirs.${tag}@x.in.`,
      );
    }
    expect(await ask(org, from, `/search Co ${tag}`)).toBe(`No contacts match "Co ${tag}".`);
    // The owner sees all: the search finds it for them, and nothing was changed.
    expect(await ask(org, await claimPhone(owner), `/search Co ${tag}`)).toContain(
      `*Theirs ${tag}*`,
    );
    expect((await owner.get<Contact>(`/api/contacts/${theirs.id}`)).body).toMatchObject({
      status: 'cold',
      notes: null,
    });
    expect(await timelineOf(owner, theirs.id)).toEqual(before);
    expect(await dealsOf(owner, theirs.id)).toHaveLength(0);
  });

  it('never reaches another organization’s contact by its email', async () => {
    const ownerA = await signIn();
    const tag = `w${randomBytes(3).toString('hex')}`;
    const email = `only.a.${tag}@x.in`;
    const contactA = (await ownerA.post<Contact>('/api/contacts', { name: `Only A ${tag}`, email }))
      .body;
    const ownerB = await signIn();
    const orgB = await organizationOf(ownerB);
    const fromB = await claimPhone(ownerB);

    for (const command of [
      `/update ${email}, hot, taken`,
      `/deal ${email}, Stolen, 5000, won`,
      `/log ${email}, hello`,
    ]) {
      expect(await ask(orgB, fromB, command), command).toBe(`No contact with email ${email}.`);
    }
    expect((await ownerA.get<Contact>(`/api/contacts/${contactA.id}`)).body.status).toBe('cold');
    expect(await dealsOf(ownerA, contactA.id)).toHaveLength(0);
    expect((await timelineOf(ownerA, contactA.id)).map((a) => a.type)).toEqual(['contact_created']);
    // B may add a contact with the same email: emails are unique within an organization only.
    expect(await ask(orgB, fromB, `/add Only B ${tag}, ${email}`)).toMatch(/^Added \*Only B /);
    expect((await contactsNamed(ownerA, email)).map((c) => c.name)).toEqual([`Only A ${tag}`]);
  });

  it('adds notes under the old ones, and refuses them whole when the notes would overflow', async () => {
    const owner = await signIn();
    const org = await organizationOf(owner);
    const from = await claimPhone(owner);
    const tag = `w${randomBytes(3).toString('hex')}`;
    const email = `full.${tag}@x.in`;
    const old = 'x'.repeat(4950);
    const made = await owner.post<Contact>('/api/contacts', {
      name: `Full ${tag}`,
      email,
      notes: old,
    });
    expect(made.status).toBe(201);

    expect(await ask(org, from, `/update ${email}, hot, ${'y'.repeat(60)}`)).toBe(
      `Not done: Full ${tag}'s notes are full (5000 characters). Shorten them in the app first.`,
    );
    // Nothing of it was kept: not the status either.
    expect((await owner.get<Contact>(`/api/contacts/${made.body.id}`)).body).toMatchObject({
      status: 'cold',
      notes: old,
    });
    expect(await ask(org, from, `/update ${email}, warm, short one`)).toBe(
      `Updated *Full ${tag}*: status warm, notes added`,
    );
    const notes = (await owner.get<Contact>(`/api/contacts/${made.body.id}`)).body.notes ?? '';
    expect(notes.startsWith(`${old}\n`)).toBe(true);
    expect(notes).toMatch(/\(WhatsApp\): short one$/);
  });

  it('answers a search with five matches and how many more', async () => {
    const owner = await signIn();
    const org = await organizationOf(owner);
    const from = await claimPhone(owner);
    const tag = `w${randomBytes(3).toString('hex')}`;
    for (let i = 1; i <= 7; i += 1) {
      const made = await owner.post('/api/contacts', {
        name: `Lead ${i} ${tag}`,
        email: `lead${i}.${tag}@x.in`,
        company: `Firm ${tag}`,
      });
      expect(made.status).toBe(201);
    }
    // Contacts that do not match count for nothing.
    for (const other of ['Unrelated', 'Another']) {
      await owner.post('/api/contacts', { name: `${other} ${tag}`, email: `${other}.${tag}@y.in` });
    }
    const reply = await ask(org, from, `/search Firm ${tag}`);
    expect(reply.match(/^• /gm)).toHaveLength(5);
    expect(reply).toMatch(/…and 2 more$/);
    expect(reply).toContain(`· Firm ${tag} · cold · score `);
    expect(reply.length).toBeLessThanOrEqual(1000);
  });

  it('stops answering a member who left the team or cleared their phone', async () => {
    const owner = await signIn();
    const org = await organizationOf(owner);
    const leaver = await signInAsMember(org, 'member');
    const leaverFrom = await claimPhone(leaver);
    expect(
      (await answerWhatsAppMessage({ organizationId: org, from: leaverFrom, text: '/help' }))
        .handled,
    ).toBe(true);
    expect((await owner.delete(`/api/team/members/${await userIdOf(leaver)}`)).status).toBe(204);
    const tag = `w${randomBytes(3).toString('hex')}`;
    expect(
      await answerWhatsAppMessage({
        organizationId: org,
        from: leaverFrom,
        text: `/add Left ${tag}, left.${tag}@x.in`,
      }),
    ).toEqual({ handled: false });
    expect(await contactsNamed(owner, `left.${tag}@x.in`)).toHaveLength(0);

    const from = await claimPhone(owner);
    const { phoneE164: _e164, ...profile } = (
      await owner.get<Record<string, unknown>>('/api/settings/profile')
    ).body;
    expect((await owner.post('/api/settings/profile', { ...profile, phone: null })).status).toBe(
      200,
    );
    expect(await answerWhatsAppMessage({ organizationId: org, from, text: '/help' })).toEqual({
      handled: false,
    });
  });
});

describe('the bot through the WhatsApp webhook', () => {
  it('runs a member’s /add and /deal from their phone and answers on WhatsApp, once per message', async () => {
    const org = await connectedOrganization();
    const from = await claimPhone(org.owner);
    // Letters first: a search for digits alone looks at phone numbers.
    const tag = `w${randomBytes(3).toString('hex')}`;
    const email = `anil.${tag}@mehta.in`;
    const sent = await customerWrites(
      org.account,
      from,
      `/add Anil ${tag}, ${email}, , Mehta Steel, Owner`,
    );
    const contact = await eventually(async () => (await contactsNamed(org.owner, email))[0]);
    expect(contact.company).toBe('Mehta Steel');

    const answers = await eventually(async () => {
      const out = (await sentThrough(org.account)).filter((m) => m.to === from);
      return out.length >= 1 ? out : undefined;
    });
    expect(JSON.stringify(answers[0]?.body)).toContain(`Added *Anil ${tag}*`);

    await customerWrites(org.account, from, `/deal ${email}, Steel order, 1,20,000, closing`);
    const deals = await eventually(async () => {
      const list = (await org.owner.get<Deal[]>(`/api/contacts/${contact.id}/deals`)).body;
      return list.length ? list : undefined;
    });
    expect(deals[0]).toMatchObject({ title: 'Steel order', stage: 'closing' });

    // The same message delivered again (Meta retries): no second contact, no second answer.
    const { redeliver } = await import('../support/whatsapp');
    expect(sent.deliveryId).toBeTruthy();
    expect((await redeliver(sent.deliveryId ?? '')).status).toBe(200);
    await queueDrained('whatsapp-events');
    expect(await contactsNamed(org.owner, email)).toHaveLength(1);
    expect((await sentThrough(org.account)).filter((m) => m.to === from)).toHaveLength(2);

    // A lead's message is no command: stored on their contact, nothing answered.
    const lead = await contactWithPhone(org.owner);
    await customerWrites(org.account, lead.waId, '/search Anil');
    await eventually(async () => {
      const items = (
        await org.owner.get<ActivityPage>(`/api/contacts/${lead.contact.id}/activities`)
      ).body.items;
      return items.some((a) => a.type === 'whatsapp') || undefined;
    });
    expect((await sentThrough(org.account)).filter((m) => m.to === lead.waId)).toHaveLength(0);
  });
});
