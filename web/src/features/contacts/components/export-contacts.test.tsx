import { BOM } from '@salesflow/shared/csv/csv';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { captureDownloads } from '../../../testing/capture-downloads';
import { json, makeContact, signedIn, stubFetch } from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);

const lead = (i: number) =>
  makeContact({ id: `c-${i}`, name: `Kumar ${i}`, email: `kumar${i}@example.in`, phone: null });

describe('contacts export', () => {
  it('downloads every page of the current search as CSV, 200 at a time', async () => {
    const files = captureDownloads();
    let release: () => void = () => {};
    const api = stubFetch({
      'GET /api/auth/user': signedIn,
      // A column per contact field, its label heading it.
      'GET /api/custom-fields': () =>
        json(200, [
          {
            id: 'contact.industry',
            entity: 'contact',
            key: 'industry',
            label: 'Industry',
            type: 'text',
            options: [],
            createdAt: '',
            updatedAt: '',
          },
          {
            id: 'deal.po',
            entity: 'deal',
            key: 'po',
            label: 'PO',
            type: 'text',
            options: [],
            createdAt: '',
            updatedAt: '',
          },
        ]),
      'GET /api/contacts': async ({ url }) => {
        const search = url.searchParams.get('search');
        if (url.searchParams.get('limit') !== '200') {
          return json(200, { items: [lead(1), lead(2)], nextCursor: null, total: 3 });
        }
        if (url.searchParams.get('cursor') === 'p2') {
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return json(200, {
            items: [{ ...lead(3), customFields: { industry: 'Textiles' } }],
            nextCursor: null,
            total: 3,
          });
        }
        return json(200, { items: search ? [lead(1), lead(2)] : [], nextCursor: 'p2', total: 3 });
      },
    });
    const { user } = renderApp('/app/contacts');
    await screen.findByText('Kumar 1');

    await user.type(screen.getByPlaceholderText('Search contacts...'), 'kumar');
    await waitFor(() =>
      expect(api.find('GET', '/api/contacts').at(-1)?.url.searchParams.get('search')).toBe('kumar'),
    );
    await user.click(screen.getByRole('button', { name: 'Export' }));

    const busy = await screen.findByRole('button', { name: 'Exporting 2…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    release();

    expect(await screen.findByText('Export Complete')).toBeTruthy();
    expect(screen.getByText('Exported 3 contacts.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
    const exportRequests = api
      .find('GET', '/api/contacts')
      .filter((r) => r.url.searchParams.get('limit') === '200')
      .map((r) => [r.url.searchParams.get('search'), r.url.searchParams.get('cursor')]);
    expect(exportRequests).toEqual([
      ['kumar', null],
      ['kumar', 'p2'],
    ]);

    expect(files).toHaveLength(1);
    const [file] = files;
    expect(file?.name).toMatch(/^contacts-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await file?.blob.text();
    // Blob.text() decodes UTF-8 and drops the byte order mark; the bytes still start with it.
    const bytes = new Uint8Array((await file?.blob.arrayBuffer()) ?? new ArrayBuffer(0));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = text?.replace(BOM, '').split('\r\n');
    expect(lines?.[0]).toBe(
      'Name,Email,Phone,Company,Title,Status,Source,Score,Notes,Created,Industry',
    );
    expect(lines?.[3]?.endsWith(',Textiles')).toBe(true);
    expect(lines?.[1]?.endsWith(',')).toBe(true);
    expect(lines?.slice(1, 4).map((line) => line.split(',')[0])).toEqual([
      'Kumar 1',
      'Kumar 2',
      'Kumar 3',
    ]);
  });

  it('says so when the export fails, and lets the user try again', async () => {
    captureDownloads();
    stubFetch({
      'GET /api/auth/user': signedIn,
      'GET /api/contacts': ({ url }) =>
        url.searchParams.get('limit') === '200'
          ? new Response('boom', { status: 500 })
          : json(200, { items: [lead(1)], nextCursor: null, total: 1 }),
    });
    const { user } = renderApp('/app/contacts');
    await screen.findByText('Kumar 1');

    await user.click(screen.getByRole('button', { name: 'Export' }));

    expect(await screen.findByText('Failed to export contacts.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Export' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});
