import { describe, expect, it } from 'vitest';
import {
  customFilterText,
  customFilterValue,
  matchesCustomFilters,
  readCustomFilters,
  usableCustomFilters,
} from '../../../components/custom-filters/custom-filters';
import { GST, REGION, RENEWAL, SEATS, VIP } from '../testing/custom-field-fixtures';
import { listParamsRecord, parseContactListParams } from './contact-list-params';

describe('custom fields’ filters in the address', () => {
  it('reads the valid `cf.<key>` parameters, by key, at most five', () => {
    const search = new URLSearchParams(
      'status=hot&cf.vip=true&cf.region=%20North%20&cf.Bad=x&cf.empty=&cf.a=1&cf.b=2&cf.c=3&cf.d=4',
    );
    expect(parseContactListParams(search).params).toEqual({
      status: ['hot'],
      custom: { a: '1', b: '2', c: '3', d: '4', region: 'North' },
    });
    expect(readCustomFilters([['cf.x', 'y'.repeat(201)]])).toBeUndefined();
    expect(readCustomFilters([['status', 'hot']])).toBeUndefined();
  });

  it('writes them after the other parameters, in key order, as the API takes them', () => {
    expect(
      listParamsRecord({ status: ['hot'], sort: 'name', custom: { vip: 'true', region: 'North' } }),
    ).toEqual({ status: 'hot', sort: 'name', 'cf.region': 'North', 'cf.vip': 'true' });
    expect(
      Object.keys(listParamsRecord({ sort: 'name', custom: { vip: 'true', region: 'North' } })),
    ).toEqual(['sort', 'cf.region', 'cf.vip']);
  });
});

describe('customFilterValue', () => {
  it('checks a value as the API reads it for the field’s type', () => {
    expect(customFilterValue(REGION, 'North')).toEqual({ value: 'North' });
    expect(customFilterValue(REGION, 'East')).toEqual({
      problem: 'Region must be one of North, South',
    });
    expect(customFilterValue(VIP, 'false')).toEqual({ value: 'false' });
    expect(customFilterValue(VIP, 'maybe')).toEqual({ problem: 'VIP must be yes or no' });
    expect(customFilterValue(SEATS, ' 12.50 ')).toEqual({ value: '12.5' });
    expect(customFilterValue(SEATS, 'many')).toEqual({ problem: 'Seats must be a number' });
    expect(customFilterValue(RENEWAL, '2026-02-30')).toEqual({
      problem: 'Renewal date must be a date like 2026-03-05',
    });
    expect(customFilterValue(GST, ' 27AAAPL ')).toEqual({ value: '27AAAPL' });
    expect(customFilterValue(GST, '  ')).toEqual({ problem: 'Enter a value' });
    expect(customFilterValue(VIP, '')).toEqual({ problem: 'Choose a value' });
    expect(customFilterValue(GST, 'x'.repeat(201))).toEqual({
      problem: 'A custom field filter is 1-200 characters',
    });
  });

  it('keeps only the filters the API can apply now', () => {
    const custom = { region: 'East', vip: 'true', gone: 'x', seats: '3' };
    expect(usableCustomFilters([REGION, VIP, SEATS], custom)).toEqual({ vip: 'true', seats: '3' });
    expect(usableCustomFilters([REGION], { region: 'East' })).toBeUndefined();
  });

  it('says a filter as its chip shows it', () => {
    expect(customFilterText(VIP, 'vip', 'true')).toBe('VIP: Yes');
    expect(customFilterText(SEATS, 'seats', '12000')).toBe('Seats: 12,000');
    expect(customFilterText(RENEWAL, 'renewal', '2026-03-05')).toBe('Renewal date: Mar 5, 2026');
    expect(customFilterText(undefined, 'gone', 'x')).toBe('gone: x');
  });

  it('matches a contact’s own values as the API compares them', () => {
    const values = { vip: true, seats: 12.5, region: 'North' };
    expect(matchesCustomFilters(values, { vip: 'true', seats: '12.5' })).toBe(true);
    expect(matchesCustomFilters(values, { region: 'South' })).toBe(false);
    expect(matchesCustomFilters(undefined, { vip: 'false' })).toBe(false);
    expect(matchesCustomFilters(undefined, undefined)).toBe(true);
  });
});
