import { BOM } from '@salesflow/shared/csv/csv';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { captureDownloads } from '../../../testing/capture-downloads';
import { json, signedIn, stubFetch } from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';
import { dealPage, makeDeal, makeSummary } from '../testing/deal-fixtures';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);

describe('deals export', () => {
  it('downloads every page of the current search, filters and sort as CSV, 200 at a time', async () => {
    const files = captureDownloads();
    let release: () => void = () => {};
    const closing = (id: string, title: string) => makeDeal({ id, title, stage: 'closing' });
    const api = stubFetch({
      'GET /api/auth/user': signedIn,
      'GET /api/deals/summary': () => json(200, makeSummary()),
      'GET /api/custom-fields': () => json(200, []),
      'GET /api/deals': async ({ url }) => {
        if (url.searchParams.get('limit') !== '200') return dealPage([closing('d9', 'Shown')]);
        if (url.searchParams.get('cursor') === 'p2') {
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return dealPage([closing('d1', 'Second page')]);
        }
        return dealPage([closing('d3', 'First'), closing('d2', 'Also first')], 'p2');
      },
    });
    const { user } = renderApp('/app/deals?minValue=1000&closeTo=2027-06-30&sort=-value');
    await screen.findByText('Shown');
    await user.type(screen.getByPlaceholderText('Search deals...'), 'acme');
    await user.click(screen.getByRole('combobox', { name: 'Stage' }));
    await user.click(await screen.findByRole('option', { name: 'Closing' }));
    await user.keyboard('{Escape}');
    // The search is debounced: wait until the list shown is the searched and filtered one.
    await waitFor(() => {
      const shown = api.find('GET', '/api/deals').at(-1)?.url.searchParams;
      expect([shown?.get('search'), shown?.get('stage')]).toEqual(['acme', 'closing']);
    });

    await user.click(screen.getByRole('button', { name: 'Export' }));

    // While it gathers the pages it says how far it got and cannot be pressed again.
    const busy = await screen.findByRole('button', { name: 'Exporting 2…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    release();
    expect(await screen.findByText('Exported 3 deals.')).toBeTruthy();

    const exports = api
      .find('GET', '/api/deals')
      .filter((r) => r.url.searchParams.get('limit') === '200')
      .map((r) => Object.fromEntries(r.url.searchParams));
    // Exactly what the list shows: the address's filters and sort, the search and the stage.
    const shown = {
      search: 'acme',
      stage: 'closing',
      minValue: '1000',
      closeTo: '2027-06-30',
      sort: '-value',
    };
    expect(exports).toEqual([
      { ...shown, limit: '200' },
      { ...shown, limit: '200', cursor: 'p2' },
    ]);
    expect(files).toHaveLength(1);
    expect(files[0]?.name).toMatch(/^deals-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await files[0]?.blob.text();
    // Blob.text() decodes UTF-8 and drops the byte order mark; the bytes still start with it.
    const bytes = new Uint8Array((await files[0]?.blob.arrayBuffer()) ?? new ArrayBuffer(0));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(
      text
        ?.replace(BOM, '')
        .split('\r\n')
        .map((line) => line.split(',')[0]),
    ).toEqual(['Title', 'First', 'Also first', 'Second page', '']);
    expect(screen.getByRole('button', { name: 'Export' }).hasAttribute('disabled')).toBe(false);
  });

  it('says so when the export fails', async () => {
    captureDownloads();
    stubFetch({
      'GET /api/auth/user': signedIn,
      'GET /api/deals/summary': () => json(200, makeSummary()),
      'GET /api/custom-fields': () => json(200, []),
      'GET /api/deals': ({ url }) =>
        url.searchParams.get('limit') === '200'
          ? new Response(null, { status: 500 })
          : dealPage([]),
    });
    const { user } = renderApp('/app/deals');

    await user.click(await screen.findByRole('button', { name: 'Export' }));

    expect(await screen.findByText('Failed to export deals.')).toBeTruthy();
  });
});
