import type { Activity } from '@salesflow/shared/activities/activity.schema';
import type { CustomField } from '@salesflow/shared/custom-fields/custom-field';
import type { Deal } from '@salesflow/shared/deals/deal.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityPage, contactPage } from '../../../testing/dashboard-stubs';
import {
  json,
  makeContact,
  type StubRoutes,
  signedIn,
  stubFetch,
} from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';
import { setViewportWidth } from '../../../testing/viewport';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);

const aarav = makeContact({ notes: 'Met at the Pune expo' });

const activity = (n: number, overrides: Partial<Activity> = {}): Activity => ({
  id: `a-${n}`,
  organizationId: 'org-1',
  userId: 'user-1',
  contactId: 'c-1',
  dealId: null,
  type: 'contact_updated',
  subject: `Activity ${n}`,
  description: null,
  duration: null,
  outcome: null,
  createdAt: new Date(Date.UTC(2026, 10, 1, 10, 60 - n)).toISOString(),
  ...overrides,
});

const deal: Deal = {
  id: 'd-1',
  title: 'Ayurveda range',
  description: null,
  contactId: 'c-1',
  contactName: 'Aarav Mehta',
  contactCompany: 'Acme Traders',
  lead: { assignedTo: 'user-1', ownerId: 'user-1' },
  value: '12500.50',
  stage: 'proposal',
  probability: 60,
  expectedCloseDate: '2026-12-05',
  organizationId: 'org-1',
  ownerId: 'user-1',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

const firstPage = Array.from({ length: 20 }, (_, i) => activity(i + 1));

const stubDetail = (contact = aarav, extra: StubRoutes = {}) => {
  const notes: Activity[] = [];
  const api = stubFetch({
    'GET /api/contacts/duplicates': () => json(200, { items: [], nextCursor: null }),
    'GET /api/auth/user': signedIn,
    'GET /api/contacts': () => contactPage([contact]),
    'GET /api/contacts/c-1': () => json(200, contact),
    'GET /api/contacts/c-1/deals': () => json(200, [deal]),
    'GET /api/tasks': () => json(200, { items: [], nextCursor: null }),
    'GET /api/contacts/c-1/activities': ({ url }) =>
      url.searchParams.get('cursor') === 'page-2'
        ? activityPage({ items: [activity(21, { type: 'contact_created' })], nextCursor: null })
        : activityPage({ items: [...notes, ...firstPage], nextCursor: 'page-2' }),
    'POST /api/contacts/c-1/activities': ({ body }) => {
      const note = activity(0, { ...(body as Partial<Activity>), id: 'a-new' });
      notes.unshift(note);
      return json(201, note);
    },
    ...extra,
  });
  return api;
};

const timelineSubjects = () =>
  within(screen.getByRole('list', { name: 'Activity timeline' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

describe('contact detail', () => {
  it('says whom the contact may duplicate and why, each a link that opens that contact', async () => {
    const priya = makeContact({ id: 'c-2', name: 'Priya Nair', email: 'aaravmehta@gmail.com' });
    const shown = (contact: typeof aarav) => ({
      id: contact.id,
      name: contact.name,
      email: contact.email,
      phone: contact.phone,
      company: contact.company,
      assignedTo: contact.assignedTo,
      createdAt: contact.createdAt,
    });
    stubDetail(aarav, {
      'GET /api/contacts/c-2': () => json(200, priya),
      'GET /api/contacts/c-2/deals': () => json(200, []),
      'GET /api/contacts/c-2/activities': () => activityPage({ items: [], nextCursor: null }),
      'GET /api/contacts/duplicates': ({ url }) =>
        json(200, {
          items:
            url.searchParams.get('contactId') === 'c-1'
              ? [
                  { contact: shown(aarav), other: shown(priya), reasons: ['email'] },
                  {
                    contact: shown(aarav),
                    other: { ...shown(priya), id: 'c-3', name: 'Kiran Rao' },
                    reasons: ['phone', 'name'],
                  },
                ]
              : [],
          nextCursor: null,
        }),
    });
    const { user, router } = renderApp('/app/contacts');
    await user.click(await screen.findByRole('button', { name: 'Aarav Mehta' }));
    const drawer = await screen.findByRole('dialog', { name: 'Contact details' });
    const note = await within(drawer).findByRole('note', { name: 'Possible duplicates' });
    expect(note.textContent).toBe(
      'Possible duplicate of Priya Nair (same email) Merge and Kiran Rao (same phone, same name and company) Merge',
    );
    await user.click(within(note).getByRole('button', { name: 'Priya Nair' }));
    expect(router.state.location.search).toBe('?contact=c-2');
    expect(await within(drawer).findByRole('heading', { name: 'Priya Nair' })).toBeTruthy();
  });

  it('merges a possible duplicate from its Merge button, and shows the contact kept', async () => {
    const priya = makeContact({ id: 'c-2', name: 'Priya Nair', email: 'aaravmehta@gmail.com' });
    const pair = { contact: { ...aarav }, other: { ...priya }, reasons: ['email'] };
    const api = stubDetail(aarav, {
      'GET /api/contacts/c-2': () => json(200, priya),
      'GET /api/contacts/c-2/deals': () => json(200, []),
      'GET /api/contacts/c-2/activities': () => activityPage({ items: [], nextCursor: null }),
      'GET /api/contacts/duplicates': ({ url }) =>
        json(200, {
          items: url.searchParams.get('contactId') === 'c-1' ? [pair] : [],
          nextCursor: null,
        }),
      'POST /api/contacts/c-2/merge': () =>
        json(200, {
          contact: { ...priya, notes: aarav.notes, updatedAt: '2026-11-02T00:00:00.000Z' },
          mergedFrom: { id: 'c-1', name: 'Aarav Mehta' },
          moved: { activities: 21, deals: 1, calls: 0, messages: 0, tasks: 0 },
        }),
    });
    const { user, router } = renderApp('/app/contacts');
    await user.click(await screen.findByRole('button', { name: 'Aarav Mehta' }));
    const drawer = await screen.findByRole('dialog', { name: 'Contact details' });
    const note = await within(drawer).findByRole('note', { name: 'Possible duplicates' });
    await user.click(within(note).getByRole('button', { name: 'Merge with Priya Nair' }));
    const merge = await screen.findByRole('dialog', { name: 'Merge duplicates' });
    // The drawer's contact is kept unless swapped.
    const kept = await within(merge).findByRole('region', { name: 'Kept' });
    expect(within(kept).getByText('Aarav Mehta')).toBeTruthy();
    await user.click(within(merge).getByRole('button', { name: 'Swap' }));
    await user.click(within(merge).getByRole('button', { name: 'Merge' }));

    expect(await screen.findByText('Merged Aarav Mehta into Priya Nair')).toBeTruthy();
    expect(api.find('POST', '/api/contacts/c-2/merge')[0]?.body).toMatchObject({ otherId: 'c-1' });
    // The drawer moves to the contact kept, in place of the one merged away.
    expect(router.state.location.search).toBe('?contact=c-2');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await within(drawer).findByRole('heading', { name: 'Priya Nair' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Merge duplicates' })).toBeNull(),
    );
    // The contact merged away is not asked for again.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const merged = api.requests.findIndex((r) => r.method === 'POST');
    expect(
      api.requests.slice(merged).map((r) => `${r.method} ${r.url.pathname}`),
    ).not.toContainEqual(expect.stringMatching(/\/c-1(\/|$)/));
  });

  it("offers no merge on a teammate's lead, which the user may not change", async () => {
    const held = makeContact({ assignedTo: 'user-9', ownerId: 'user-9' });
    stubDetail(held, {
      'GET /api/contacts/duplicates': () =>
        json(200, {
          items: [
            {
              contact: { ...held },
              other: { ...held, id: 'c-2', name: 'Priya Nair' },
              reasons: ['phone'],
            },
          ],
          nextCursor: null,
        }),
    });
    const { user } = renderApp('/app/contacts');
    await user.click(await screen.findByRole('button', { name: 'Aarav Mehta' }));
    const drawer = await screen.findByRole('dialog', { name: 'Contact details' });
    const note = await within(drawer).findByRole('note', { name: 'Possible duplicates' });
    expect(within(note).getByRole('button', { name: 'Priya Nair' })).toBeTruthy();
    expect(within(note).queryByRole('button', { name: /^Merge/ })).toBeNull();
  });

  it('shows a "Do not call" chip, the time zone and the consent when set', async () => {
    stubDetail(
      makeContact({
        doNotCall: true,
        timezone: 'Asia/Singapore',
        callConsent: { source: 'written', grantedAt: '2026-10-01T09:15:00.000Z' },
      }),
    );
    const { user } = renderApp('/app/contacts');
    await user.click(await screen.findByRole('button', { name: 'Aarav Mehta' }));
    const drawer = await screen.findByRole('dialog', { name: 'Contact details' });
    expect(await within(drawer).findByText('Do not call')).toBeTruthy();
    expect(within(drawer).getByText('Asia/Singapore')).toBeTruthy();
    expect(within(drawer).getByText('Written, 2026-10-01')).toBeTruthy();
  });

  it('has no "Do not call" chip for a lead who may be called', async () => {
    stubDetail();
    const { user } = renderApp('/app/contacts');
    await user.click(await screen.findByRole('button', { name: 'Aarav Mehta' }));
    const drawer = await screen.findByRole('dialog', { name: 'Contact details' });
    await within(drawer).findByRole('heading', { name: 'Aarav Mehta' });
    expect(within(drawer).getByText('From the phone number')).toBeTruthy();
    expect(within(drawer).queryByText('Do not call')).toBeNull();
  });

  it('shows the custom fields that have a value, each under its label', async () => {
    const field = (key: string, label: string, type: CustomField['type']): CustomField => ({
      id: `contact.${key}`,
      entity: 'contact',
      key,
      label,
      type,
      options: type === 'select' ? ['Textiles', 'IT'] : [],
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
    });
    stubDetail(
      makeContact({
        // `old_code`'s field has been deleted since: its value is not shown.
        customFields: {
          renewal: '2027-03-05',
          industry: 'IT',
          employees: 120,
          exporter: false,
          old_code: 'X1',
        },
      }),
      {
        'GET /api/custom-fields': () =>
          json(200, [
            field('industry', 'Industry', 'select'),
            field('gst_number', 'GST number', 'text'),
            field('employees', 'Employees', 'number'),
            field('renewal', 'Renewal', 'date'),
            field('exporter', 'Exporter', 'checkbox'),
          ]),
      },
    );
    const { user } = renderApp('/app/contacts');
    await user.click(await screen.findByRole('button', { name: 'Aarav Mehta' }));
    const drawer = await screen.findByRole('dialog', { name: 'Contact details' });
    const detail = async (label: string) =>
      (await within(drawer).findByText(label, { selector: 'p' })).nextElementSibling?.textContent;
    expect(await detail('Industry')).toBe('IT');
    expect(await detail('Employees')).toBe('120');
    expect(await detail('Renewal')).toBe('Mar 05, 2027');
    expect(await detail('Exporter')).toBe('No');
    expect(within(drawer).queryByText('GST number')).toBeNull();
    expect(within(drawer).queryByText('X1')).toBeNull();
  });

  it('reads no custom fields for a contact without values', async () => {
    const api = stubDetail();
    const { user } = renderApp('/app/contacts');
    await user.click(await screen.findByRole('button', { name: 'Aarav Mehta' }));
    const drawer = await screen.findByRole('dialog', { name: 'Contact details' });
    await within(drawer).findByRole('heading', { name: 'Aarav Mehta' });
    expect(await within(drawer).findByText('Ayurveda range')).toBeTruthy();
    expect(api.find('GET', '/api/custom-fields')).toEqual([]);
  });

  it('opens from the name with the fields, deals and the timeline, paged by cursor', async () => {
    const api = stubDetail();
    const { user, router } = renderApp('/app/contacts');

    await user.click(await screen.findByRole('button', { name: 'Aarav Mehta' }));

    const drawer = await screen.findByRole('dialog', { name: 'Contact details' });
    expect(router.state.location.search).toBe('?contact=c-1');
    expect(within(drawer).getByRole('heading', { name: 'Aarav Mehta' })).toBeTruthy();
    expect(within(drawer).getByText('Met at the Pune expo')).toBeTruthy();
    expect(within(drawer).getByText('Hot')).toBeTruthy();
    const deals = await within(drawer).findByRole('list', { name: 'Deals' });
    expect(within(deals).getByText('Ayurveda range')).toBeTruthy();
    expect(within(deals).getByText('Proposal')).toBeTruthy();
    expect(within(deals).getByText('$12,501')).toBeTruthy();
    expect(within(deals).getByText('Close date: Dec 05, 2026')).toBeTruthy();

    await within(drawer).findByRole('list', { name: 'Activity timeline' });
    expect(timelineSubjects()).toHaveLength(20);
    expect(timelineSubjects()[0]).toBe('Activity 1');

    await user.click(within(drawer).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(timelineSubjects()).toHaveLength(21));
    expect(timelineSubjects()[20]).toBe('Activity 21');
    expect(within(drawer).queryByRole('button', { name: 'Load more' })).toBeNull();
    const cursors = api
      .find('GET', '/api/contacts/c-1/activities')
      .map((r) => [r.url.searchParams.get('limit'), r.url.searchParams.get('cursor')]);
    expect(cursors).toEqual([
      ['20', null],
      ['20', 'page-2'],
    ]);

    await user.click(within(drawer).getByRole('button', { name: 'Close contact details' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('adds a note, which needs a subject, and shows it on top of the timeline', async () => {
    const api = stubDetail();
    const { user } = renderApp('/app/contacts?contact=c-1');

    const drawer = await screen.findByRole('dialog', { name: 'Contact details' });
    await within(drawer).findByRole('list', { name: 'Activity timeline' });
    await user.click(within(drawer).getByRole('button', { name: 'Add note' }));
    expect(await within(drawer).findByText('Subject is required')).toBeTruthy();
    expect(api.find('POST', '/api/contacts/c-1/activities')).toHaveLength(0);

    await user.type(within(drawer).getByLabelText(/^Subject/), 'Prefers WhatsApp');
    await user.type(within(drawer).getByLabelText('Note'), 'Send the price list on Monday');
    await user.click(within(drawer).getByRole('button', { name: 'Add note' }));

    expect(await screen.findByText('Note Added')).toBeTruthy();
    await waitFor(() => expect(timelineSubjects()[0]).toBe('Prefers WhatsApp'));
    expect(within(drawer).getByText('Send the price list on Monday')).toBeTruthy();
    expect(api.find('POST', '/api/contacts/c-1/activities')[0]?.body).toEqual({
      type: 'note',
      subject: 'Prefers WhatsApp',
      description: 'Send the price list on Monday',
      duration: null,
      outcome: null,
    });
    expect((within(drawer).getByLabelText(/^Subject/) as HTMLInputElement).value).toBe('');
  });

  it('opens from the card on a phone', async () => {
    setViewportWidth(390);
    stubDetail();
    const { user } = renderApp('/app/contacts');

    const list = await screen.findByRole('list', { name: 'Contacts' });
    await user.click(within(list).getByRole('button', { name: 'Aarav Mehta' }));

    const drawer = await screen.findByRole('dialog', { name: 'Contact details' });
    expect(await within(drawer).findByRole('heading', { name: 'Aarav Mehta' })).toBeTruthy();
  });
});
