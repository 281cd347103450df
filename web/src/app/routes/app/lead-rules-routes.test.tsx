import type { CallQueueEntry } from '@salesflow/shared/ai-calls/call-queue.schema';
import type { TeamRole } from '@salesflow/shared/auth/roles';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aiCallingRoutes, makeCall } from '../../../features/ai-calling/testing/ai-call-stubs';
import { dealPage, makeDeal, makeSummary } from '../../../features/deals/testing/deal-fixtures';
import { makeOrganization } from '../../../features/teams/testing/team-fixtures';
import { json, type StubRoutes, signedIn, stubFetch } from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);

/**
 * The Deals and AI Calling routes take the rule (shared/src/teams/lead-rules.ts) from the
 * signed-in user (user-1, GET /api/auth/user) and their role (GET /api/organizations): a member
 * is offered changes only on their leads' deals and calls only on their leads; a manager on all.
 */
const organizations = (role: TeamRole) => () => json(200, [makeOrganization({ role })]);

const mine = makeDeal({ id: 'd-mine', title: 'My rollout' });
const theirs = makeDeal({
  id: 'd-theirs',
  title: 'Their renewal',
  ownerId: 'user-2',
  lead: { assignedTo: 'user-2', ownerId: 'user-2' },
});

const dealRows = (title: string) => {
  const row = within(screen.getByRole('table', { name: 'Deals' }))
    .getByText(title)
    .closest('tr');
  if (!row) throw new Error(`no row for ${title}`);
  return within(row);
};

const ownLead: CallQueueEntry = {
  id: 'c-1',
  name: 'Priya Sharma',
  company: 'Sharma Textiles',
  phone: '+919876543210',
  score: 92,
  assignedTo: 'user-1',
  ownerId: 'user-owner',
};
const teammatesLead: CallQueueEntry = {
  id: 'c-9',
  name: 'Kabir Rao',
  company: 'Globex',
  phone: '+919812345678',
  score: 90,
  assignedTo: 'user-2',
  ownerId: 'user-2',
};

const queueRow = async (name: string) =>
  within(
    within(await screen.findByRole('list', { name: 'Contacts to call' })).getByRole('listitem', {
      name,
    }),
  );

describe('what the Deals screen offers, by role', () => {
  const stubDeals = (role: TeamRole) =>
    stubFetch({
      'GET /api/auth/user': signedIn,
      'GET /api/organizations': organizations(role),
      'GET /api/deals/summary': () =>
        json(200, makeSummary({ prospecting: { count: 2, value: 2 } })),
      'GET /api/deals': () => dealPage([mine, theirs]),
    });

  it('a member: Edit and Delete on their deal, a note on a teammate’s', async () => {
    stubDeals('member');
    renderApp('/app/deals');
    await screen.findByText('Their renewal');
    expect(dealRows('My rollout').getByRole('button', { name: 'Edit My rollout' })).toBeTruthy();
    expect(
      dealRows('Their renewal').queryByRole('button', { name: 'Edit Their renewal' }),
    ).toBeNull();
    expect(dealRows('Their renewal').getByText("Teammate's deal")).toBeTruthy();
  });

  it('a manager: Edit and Delete on every deal', async () => {
    stubDeals('manager');
    renderApp('/app/deals');
    await screen.findByText('Their renewal');
    expect(
      await dealRows('Their renewal').findByRole('button', { name: 'Edit Their renewal' }),
    ).toBeTruthy();
    expect(
      dealRows('Their renewal').getByRole('button', { name: 'Delete Their renewal' }),
    ).toBeTruthy();
  });
});

describe('what the AI Calling screen offers, by role', () => {
  const stubCalling = (role: TeamRole, overrides: StubRoutes = {}) =>
    stubFetch({
      'GET /api/auth/user': signedIn,
      ...aiCallingRoutes(
        { queue: [teammatesLead, ownLead], calls: [] },
        { 'GET /api/organizations': organizations(role), ...overrides },
      ),
    });

  it('a member: Demo Call and Real AI Call on their lead, a note on a teammate’s', async () => {
    stubCalling('member');
    renderApp('/app/ai-calling');
    const own = await queueRow('Priya Sharma');
    expect(own.getByRole('button', { name: 'Demo Call' })).toBeTruthy();
    expect(own.getByRole('button', { name: 'Real AI Call' })).toBeTruthy();
    const teammates = await queueRow('Kabir Rao');
    expect(teammates.queryAllByRole('button')).toEqual([]);
    expect(
      teammates.getByText("A teammate's lead: a manager can call it or assign it to you."),
    ).toBeTruthy();
  });

  it('a member’s Start Auto-Calling without telephony calls their top lead, not a teammate’s', async () => {
    const api = stubCalling('member', {
      'POST /api/ai-calls': () => json(201, makeCall({ id: 'call-9', status: 'calling' })),
    });
    const { user } = renderApp('/app/ai-calling');
    await queueRow('Kabir Rao');
    await user.click(screen.getByRole('button', { name: 'Start Auto-Calling' }));
    await waitFor(() => expect(api.find('POST', '/api/ai-calls')).toHaveLength(1));
    expect(api.find('POST', '/api/ai-calls')[0]?.body).toMatchObject({ contactId: 'c-1' });
  });

  it('a manager: both buttons on every lead', async () => {
    stubCalling('manager');
    renderApp('/app/ai-calling');
    const teammates = await queueRow('Kabir Rao');
    expect(await teammates.findByRole('button', { name: 'Demo Call' })).toBeTruthy();
    expect(teammates.getByRole('button', { name: 'Real AI Call' })).toBeTruthy();
  });
});
