import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, signedIn, stubFetch } from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';
import { dealPage, makeDeal, makeSummary } from '../testing/deal-fixtures';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);

const late = makeDeal({ title: 'Late renewal', expectedCloseDate: '2026-10-05' });
const current = makeDeal({ id: '01JDEAL0000000000000000002', title: 'Fresh pilot' });

/** The server's answers: only the late deal when asked for `due=past`. */
const routes = () => ({
  'GET /api/auth/user': signedIn,
  'GET /api/deals/summary': () => json(200, makeSummary({ prospecting: { count: 2, value: 10 } })),
  'GET /api/deals': ({ url }: { url: URL }) =>
    url.searchParams.get('due') === 'past' ? dealPage([late]) : dealPage([late, current]),
});

const dueOf = (api: ReturnType<typeof stubFetch>) =>
  api.find('GET', '/api/deals').map((r) => r.url.searchParams.get('due'));

describe('Deals past their close date', () => {
  it('are what the list shows under a dismissible chip when the address says due=past', async () => {
    const api = stubFetch(routes());
    const { user, router } = renderApp('/app/deals?due=past');

    expect(await screen.findByText('Late renewal')).toBeTruthy();
    expect(screen.getByText('Past close date')).toBeTruthy();
    expect(screen.queryByText('Fresh pilot')).toBeNull();
    expect(dueOf(api)).toEqual(['past']);

    // The stage filter offers every stage beside it.
    await user.click(screen.getByRole('combobox', { name: 'Stage' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Prospecting',
      'Qualification',
      'Proposal',
      'Closing',
      'Won',
      'Lost',
    ]);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('img', { name: 'Show all deals' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Fresh pilot')).toBeTruthy();
    expect(screen.queryByText('Past close date')).toBeNull();
    expect(dueOf(api).at(-1)).toBeNull();
  });

  it('go with the stage filter, which stays when the chip is dismissed', async () => {
    const api = stubFetch(routes());
    const { user, router } = renderApp('/app/deals?due=past&stage=closing');
    await screen.findByText('Past close date');
    await waitFor(() => expect(api.find('GET', '/api/deals')).toHaveLength(1));
    const request = api.find('GET', '/api/deals')[0]?.url.searchParams;
    expect([request?.get('due'), request?.get('stage')]).toEqual(['past', 'closing']);

    const chip = screen.getByRole('button', { name: /Past close date/ });
    chip.focus();
    await user.keyboard('{Delete}');
    await waitFor(() => expect(router.state.location.search).toBe('?stage=closing'));
  });

  it('are not a filter without the address saying so, or for a value it does not know', async () => {
    for (const path of ['/app/deals', '/app/deals?due=soon']) {
      const api = stubFetch(routes());
      const view = renderApp(path);
      expect(await within(view.container).findByText('Fresh pilot')).toBeTruthy();
      expect(within(view.container).queryByText('Past close date')).toBeNull();
      expect(dueOf(api)).toEqual([null]);
      view.unmount();
    }
  });
});
