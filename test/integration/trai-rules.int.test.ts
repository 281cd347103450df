import { randomUUID } from 'node:crypto';
import type { AiCall, StartCallAnswer } from '@salesflow/shared/ai-calls/ai-call.schema';
import type { DndNumbersPage, DndUploadAnswer } from '@salesflow/shared/calls/dnd-numbers';
import type { IndiaCallingView } from '@salesflow/shared/calls/india-calling';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { todayIn } from '@salesflow/shared/dates/calendar-date';
import type { ErrorBody } from '@salesflow/shared/errors/error-body';
import { describe, expect, it } from 'vitest';
import { type ApiClient, signIn } from '../support/api-client';
import { me, setUpTwilio } from '../support/real-calls';
import { signInAsMember } from '../support/team';

/**
 * TRAI's rules where a call is placed: the organization's "do not disturb" numbers (its NCPR
 * scrubs), its India calling profile, and the refusals a promotional call meets.
 */
const messageOf = (body: unknown) => (body as ErrorBody).error.message;
const fieldsOf = (body: unknown) => ((body as ErrorBody).error.details ?? []).map((d) => d.field);
const detailsOf = (body: unknown) =>
  ((body as ErrorBody).error.details ?? []).map((d) => d.message).join(' | ');
const today = () => todayIn('Asia/Kolkata', new Date());

const addContact = async (client: ApiClient, fields: Partial<Contact> = {}) => {
  const response = await client.post<Contact>('/api/contacts', {
    name: 'Priya Sharma',
    email: `${randomUUID()}@lead.in`,
    phone: '+91 98765 43210',
    ...fields,
  });
  expect(response.status).toBe(201);
  return response.body;
};

const startCall = (client: ApiClient, contact: Contact, purpose?: 'promotional' | 'service') =>
  client.post<StartCallAnswer>('/api/ai-calling/start-real-call', {
    contactId: contact.id,
    phoneNumber: contact.phone,
    ...(purpose ? { purpose } : {}),
  });

describe('do not disturb numbers (POST/GET/DELETE /api/calling/dnd-numbers)', () => {
  it('takes a scrub as a list or a CSV, keeps each number once with its latest scrub date', async () => {
    const owner = await signIn();
    const first = await owner.post<DndUploadAnswer>('/api/calling/dnd-numbers', {
      scrubbedOn: '2026-11-01',
      numbers: ['9876500001', '+91 98765 00002', 'not a number'],
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      saved: 2,
      invalidCount: 1,
      invalid: [{ line: 3, value: 'not a number' }],
      lastScrubbedOn: '2026-11-01',
    });
    const csv = await owner.post<DndUploadAnswer>('/api/calling/dnd-numbers', {
      scrubbedOn: today(),
      csv: 'Mobile,Status\n09876500002,DND\n9876500003,DND\n',
    });
    expect(csv.status).toBe(200);
    expect(csv.body).toMatchObject({
      saved: 2,
      invalidCount: 0,
      lastScrubbedOn: today(),
      stale: false,
    });
    // An older scrub sent late does not move a number's date back.
    await owner.post('/api/calling/dnd-numbers', {
      scrubbedOn: '2026-10-01',
      numbers: ['9876500003'],
    });

    const page = await owner.get<DndNumbersPage>('/api/calling/dnd-numbers');
    expect(page.status).toBe(200);
    expect(page.body.lastScrubbedOn).toBe(today());
    expect(page.body.items.map((i) => [i.number, i.scrubbedOn])).toEqual([
      ['+919876500001', '2026-11-01'],
      ['+919876500002', today()],
      ['+919876500003', today()],
    ]);
  });

  it('says what is wrong with an upload, and writes nothing', async () => {
    const owner = await signIn();
    const future = await owner.post('/api/calling/dnd-numbers', {
      scrubbedOn: '2099-01-01',
      numbers: ['9876500001'],
    });
    expect(future.status).toBe(400);
    expect(fieldsOf(future.body)).toEqual(['scrubbedOn']);
    const nothing = await owner.post('/api/calling/dnd-numbers', {
      scrubbedOn: today(),
      csv: 'Name\nAsha\nBad,555\n',
    });
    expect(nothing.status).toBe(400);
    expect(detailsOf(nothing.body)).toContain('No Indian phone numbers in the upload');
    const both = await owner.post('/api/calling/dnd-numbers', {
      scrubbedOn: today(),
      numbers: ['9876500001'],
      csv: '9876500002',
    });
    expect(both.status).toBe(400);
    const page = await owner.get<DndNumbersPage>('/api/calling/dnd-numbers');
    expect(page.body).toMatchObject({ items: [], lastScrubbedOn: null, stale: true });
  });

  it('is the organization’s own: another neither sees nor removes it; only admins remove', async () => {
    const owner = await signIn();
    const stranger = await signIn();
    await owner.post('/api/calling/dnd-numbers', { scrubbedOn: today(), numbers: ['9876500011'] });
    expect((await stranger.get<DndNumbersPage>('/api/calling/dnd-numbers')).body.items).toEqual([]);
    expect((await stranger.delete('/api/calling/dnd-numbers/+919876500011')).status).toBe(404);

    const member = await signInAsMember((await me(owner)).organizationId, 'member');
    // A member may mark a number (it only stops calls) but not take one off.
    const marked = await member.post<DndUploadAnswer>('/api/calling/dnd-numbers', {
      scrubbedOn: today(),
      numbers: ['9876500012'],
      source: 'contact',
    });
    expect(marked.status).toBe(200);
    expect((await member.delete('/api/calling/dnd-numbers/+919876500011')).status).toBe(403);

    expect((await owner.delete('/api/calling/dnd-numbers/%2B919876500011')).status).toBe(204);
    expect((await owner.delete('/api/calling/dnd-numbers/+919876500011')).status).toBe(404);
    const left = await owner.get<DndNumbersPage>('/api/calling/dnd-numbers');
    expect(left.body.items.map((i) => [i.number, i.source])).toEqual([
      ['+919876500012', 'contact'],
    ]);
  });
});

describe('the India calling profile (GET/PUT /api/settings/india-calling)', () => {
  it('admins save the DLT entity and ExoPhones by series; members read; strangers see their own', async () => {
    const owner = await signIn();
    const profile = {
      dltEntityId: '1201160000000012345',
      exoPhones: [
        { number: '+911401234567', purpose: 'promotional' },
        { number: '+911600123456', purpose: 'service' },
      ],
    };
    const saved = await owner.put<IndiaCallingView>('/api/settings/india-calling', profile);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...profile, canManage: true });

    const member = await signInAsMember((await me(owner)).organizationId, 'member');
    const read = await member.get<IndiaCallingView>('/api/settings/india-calling');
    expect(read.body).toMatchObject({ ...profile, canManage: false });
    expect((await member.put('/api/settings/india-calling', profile)).status).toBe(403);

    const stranger = await signIn();
    expect(
      (await stranger.get<IndiaCallingView>('/api/settings/india-calling')).body,
    ).toMatchObject({ dltEntityId: '', exoPhones: [] });
  });

  it('refuses an ExoPhone of the wrong series for its purpose', async () => {
    const owner = await signIn();
    const wrong = await owner.put('/api/settings/india-calling', {
      dltEntityId: '',
      exoPhones: [{ number: '+918041234567', purpose: 'promotional' }],
    });
    expect(wrong.status).toBe(400);
    expect(detailsOf(wrong.body)).toContain('140-series');
  });
});

describe('a promotional call to a number on the NCPR list', () => {
  it('is refused with its reason before anything is queued; a service call is not', async () => {
    const owner = await signIn();
    await setUpTwilio(owner);
    const lead = await addContact(owner, { phone: '+91 98765 00021' });
    await owner.post('/api/calling/dnd-numbers', { scrubbedOn: today(), numbers: ['9876500021'] });

    const refused = await startCall(owner, lead);
    expect(refused.status).toBe(409);
    expect(messageOf(refused.body)).toContain('NCPR “do not disturb” registry');
    expect(messageOf(refused.body)).toContain('service calls are allowed');
    expect((await owner.get<AiCall[]>('/api/ai-calls')).body).toEqual([]);

    const service = await startCall(owner, lead, 'service');
    expect(service.status).toBe(200);
    expect(service.body.success).toBe(true);
  });

  it('goes ahead when the lead’s consent was recorded after the scrub', async () => {
    const owner = await signIn();
    await setUpTwilio(owner);
    await owner.post('/api/calling/dnd-numbers', {
      scrubbedOn: '2026-11-01',
      numbers: ['9876500031'],
    });
    const before = await addContact(owner, {
      phone: '+91 98765 00031',
      callConsent: { source: 'web_form', grantedAt: '2026-10-15T10:00:00.000Z' },
    });
    expect((await startCall(owner, before)).status).toBe(409);
    const consented = await owner.put<Contact>(`/api/contacts/${before.id}`, {
      ...before,
      callConsent: { source: 'web_form', grantedAt: '2026-11-05T10:00:00.000Z' },
    });
    expect(consented.status).toBe(200);
    const answer = await startCall(owner, consented.body);
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
  });
});
