import { randomBytes } from 'node:crypto';
import { DeleteEmailIdentityCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { EmailSenderAnswer } from '@salesflow/shared/emails/email-sender.schema';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type ApiClient, signIn } from '../support/api-client';
import { emailsTo } from '../support/mailbox';
import { useLocalStackFromTests } from '../support/service-env';
import { signInAsMember } from '../support/team';

beforeAll(useLocalStackFromTests);

type ErrorBody = {
  error: { code: string; message: string; details?: { field: string; message: string }[] };
};
type Answer = EmailSenderAnswer & ErrorBody;

const tag = () => randomBytes(4).toString('hex');
const PATH = '/api/settings/email-sender';

/** The 6-digit code in the newest code email to `address`. */
const codeSentTo = async (address: string) => {
  const mail = (await emailsTo(address))
    .filter((m) => /sending address code/.test(m.subject))
    .at(-1);
  const code = /^(\d{6}) is your SalesFlow sending address code$/.exec(mail?.subject ?? '')?.[1];
  if (!code || !mail?.body.text?.includes(code)) throw new Error(`no code email to ${address}`);
  return code;
};

/** Opens the link of SES's verification email to `address`, as its owner would. */
const openSesLink = async (address: string) => {
  const mail = (await emailsTo(address)).find((m) =>
    /Email Address Verification Request/.test(m.subject),
  );
  const link = /https?:\/\/\S+\/verify\?\S+/.exec(mail?.body.text ?? '')?.[0];
  if (!link) throw new Error(`no SES verification email to ${address}`);
  expect((await fetch(link)).status).toBe(200);
};

const organizationOf = async (client: ApiClient) =>
  (await client.get<{ organizationId: string }>('/api/auth/user')).body.organizationId;

const sendToContact = async (client: ApiClient) => {
  const contact = (
    await client.post<Contact>('/api/contacts', {
      name: `Ravi ${tag()}`,
      email: `ravi.${tag()}@example.in`,
    })
  ).body;
  const sent = await client.post('/api/emails/send', {
    to: contact.email,
    subject: `Proposal ${tag()}`,
    body: 'Please find the proposal attached.',
    contactId: contact.id,
  });
  expect(sent.status).toBe(200);
  const [mail] = await emailsTo(contact.email);
  return mail;
};

describe('the organization’s sending address (Settings → Security)', () => {
  it('is confirmed by the emailed code, then by SES’s link, and then emails go out from it', async () => {
    const owner = await signIn();
    const address = `sales.${tag()}@acme-traders.in`;
    const before = await owner.get<Answer>(PATH);
    expect(before.body).toEqual({
      sender: null,
      productAddress: 'no-reply@salesflow.local',
      canManage: true,
    });

    const asked = await owner.put<Answer>(PATH, { address: `  ${address.toUpperCase()} ` });
    expect(asked.status).toBe(200);
    expect(asked.body.sender).toMatchObject({ address, status: 'confirming', verifiedAt: null });
    expect(asked.body.sender?.codeExpiresAt).toBeTruthy();
    expect(JSON.stringify(asked.body)).not.toMatch(/codeHash|attempts/);
    // Until the address is verified, emails still go out from the product's address.
    expect((await sendToContact(owner))?.from).toMatch(
      /via SalesFlow"? <no-reply@salesflow\.local>$/,
    );

    const code = await codeSentTo(address);
    const confirmed = await owner.post<Answer>(`${PATH}/confirm`, { code });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.sender).toMatchObject({ address, status: 'awaiting-ses' });
    expect((await owner.get<Answer>(PATH)).body.sender?.status).toBe('awaiting-ses');
    expect((await sendToContact(owner))?.from).toMatch(/<no-reply@salesflow\.local>$/);

    await openSesLink(address);
    const settled = await owner.get<Answer>(PATH);
    expect(settled.body.sender).toMatchObject({
      address,
      status: 'verified',
      verifiedAt: expect.any(String),
    });
    const mail = await sendToContact(owner);
    expect(mail?.from).toMatch(new RegExp(`<${address.replace(/\./g, '\\.')}>$`));
    expect(mail?.from).not.toMatch(/via SalesFlow/);

    // Another organization cannot send as it without its own code, which goes to the address.
    const stranger = await signIn();
    expect((await stranger.get<Answer>(PATH)).body.sender).toBeNull();
    await stranger.put<Answer>(PATH, { address });
    const wrong = await stranger.post<Answer>(`${PATH}/confirm`, {
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect((await sendToContact(stranger))?.from).toMatch(/<no-reply@salesflow\.local>$/);
    expect((await owner.get<Answer>(PATH)).body.sender?.status).toBe('verified');

    // Removed: back to the product's address.
    expect((await owner.delete(PATH)).status).toBe(204);
    expect((await owner.get<Answer>(PATH)).body.sender).toBeNull();
    expect((await sendToContact(owner))?.from).toMatch(
      /via SalesFlow"? <no-reply@salesflow\.local>$/,
    );
  });

  it('is verified at once when SES already lets us send from the address (a confirmed one)', async () => {
    const first = await signIn();
    const address = `team.${tag()}@acme-traders.in`;
    await first.put(PATH, { address });
    await first.post(`${PATH}/confirm`, { code: await codeSentTo(address) });
    await openSesLink(address);
    // A second organization proves it owns the inbox by its own code; SES needs nothing more.
    const second = await signIn();
    await second.put(PATH, { address });
    const confirmed = await second.post<Answer>(`${PATH}/confirm`, {
      code: await codeSentTo(address),
    });
    expect(confirmed.body.sender).toMatchObject({ address, status: 'verified' });
  });

  it('goes back to waiting for SES when SES stops accepting it, and the email still goes out', async () => {
    const owner = await signIn();
    const address = `billing.${tag()}@acme-traders.in`;
    await owner.put(PATH, { address });
    await owner.post(`${PATH}/confirm`, { code: await codeSentTo(address) });
    await openSesLink(address);
    expect((await owner.get<Answer>(PATH)).body.sender?.status).toBe('verified');
    // Someone removes the identity in the SES console.
    const ses = new SESv2Client({ endpoint: inject('sesApiUrl'), region: 'ap-south-1' });
    await ses.send(new DeleteEmailIdentityCommand({ EmailIdentity: address }));

    const mail = await sendToContact(owner);
    expect(mail?.from).toMatch(/via SalesFlow"? <no-reply@salesflow\.local>$/);
    const links = async () =>
      (await emailsTo(address)).filter((m) => /Verification Request/.test(m.subject)).length;
    expect(await links()).toBe(1);
    // Settings shows it waiting, and a new SES link went out once.
    expect((await owner.get<Answer>(PATH)).body.sender?.status).toBe('awaiting-ses');
    expect((await owner.get<Answer>(PATH)).body.sender?.status).toBe('awaiting-ses');
    expect(await links()).toBe(2);
  });

  it('counts wrong codes, refuses after five, and a code that expired or was never asked for', async () => {
    const owner = await signIn();
    expect((await owner.post<Answer>(`${PATH}/confirm`, { code: '123456' })).status).toBe(409);
    const address = `ops.${tag()}@acme-traders.in`;
    await owner.put(PATH, { address });
    const code = await codeSentTo(address);
    const wrongCode = code === '999999' ? '999998' : '999999';
    for (let tries = 1; tries <= 5; tries += 1) {
      const wrong = await owner.post<Answer>(`${PATH}/confirm`, { code: wrongCode });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error.details?.[0]).toMatchObject({ field: 'code' });
      expect(wrong.body.error.details?.[0]?.message).toContain(
        tries < 5 ? `${5 - tries} tries left` : 'Ask for a new one',
      );
    }
    const locked = await owner.post<Answer>(`${PATH}/confirm`, { code });
    expect(locked.status).toBe(409);
    expect(locked.body.error.message).toBe('Too many wrong codes. Ask for a new one.');
    expect((await owner.get<Answer>(PATH)).body.sender?.status).toBe('confirming');
  });

  it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
    const owner = await signIn();
    for (const address of ['', 'not-an-email', `${'a'.repeat(250)}@x.in`, 42, null]) {
      const answer = await owner.put<Answer>(PATH, { address });
      expect(answer.status, String(address)).toBe(400);
      expect(answer.body.error.details?.map((d) => d.field)).toContain('address');
    }
    for (const code of ['', '12345', '1234567', 'abcdef', 123456]) {
      const answer = await owner.post<Answer>(`${PATH}/confirm`, { code });
      expect(answer.status, String(code)).toBe(400);
      expect(answer.body.error.details?.map((d) => d.field)).toContain('code');
    }
    expect((await owner.get<Answer>(PATH)).body.sender).toBeNull();
  });

  it('sends at most five codes an hour per organization', async () => {
    const owner = await signIn();
    for (let i = 0; i < 5; i += 1) {
      expect((await owner.put(PATH, { address: `try${i}.${tag()}@acme-traders.in` })).status).toBe(
        200,
      );
    }
    const sixth = await owner.put<Answer>(PATH, { address: `try6.${tag()}@acme-traders.in` });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toBeTruthy();
  });

  it('is changed by owners and admins only; members read where emails come from', async () => {
    const owner = await signIn();
    const organizationId = await organizationOf(owner);
    const member = await signInAsMember(organizationId, 'member');
    const manager = await signInAsMember(organizationId, 'manager');
    const admin = await signInAsMember(organizationId, 'admin');
    const address = `desk.${tag()}@acme-traders.in`;
    for (const client of [member, manager]) {
      expect((await client.put(PATH, { address })).status).toBe(403);
      expect((await client.post(`${PATH}/confirm`, { code: '123456' })).status).toBe(403);
      expect((await client.delete(PATH)).status).toBe(403);
    }
    expect(await emailsTo(address)).toHaveLength(0);
    expect((await admin.put(PATH, { address })).status).toBe(200);
    const read = await member.get<Answer>(PATH);
    expect(read.status).toBe(200);
    expect(read.body.sender).toMatchObject({ address, status: 'confirming' });
    expect(read.body.canManage).toBe(false);
    expect((await admin.get<Answer>(PATH)).body.canManage).toBe(true);
  });
});
