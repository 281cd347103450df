import { DEAL_SORTS } from '@salesflow/shared/deals/deal-list.schema';
import { type SavedView, VIEW_FILTERS, VIEW_SORTS } from '@salesflow/shared/views/view.schema';
import { describe, expect, it } from 'vitest';
import {
  addressNamesDealList,
  readDealListAddress,
  writeDealListAddress,
} from './deal-list-address';
import { DEAL_LIST_PARAM_NAMES } from './deal-list-params';
import { dealViewAddress, dealViewFieldsOf } from './deal-view-address';

const view = (overrides: Partial<SavedView> = {}): SavedView => ({
  id: 'v-1',
  entity: 'deals',
  name: 'Big ones',
  filters: {},
  sort: null,
  columns: [],
  shared: false,
  createdBy: 'user-1',
  createdAt: '2026-11-20T00:00:00.000Z',
  updatedAt: '2026-11-20T00:00:00.000Z',
  ...overrides,
});

describe('a saved view of deals and the address', () => {
  it('names its filters and sorts as the server keeps them for deals', () => {
    const filters = DEAL_LIST_PARAM_NAMES.filter((name) => name !== 'sort');
    expect([...VIEW_FILTERS.deals].sort()).toEqual(['q', ...filters].sort());
    expect([...VIEW_SORTS.deals].sort()).toEqual([...DEAL_SORTS].sort());
  });

  it('opens a view as the address, its search, filters, sort and columns, and keeps them back', () => {
    const saved = view({
      filters: { q: 'acme', stage: 'closing,proposal', maxValue: '2500.5', tag: 'VIP' },
      sort: '-probability',
      columns: ['value', 'title'],
    });
    const address = dealViewAddress(saved);
    const written = writeDealListAddress(new URLSearchParams('view=pipeline&due=past'), address, {
      dropDue: true,
    });
    expect(decodeURIComponent(written.toString())).toBe(
      'view=pipeline&q=acme&stage=proposal,closing&maxValue=2500.50&tag=vip&sort=-probability&columns=title,value&savedView=v-1',
    );
    expect(readDealListAddress(written)).toEqual(address);
    expect(dealViewFieldsOf(address)).toEqual({
      filters: { q: 'acme', stage: 'proposal,closing', maxValue: '2500.50', tag: 'vip' },
      sort: '-probability',
      columns: ['title', 'value'],
    });
  });

  it('leaves out what the server would now refuse, keeping custom fields’ filters', () => {
    const address = dealViewAddress(
      view({ filters: { stage: 'bogus', minValue: '10', 'cf.region': 'north', q: 'ok' } }),
    );
    expect(address.params).toEqual({ minValue: 1000, custom: { region: 'north' } });
    expect(address.search).toBe('ok');
    expect(address.columns).toEqual([
      'title',
      'contact',
      'value',
      'stage',
      'probability',
      'expectedCloseDate',
      'tags',
    ]);
    expect(readDealListAddress(new URLSearchParams({ q: 'x'.repeat(201) })).search).toBe('');
  });

  it('lets the address name the list (a link, the past-due insight), not the tab alone', () => {
    expect(addressNamesDealList(new URLSearchParams('view=pipeline'))).toBe(false);
    expect(addressNamesDealList(new URLSearchParams('due=past'))).toBe(true);
    expect(addressNamesDealList(new URLSearchParams('q=acme'))).toBe(true);
    expect(addressNamesDealList(new URLSearchParams('savedView=v-1'))).toBe(true);
  });
});
