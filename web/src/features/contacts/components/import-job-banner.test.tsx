import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { json, makeContact, signedIn, stubFetch } from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);
afterEach(() => localStorage.clear());

const job = (over: Record<string, unknown>) => ({
  id: '01JOB0000000000000000000BB',
  fileName: 'zoho.csv',
  status: 'running',
  duplicates: 'skip',
  total: 2000,
  done: 500,
  success: 490,
  failed: 10,
  duplicateEmails: 0,
  updated: 0,
  duplicatePhones: 0,
  error: null,
  errors: [],
  imported: [],
  createdAt: '2026-11-23T10:00:00.000Z',
  finishedAt: null,
  ...over,
});

const showContacts = (latest: () => Response) => {
  const api = stubFetch({
    'GET /api/auth/user': signedIn,
    'GET /api/contacts': () => json(200, { items: [makeContact()], nextCursor: null, total: 1 }),
    'GET /api/dashboard/metrics': () => json(200, {}),
    'GET /api/user/onboarding-state': () => json(200, {}),
    'GET /api/imports/latest': latest,
  });
  return { api, ...renderApp('/app/contacts') };
};

describe('the import banner on Contacts', () => {
  it('follows a running import, then says how it ended, and refreshes the list', async () => {
    let reads = 0;
    const { api } = showContacts(() => {
      reads += 1;
      return json(200, {
        job: reads < 2 ? job({}) : job({ status: 'completed', done: 2000, success: 1990 }),
      });
    });
    expect(await screen.findByText(/Importing zoho\.csv: 500 of 2,000 rows done/)).toBeTruthy();
    expect(
      await screen.findByText(
        'Import of zoho.csv finished: Successfully imported 1,990 leads, 10 failed',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    await waitFor(() => expect(api.find('GET', '/api/contacts').length).toBeGreaterThan(1));
  });

  it('stays away once dismissed', async () => {
    const { user } = showContacts(() =>
      json(200, { job: job({ status: 'failed', error: 'The file has more than 100,000 rows' }) }),
    );
    expect(
      await screen.findByText('Import of zoho.csv failed: The file has more than 100,000 rows'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(/Import of zoho\.csv failed/)).toBeNull();
    expect(localStorage.getItem('salesflow.importBanner.dismissed')).toBe(
      '01JOB0000000000000000000BB',
    );
  });
});
