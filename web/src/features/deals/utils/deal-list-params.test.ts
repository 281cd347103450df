import { describe, expect, it } from 'vitest';
import { readDealListAddress, writeDealListAddress } from './deal-list-address';
import {
  amountText,
  checkDealListParams,
  dealListParamsText,
  hasDealFilters,
  parseDealListParams,
  withoutDealFilters,
} from './deal-list-params';
import { DEFAULT_DEAL_VIEW_COLUMNS } from './deal-view-columns';

describe('the deals list parameters', () => {
  it('reads filters and sort from an address, stages in the pipeline order, amounts in cents', () => {
    const { params, problems } = parseDealListParams(
      new URLSearchParams(
        'sort=-value&stage=closing,proposal&minValue=1000&maxValue=2500.5&closeFrom=2027-01-01&closeTo=2027-03-31&view=pipeline',
      ),
    );
    expect(params).toEqual({
      sort: '-value',
      stage: ['proposal', 'closing'],
      minValue: 100_000,
      maxValue: 250_050,
      closeFrom: '2027-01-01',
      closeTo: '2027-03-31',
    });
    expect(problems).toEqual({});
  });

  it('leaves out only what the server would refuse, keeping its message', () => {
    const { params, problems } = parseDealListParams(
      new URLSearchParams('stage=negotiation&minValue=abc&closeFrom=2027-02-30&sort=-title'),
    );
    expect(params).toEqual({});
    expect(problems).toEqual({
      stage: 'Stage must be among prospecting, qualification, proposal, closing, won, lost',
      minValue: 'Minimum value must be an amount from 0 to 99,999,999.99 with at most 2 decimals',
      closeFrom: 'Close from must be a date like 2026-03-05',
      sort: expect.stringMatching(/^Sort must be one of value, -value/),
    });
  });

  it('refuses a minimum above the maximum and a reversed range of days on their first field', () => {
    expect(
      checkDealListParams({
        minValue: '5000',
        maxValue: '1000',
        closeFrom: '2027-05-01',
        closeTo: '2027-04-01',
      }),
    ).toEqual({
      params: { maxValue: 100_000, closeTo: '2027-04-01' },
      problems: {
        minValue: 'Minimum value must not be above the maximum',
        closeFrom: 'Close from must not be after close to',
      },
    });
  });

  it('writes them back as text, without the default order, keeping other parameters', () => {
    expect([amountText(150_000), amountText(150_050), amountText(5)]).toEqual([
      '1500',
      '1500.50',
      '0.05',
    ]);
    expect(dealListParamsText({ sort: '-createdAt', stage: ['won'] })).toEqual({ stage: 'won' });
    const next = writeDealListAddress(new URLSearchParams('due=past&stage=lost&minValue=1'), {
      params: { stage: ['proposal', 'closing'], minValue: 100_000, sort: 'probability' },
      search: '',
      columns: [...DEFAULT_DEAL_VIEW_COLUMNS],
      viewId: null,
    });
    expect([...next]).toEqual([
      ['due', 'past'],
      ['stage', 'proposal,closing'],
      ['minValue', '1000'],
      ['sort', 'probability'],
    ]);
    expect(withoutDealFilters({ stage: ['won'], closeTo: '2027-01-01', sort: 'value' })).toEqual({
      sort: 'value',
    });
  });
});

describe('the deals list’s custom field filters', () => {
  it('reads cf.<key> filters from the address, by the key rule, in key order, at most five', () => {
    const { params } = parseDealListParams(
      new URLSearchParams(
        'stage=won&cf.seats=3&cf.channel=Partner&cf.Bad=x&cf.po=&cf.a=1&cf.b=2&cf.c=3&cf.d=4',
      ),
    );
    expect(params).toEqual({
      stage: ['won'],
      custom: { a: '1', b: '2', c: '3', channel: 'Partner', d: '4' },
    });
  });

  it('writes them last, by key, keeps them through a change, and clears them with the filters', () => {
    const params = { tag: 'vip', custom: { seats: '3', channel: 'Partner' } };
    expect(dealListParamsText(params)).toEqual({
      tag: 'vip',
      'cf.channel': 'Partner',
      'cf.seats': '3',
    });
    expect(hasDealFilters({ custom: { channel: 'Partner' } })).toBe(true);
    expect(withoutDealFilters({ sort: 'value', custom: { channel: 'Partner' } })).toEqual({
      sort: 'value',
    });
    const written = writeDealListAddress(new URLSearchParams('cf.old=1&view=pipeline'), {
      params,
      search: '',
      columns: [...DEFAULT_DEAL_VIEW_COLUMNS],
      viewId: null,
    });
    expect(written.toString()).toBe('view=pipeline&tag=vip&cf.channel=Partner&cf.seats=3');
    expect(readDealListAddress(written).params).toEqual(params);
  });
});
