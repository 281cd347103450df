import { describe, expect, it } from 'vitest';
import {
  checkListParams,
  listParamsRecord,
  parseContactListParams,
  withoutFilters,
} from './contact-list-params';

const parse = (search: string) => parseContactListParams(new URLSearchParams(search));

describe('parseContactListParams', () => {
  it('reads every filter and the sort by the API’s names', () => {
    const { params, problems } = parse(
      'q=%20acme%20&status=warm,hot&source=website,referral&minScore=60&maxScore=100' +
        '&tag=VIP%20%20Clients&createdFrom=2026-01-01&createdTo=2026-02-01&assignedTo=me&sort=-score&contact=c-1',
    );
    expect(problems).toEqual({});
    expect(params).toEqual({
      q: 'acme',
      // In the listed order, as the server keeps them.
      status: ['warm', 'hot'],
      source: ['website', 'referral'],
      minScore: 60,
      maxScore: 100,
      // One tag, as the server compares it.
      tag: 'vip clients',
      createdFrom: '2026-01-01',
      createdTo: '2026-02-01',
      assignedTo: 'me',
      sort: '-score',
    });
  });

  it('reads nothing from an address without the list’s parameters', () => {
    expect(parse('')).toEqual({ params: {}, problems: {} });
    expect(parse('contact=c-1&status=')).toEqual({ params: {}, problems: {} });
  });

  it('leaves out what the server would refuse, with its message, and keeps the rest', () => {
    const { params, problems } = parse(
      'status=hot,tepid&minScore=abc&sort=-phone&source=event&tag=%3Cb%3E',
    );
    expect(params).toEqual({ source: ['event'] });
    expect(problems).toEqual({
      status: 'Status must be among cold, warm, hot',
      tag: 'A tag has letters, digits, spaces and - _ . & + / only',
      minScore: 'Minimum score must be a whole number from 0 to 100',
      sort: expect.stringContaining('Sort must be one of'),
    });
  });

  it('refuses a minimum above the maximum and a reversed day range as the server does', () => {
    const { params, problems } = parse(
      'minScore=80&maxScore=20&createdFrom=2026-03-01&createdTo=2026-02-01',
    );
    expect(problems).toEqual({
      minScore: 'Minimum score must not be above the maximum',
      createdFrom: 'Created from must not be after created to',
    });
    expect(params).toEqual({ maxScore: 20, createdTo: '2026-02-01' });
  });

  it('still reads the old "My leads" and "Unassigned" links', () => {
    expect(parse('leads=mine').params).toEqual({ assignedTo: 'me' });
    expect(parse('leads=unassigned').params).toEqual({ assignedTo: 'none' });
    expect(parse('leads=unassigned&assignedTo=user-7').params).toEqual({ assignedTo: 'user-7' });
  });
});

describe('listParamsRecord', () => {
  it('writes the set parameters as text in one order, without the default sort', () => {
    expect(
      listParamsRecord({
        sort: '-createdAt',
        status: ['hot', 'warm'],
        minScore: 0,
        q: 'acme',
        source: [],
      }),
    ).toEqual({ q: 'acme', status: 'hot,warm', minScore: '0' });
    expect(Object.keys(listParamsRecord({ sort: 'name', assignedTo: 'none', q: 'a' }))).toEqual([
      'q',
      'assignedTo',
      'sort',
    ]);
  });

  it('reads back what it writes', () => {
    const params = {
      q: 'acme',
      status: ['warm' as const, 'hot' as const],
      maxScore: 90,
      createdFrom: '2026-01-01',
      assignedTo: 'user-7',
      sort: 'name' as const,
    };
    const search = new URLSearchParams(listParamsRecord(params));
    expect(parseContactListParams(search).params).toEqual(params);
  });
});

describe('checkListParams and withoutFilters', () => {
  it('checks values as typed', () => {
    expect(checkListParams({ minScore: '60', maxScore: '59' }).problems).toEqual({
      minScore: 'Minimum score must not be above the maximum',
    });
    expect(checkListParams({ minScore: '60', maxScore: '60' })).toEqual({
      params: { minScore: 60, maxScore: 60 },
      problems: {},
    });
  });

  it('clears every filter but keeps the order', () => {
    expect(withoutFilters({ q: 'a', status: ['hot'], assignedTo: 'me', sort: 'name' })).toEqual({
      sort: 'name',
    });
  });
});
