import type { Task } from '@salesflow/shared/tasks/task.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeTask } from '../../../components/follow-ups/testing/task-fixtures';
import { contactPage } from '../../../testing/dashboard-stubs';
import { json, makeContact, signedIn, stubFetch } from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);

const aarav = makeContact();
const callBack = makeTask({ title: 'Call Aarav back', notes: 'About the second plant' });

const stubDrawer = (tasks: Task[]) => {
  const created: Task[] = [];
  return stubFetch({
    'GET /api/auth/user': signedIn,
    'GET /api/contacts': () => contactPage([aarav]),
    'GET /api/contacts/c-1': () => json(200, aarav),
    'GET /api/contacts/c-1/deals': () => json(200, []),
    'GET /api/contacts/c-1/activities': () => json(200, { items: [], nextCursor: null }),
    'GET /api/tasks': () => json(200, { items: [...tasks, ...created], nextCursor: null }),
    'PUT /api/tasks/t-1': ({ body }) => json(200, { ...callBack, ...(body as object) }),
    'POST /api/tasks': ({ body }) => {
      const task = makeTask({ ...(body as Partial<Task>), id: 't-new' });
      created.push(task);
      return json(201, task);
    },
  });
};

const followUps = async () => within(await screen.findByRole('region', { name: 'Follow-ups' }));

describe("the contact drawer's follow-ups", () => {
  it("lists the contact's open tasks, ticked done in one click", async () => {
    const api = stubDrawer([callBack]);
    const { user } = renderApp('/app/contacts?contact=c-1');

    const section = await followUps();
    expect(await section.findByText('Call Aarav back')).toBeTruthy();
    expect(section.getByText('About the second plant')).toBeTruthy();
    const query = api.find('GET', '/api/tasks')[0]?.url.searchParams;
    expect(query?.get('contactId')).toBe('c-1');
    expect(query?.get('status')).toBe('open');

    await user.click(section.getByRole('checkbox', { name: 'Mark as done' }));
    await waitFor(() =>
      expect(api.find('PUT', '/api/tasks/t-1').map((r) => r.body)).toEqual([{ done: true }]),
    );
    expect(await screen.findByRole('button', { name: 'Undo' })).toBeTruthy();
  });

  it('adds a follow-up on the contact', async () => {
    const api = stubDrawer([]);
    const { user } = renderApp('/app/contacts?contact=c-1');

    const section = await followUps();
    expect(await section.findByText(/Nothing planned with this contact/)).toBeTruthy();
    await user.click(section.getByRole('button', { name: 'Add follow-up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add task' });
    await user.type(within(dialog).getByLabelText(/^Title/), 'Send the price list');
    await user.click(within(dialog).getByRole('button', { name: 'Add task' }));

    await waitFor(() => expect(api.find('POST', '/api/tasks')).toHaveLength(1));
    expect(api.find('POST', '/api/tasks')[0]?.body).toMatchObject({
      title: 'Send the price list',
      type: 'todo',
      contactId: 'c-1',
    });
    expect(await section.findByText('Send the price list')).toBeTruthy();
  });
});
