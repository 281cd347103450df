import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ActivityPage } from '@salesflow/shared/activities/activity.schema';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { Deal } from '@salesflow/shared/deals/deal.schema';
import type { ErrorBody } from '@salesflow/shared/errors/error-body';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_OPERATOR_EMAIL } from '../../infra/local/local-stack';
import { type ApiClient, signIn } from '../support/api-client';
import { dayFromToday } from '../support/dates';
import { settleProjections } from '../support/projections';
import { testTable } from '../support/table';

const fieldsOf = (body: unknown) => (body as ErrorBody).error.details?.map((d) => d.field) ?? [];

describe('input the server refuses or keeps, whatever the client sends', () => {
  let client: ApiClient;
  let contact: Contact;

  beforeAll(async () => {
    client = await signIn();
    contact = (
      await client.post<Contact>('/api/contacts', {
        name: 'Farah Khan',
        email: `farah-${Date.now()}@khan.in`,
        score: 72,
      })
    ).body;
  });

  it('keeps the score (and every other field) an edit does not send', async () => {
    const { score: _score, ...withoutScore } = contact;
    const unchanged = await client.put<Contact>(`/api/contacts/${contact.id}`, withoutScore);
    expect(unchanged.body).toMatchObject({ score: 72, name: 'Farah Khan' });
    // The 72 typed at creation is kept as a hand adjustment over the lead score model (which
    // gave 0): new evidence moves it from there, never back to 0. A founder's title adds 3 + 20.
    const edited = await client.put<Contact>(`/api/contacts/${contact.id}`, {
      ...withoutScore,
      title: 'Founder',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ score: 95, title: 'Founder', name: 'Farah Khan' });
    const titleOnly = await client.put<Contact>(`/api/contacts/${contact.id}`, {
      company: 'Khan & Co',
    });
    expect(titleOnly.body).toMatchObject({ score: 99, title: 'Founder', company: 'Khan & Co' });
    const timeline = await client.get<ActivityPage>(`/api/contacts/${contact.id}/activities`);
    const updates = timeline.body.items.filter((a) => a.type === 'contact_updated');
    expect(updates.map((a) => a.description)).toEqual([
      'Changed company, score',
      'Changed title, score',
      null,
    ]);
  });

  it('changes the score only when it is sent', async () => {
    const scored = await client.put<Contact>(`/api/contacts/${contact.id}`, { score: 90 });
    expect(scored.body.score).toBe(90);
    const cleared = await client.put(`/api/contacts/${contact.id}`, { name: '' });
    expect(cleared.status).toBe(400);
    expect(fieldsOf(cleared.body)).toEqual(['name']);
  });

  it('refuses control characters and lone surrogates with a field error', async () => {
    for (const [field, value] of [
      ['name', 'Null\u0000Byte'],
      ['company', 'Bell\u0007 Ltd'],
      ['title', 'Half \ud800 surrogate'],
      ['name', 'Tab\tin a name'],
    ] as const) {
      const response = await client.post('/api/contacts', {
        name: 'Fine',
        email: `cc-${Math.random()}@x.in`,
        [field]: value,
      });
      expect(response.status, JSON.stringify(value)).toBe(400);
      expect(fieldsOf(response.body)).toEqual([field]);
    }
    const notes = await client.post<Contact>('/api/contacts', {
      name: 'Multi Line',
      email: `ml-${Date.now()}@x.in`,
      notes: 'First\n\tSecond',
    });
    expect(notes.status).toBe(201);
    expect(notes.body.notes).toBe('First\n\tSecond');
  });

  it('refuses control characters and lone surrogates in file names, names, subjects, field names and reasons', async () => {
    const bad = ['Null\u0000Byte', 'Bell\u0007', 'Half \ud800 surrogate', 'Line\nbreak'];
    const organizationId = (await client.get<{ organizationId: string }>('/api/auth/user')).body
      .organizationId;
    const operator = await signIn(LOCAL_OPERATOR_EMAIL);
    for (const value of bad) {
      const cases: [string, Promise<{ status: number; body: unknown }>, string][] = [
        [
          'import fileName',
          client.post('/api/imports', { fileName: `${value}.csv`, size: 10 }),
          'fileName',
        ],
        [
          'billing legalName',
          client.put('/api/subscription/billing-details', { legalName: value, country: 'IN' }),
          'legalName',
        ],
        [
          'email subject',
          client.post('/api/emails/send', {
            to: contact.email,
            subject: value,
            body: 'Hello',
            contactId: contact.id,
          }),
          'subject',
        ],
        [
          'field-mapping key',
          client.put('/api/integrations/webhooks/generic/field-mapping', {
            mapping: { [value]: 'email' },
          }),
          'mapping',
        ],
      ];
      // A reason may run over lines (its box is multi-line): a line break is text there.
      if (!value.includes('\n')) {
        cases.push([
          'plan reason',
          operator.put(`/api/admin/organizations/${organizationId}/plan`, {
            planId: 'starter',
            reason: value,
          }),
          'reason',
        ]);
      }
      for (const [what, answer, field] of cases) {
        const response = await answer;
        expect(response.status, `${what} ${JSON.stringify(value)}`).toBe(400);
        expect(
          fieldsOf(response.body).some((f) => f === field || f.startsWith(`${field}.`)),
          `${what}: ${JSON.stringify(response.body)}`,
        ).toBe(true);
      }
    }
  });

  it('answers 400 "Cursor is not valid" to a cursor it did not issue, on every list', async () => {
    const forged = 'WyJBIiwiQSIsIkEiLCJBIiwiQSIsIkEiLCJBIiwiQSJd';
    for (const path of [
      `/api/contacts?limit=10&cursor=${forged}`,
      `/api/deals?limit=10&cursor=${forged}`,
      `/api/deals?stage=proposal&limit=10&cursor=${forged}`,
      `/api/contacts/${contact.id}/activities?cursor=${forged}`,
    ]) {
      const response = await client.get(path);
      expect(response.status, path).toBe(400);
      expect((response.body as ErrorBody).error.details).toEqual([
        { field: 'cursor', message: 'Cursor is not valid' },
      ]);
    }
  });

  it('refuses a real cursor used for another search, or by another organization', async () => {
    for (let i = 0; i < 3; i += 1) {
      await client.post('/api/contacts', {
        name: `Cursor Lead ${i}`,
        email: `cl-${i}-${Date.now()}@x.in`,
      });
    }
    const page = await client.get<{ nextCursor: string }>('/api/contacts?limit=1');
    expect(page.body.nextCursor).toBeTruthy();
    const cursor = encodeURIComponent(page.body.nextCursor);
    expect((await client.get(`/api/contacts?limit=1&cursor=${cursor}`)).status).toBe(200);
    expect((await client.get(`/api/contacts?limit=1&search=lead&cursor=${cursor}`)).status).toBe(
      400,
    );
    const stranger = await signIn();
    expect((await stranger.get(`/api/contacts?limit=1&cursor=${cursor}`)).status).toBe(400);
  });

  it('accepts exact dates only, and no close date in the past', async () => {
    for (const date of ['2024-02-29xyz', '0000-01-01', '2027-02-30', '2027-3-5']) {
      const response = await client.post('/api/deals', { title: 'Dated', expectedCloseDate: date });
      expect(response.status, date).toBe(400);
      expect(fieldsOf(response.body)).toEqual(['expectedCloseDate']);
    }
    const past = await client.post('/api/deals', {
      title: 'Too late',
      expectedCloseDate: dayFromToday(-2),
    });
    expect(past.status).toBe(400);
    expect((past.body as ErrorBody).error.details).toEqual([
      { field: 'expectedCloseDate', message: 'Expected close date cannot be in the past' },
    ]);
    const today = await client.post<Deal>('/api/deals', {
      title: 'Closes today',
      expectedCloseDate: dayFromToday(0),
    });
    expect(today.status).toBe(201);
  });

  it('lets an old deal whose close date has passed be edited, but not moved into the past', async () => {
    const deal = (
      await client.post<Deal>('/api/deals', {
        title: 'Slipped',
        expectedCloseDate: dayFromToday(5),
      })
    ).body;
    // Time passes: the stored close date is now in the past.
    await backdateCloseDate(deal, dayFromToday(-10));

    const edited = await client.put<Deal>(`/api/deals/${deal.id}`, {
      ...deal,
      expectedCloseDate: dayFromToday(-10),
      title: 'Slipped, renamed',
    });
    expect(edited.status).toBe(200);
    const moved = await client.put(`/api/deals/${deal.id}`, {
      expectedCloseDate: dayFromToday(-3),
    });
    expect(moved.status).toBe(400);
    expect(fieldsOf(moved.body)).toEqual(['expectedCloseDate']);
  });
});

/** Rewrites a stored deal's close date directly, as if it had been set long ago. */
const backdateCloseDate = async (deal: Deal, date: string) => {
  const table = testTable();
  const { shardOf } = await import('@salesflow/functions/platform/data/shards');
  await table.client.send(
    new UpdateCommand({
      TableName: table.name,
      Key: { pk: `ORG#${deal.organizationId}#DEALS#${shardOf(deal.id)}`, sk: `DEAL#${deal.id}` },
      UpdateExpression: 'SET expectedCloseDate = :date',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':date': date },
    }),
  );
};

describe('search by phone', () => {
  it('finds a lead by the digits a salesperson types when it rings', async () => {
    const client = await signIn();
    const lead = (
      await client.post<Contact>('/api/contacts', {
        name: 'Ringing Lead',
        email: `ring-${Date.now()}@x.in`,
        phone: '+91 98765 43210',
      })
    ).body;
    await client.post('/api/contacts', {
      name: 'Other Lead',
      email: `o-${Date.now()}@x.in`,
      phone: '+65 6123 4567',
    });
    // Search reads the words projected from the table's stream.
    await settleProjections();
    for (const typed of ['98765', '9876543210', '+91 98765 43210', '098765 43210', '919876']) {
      const page = await client.get<{ items: Contact[] }>(
        `/api/contacts?limit=10&search=${encodeURIComponent(typed)}`,
      );
      expect(
        page.body.items.map((c) => c.id),
        typed,
      ).toEqual([lead.id]);
    }
    const none = await client.get<{ items: Contact[] }>('/api/contacts?limit=10&search=55555');
    expect(none.body.items).toEqual([]);
  });
});
