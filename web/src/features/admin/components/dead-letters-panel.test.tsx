import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, json, stubFetch } from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';
import { makeDeadLetter } from '../testing/admin-fixtures';
import { adminRoutes } from '../testing/admin-stubs';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);

const PATH = '/api/admin/outbox/dead-letters';
const panel = () => screen.getByRole('region', { name: 'Outbox Dead Letters' });

describe('the Outbox Dead Letters panel of the admin Overview', () => {
  it('says when every message reached its queue', async () => {
    stubFetch(adminRoutes());
    renderApp('/app/admin');

    expect(await screen.findByText('None: every message reached its queue.')).toBeTruthy();
    expect(within(panel()).queryByRole('button', { name: /Send again/ })).toBeNull();
  });

  it('shows how many, and each one’s queue, failure, attempts and last error', async () => {
    const letters = [
      makeDeadLetter(),
      makeDeadLetter({
        id: 'second',
        queue: 'account-figures',
        bodyFields: [],
        organizationId: null,
      }),
    ];
    const api = stubFetch(
      adminRoutes({
        [`GET ${PATH}`]: () => json(200, { count: 12, countCapped: false, items: letters }),
      }),
    );
    renderApp('/app/admin');

    expect(
      await screen.findByText(
        '12 messages could not be delivered to their queue after 10 tries. Fix the cause, then send them again.',
      ),
    ).toBeTruthy();
    const items = within(panel()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = items[0] as HTMLElement;
    expect(within(first).getByText('notifications')).toBeTruthy();
    expect(
      within(first).getByText(/^Failed Dec 03, 2026, .* after 10 attempts · written Dec 03, 2026/),
    ).toBeTruthy();
    expect(
      within(first).getByText('Last error: QueueDoesNotExist: The specified queue does not exist'),
    ).toBeTruthy();
    expect(
      within(first).getByText('Organization org-2 · Fields: organizationId, userId'),
    ).toBeTruthy();
    expect(within(panel()).getByText('Showing the newest 2.')).toBeTruthy();
    expect(api.find('GET', PATH)[0]?.url.searchParams.get('limit')).toBe('10');
  });

  it('sends one again, says so, and reloads the list', async () => {
    let listed = [makeDeadLetter()];
    const api = stubFetch(
      adminRoutes({
        [`GET ${PATH}`]: () =>
          json(200, { count: listed.length, countCapped: false, items: listed }),
        [`POST ${PATH}/${makeDeadLetter().id}/redrive`]: () => {
          listed = [];
          return json(200, { sent: true });
        },
      }),
    );
    const { user } = renderApp('/app/admin');

    await user.click(await screen.findByRole('button', { name: /^Send again: notifications/ }));

    expect(await screen.findByText('Message sent again')).toBeTruthy();
    expect(await screen.findByText('None: every message reached its queue.')).toBeTruthy();
    expect(api.find('POST', `${PATH}/${makeDeadLetter().id}/redrive`)).toHaveLength(1);
    expect(api.find('GET', PATH)).toHaveLength(2);
  });

  it('says when the queue refused it again, and when it was gone already', async () => {
    stubFetch(
      adminRoutes({
        [`GET ${PATH}`]: () =>
          json(200, {
            count: 2,
            countCapped: false,
            items: [makeDeadLetter(), makeDeadLetter({ id: 'gone', queue: 'lead-scores' })],
          }),
        [`POST ${PATH}/${makeDeadLetter().id}/redrive`]: () => json(200, { sent: false }),
        [`POST ${PATH}/gone/redrive`]: () =>
          apiError(
            404,
            'NOT_FOUND',
            'No such dead letter: it was sent again already, or has expired',
          ),
      }),
    );
    const { user } = renderApp('/app/admin');

    await user.click(await screen.findByRole('button', { name: /^Send again: notifications/ }));
    expect(await screen.findByText('Not sent yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Send again: lead-scores/ }));
    expect(await screen.findByText('Failed to send the message again')).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.getByText('No such dead letter: it was sent again already, or has expired'),
      ).toBeTruthy(),
    );
  });
});
