import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { json, makeContact, signedIn, stubFetch } from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);
afterEach(() => localStorage.clear());

const REASON = 'Your Basic plan holds 100 contacts. Upgrade to Starter for 1,000.';

const showContacts = (canRelease: boolean, canChangePlan = true) => {
  let waiting = 2;
  const api = stubFetch({
    'GET /api/auth/user': signedIn,
    'GET /api/subscription/limits': () =>
      json(200, { readOnly: false, readOnlyReason: null, canChangePlan, ownerName: 'Meera Nair' }),
    'GET /api/contacts': () => json(200, { items: [makeContact()], nextCursor: null, total: 1 }),
    'GET /api/dashboard/metrics': () => json(200, {}),
    'GET /api/user/onboarding-state': () => json(200, {}),
    'GET /api/imports/latest': () => json(200, { job: null }),
    'GET /api/held-leads': () =>
      json(200, { count: waiting, items: [], reason: waiting ? REASON : null, canRelease }),
    'POST /api/held-leads/release': () => {
      waiting = 0;
      return json(200, { released: 2, merged: 0, waiting: 0, reason: null });
    },
  });
  return { api, ...renderApp('/app/contacts') };
};

describe('the held leads banner on Contacts', () => {
  it('says how many leads wait and why, and adds them when asked', async () => {
    const { api } = showContacts(true);
    expect(await screen.findByText('2 leads waiting for room on your plan')).toBeTruthy();
    expect(screen.getByText(new RegExp(REASON.replace(/\./g, '\\.')))).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Upgrade' })).getAttribute('href')).toBe(
      '/pricing',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add Them Now' }));
    expect(await screen.findByText('2 leads added to your contacts.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByText('2 leads waiting for room on your plan')).toBeNull(),
    );
    expect(api.find('POST', '/api/held-leads/release')).toHaveLength(1);
    expect(api.find('GET', '/api/contacts').length).toBeGreaterThan(1);
  });

  it('offers a member no button the server would refuse, and says who can upgrade', async () => {
    showContacts(false, false);
    expect(await screen.findByText('2 leads waiting for room on your plan')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Them Now' })).toBeNull();
    expect(
      await screen.findByText(/Only Meera Nair, the owner, can upgrade the plan\./),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Upgrade' })).toBeNull();
  });
});
