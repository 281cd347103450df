import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../testing/fetch-stub';
import { dealPage, makeDeal } from '../testing/deal-fixtures';
import { fetchDealsForExport } from './use-deals-export';

describe('collecting deals for the export', () => {
  it('reads every page of the current search, filters and sort, 200 at a time', async () => {
    const api = stubFetch({
      'GET /api/deals': ({ url }) =>
        url.searchParams.get('cursor') === 'p2'
          ? dealPage([makeDeal({ id: 'd1' })])
          : dealPage([makeDeal({ id: 'd3' }), makeDeal({ id: 'd2' })], 'p2'),
    });
    const progress: number[] = [];

    const result = await fetchDealsForExport(
      {
        search: 'acme',
        stage: ['proposal', 'closing'],
        minValue: 150_050,
        closeTo: '2027-06-30',
        sort: '-value',
      },
      { onProgress: (n) => progress.push(n) },
    );

    const asked = {
      search: 'acme',
      stage: 'proposal,closing',
      minValue: '1500.50',
      closeTo: '2027-06-30',
      sort: '-value',
    };
    expect(result.complete).toBe(true);
    expect(result.items.map((d) => d.id)).toEqual(['d3', 'd2', 'd1']);
    expect(progress).toEqual([2, 3]);
    expect(
      api.find('GET', '/api/deals').map((r) => Object.fromEntries(r.url.searchParams)),
    ).toEqual([
      { ...asked, limit: '200' },
      { ...asked, limit: '200', cursor: 'p2' },
    ]);
  });

  it('stops after a bounded number of pages and says the export is partial', async () => {
    const api = stubFetch({ 'GET /api/deals': () => dealPage([makeDeal()], 'again') });

    const result = await fetchDealsForExport({ search: '' }, { maxPages: 3 });

    expect(result.complete).toBe(false);
    expect(api.requests).toHaveLength(3);
  });
});
