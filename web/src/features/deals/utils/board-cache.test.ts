import { describe, expect, it } from 'vitest';
import type { DealsFilter } from '../api/get-deals';
import { makeDeal, makeSummary } from '../testing/deal-fixtures';
import { changeInPages, type DealPages, dealsOf, moveInPages, moveInSummary } from './board-cache';

const newer = makeDeal({ id: 'd3', title: 'Newer' });
const moved = makeDeal({ id: 'd2', title: 'Moved', value: '100.25' });
const older = makeDeal({ id: 'd1', title: 'Older', stage: 'qualification' });

const pages = (...lists: (typeof moved)[][]): DealPages => ({
  pages: lists.map((items) => ({ items, nextCursor: null })),
  pageParams: lists.map(() => undefined),
});
const titles = (data: DealPages) => dealsOf(data)?.map((deal) => `${deal.title}:${deal.stage}`);

describe('optimistic board moves', () => {
  it('takes the deal out of its old column and puts it into the new one, newest first', () => {
    const source = pages([newer, moved]);
    const target = pages(
      [makeDeal({ id: 'd4', title: 'Newest', stage: 'qualification' })],
      [older],
    );
    const prospecting: DealsFilter = { search: '', stage: ['prospecting'] };
    const qualification: DealsFilter = { search: '', stage: ['qualification'] };

    expect(titles(moveInPages(source, prospecting, moved, 'qualification'))).toEqual([
      'Newer:prospecting',
    ]);
    expect(titles(moveInPages(target, qualification, moved, 'qualification'))).toEqual([
      'Newest:qualification',
      'Moved:qualification',
      'Older:qualification',
    ]);
  });

  it('updates the stage in place in unfiltered lists and leaves searches alone', () => {
    expect(titles(moveInPages(pages([newer, moved]), { search: '' }, moved, 'won'))).toEqual([
      'Newer:prospecting',
      'Moved:won',
    ]);
    const search = pages([newer]);
    expect(moveInPages(search, { search: 'acme', stage: ['won'] }, moved, 'won')).toBe(search);
  });

  it('takes a deal won or lost out of the deals past due, and keeps one moved between open stages', () => {
    const pastDue: DealsFilter = { search: '', due: 'past' };
    expect(titles(moveInPages(pages([newer, moved]), pastDue, moved, 'won'))).toEqual([
      'Newer:prospecting',
    ]);
    expect(titles(moveInPages(pages([newer, moved]), pastDue, moved, 'closing'))).toEqual([
      'Newer:prospecting',
      'Moved:closing',
    ]);
    const column: DealsFilter = { search: '', stage: ['closing'], due: 'past' };
    const late = pages([newer]);
    expect(moveInPages(late, column, moved, 'closing')).toBe(late);
  });

  it('moves the counts and the value between stages', () => {
    const summary = makeSummary({
      prospecting: { count: 2, value: 300.5 },
      closing: { count: 1, value: 50 },
    });

    const toClosing = moveInSummary(summary, 100.25, 'prospecting', 'closing');
    expect(toClosing.byStage.prospecting).toEqual({ count: 1, value: 200.25 });
    expect(toClosing.byStage.closing).toEqual({ count: 2, value: 150.25 });
    expect([toClosing.activeDeals, toClosing.pipelineValue, toClosing.wonValue]).toEqual([
      3, 350.5, 0,
    ]);

    const toWon = moveInSummary(summary, 100.25, 'prospecting', 'won');
    expect([toWon.activeDeals, toWon.pipelineValue, toWon.wonValue]).toEqual([2, 250.25, 100.25]);
    expect(moveInSummary(toWon, 100.25, 'won', 'prospecting')).toEqual(summary);
  });

  it('lists each deal once even when a page repeats one', () => {
    expect(dealsOf(pages([newer, moved], [moved, older]))?.map((d) => d.id)).toEqual([
      'd3',
      'd2',
      'd1',
    ]);
  });
});

describe('a deal made, edited or deleted, from the answer', () => {
  const all: DealsFilter = { search: '' };
  const prospecting: DealsFilter = { search: '', stage: ['prospecting'] };
  const qualification: DealsFilter = { search: '', stage: ['qualification'] };
  const made = makeDeal({ id: 'd9', title: 'Made' });

  it('puts a new deal on top of its stage column and of the unfiltered table', () => {
    expect(titles(changeInPages(pages([newer, moved]), all, null, made))).toEqual([
      'Made:prospecting',
      'Newer:prospecting',
      'Moved:prospecting',
    ]);
    expect(titles(changeInPages(pages([newer]), prospecting, null, made))).toEqual([
      'Made:prospecting',
      'Newer:prospecting',
    ]);
  });

  it('leaves a new deal out of other columns, searches and the deals past due', () => {
    const column = pages([older]);
    expect(changeInPages(column, qualification, null, made)).toBe(column);
    const search = pages([newer]);
    expect(changeInPages(search, { search: 'made' }, null, made)).toBe(search);
    const due = pages([newer]);
    expect(changeInPages(due, { ...all, due: 'past' }, null, made)).toBe(due);
  });

  it('replaces an edited deal where it is listed, and moves it to the column of its new stage', () => {
    const edited = { ...moved, title: 'Renamed', stage: 'qualification' as const };
    expect(titles(changeInPages(pages([newer, moved]), all, moved, edited))).toEqual([
      'Newer:prospecting',
      'Renamed:qualification',
    ]);
    expect(titles(changeInPages(pages([newer, moved]), prospecting, moved, edited))).toEqual([
      'Newer:prospecting',
    ]);
    expect(titles(changeInPages(pages([older]), qualification, moved, edited))).toEqual([
      'Renamed:qualification',
      'Older:qualification',
    ]);
  });

  it('takes a deleted deal out of every list', () => {
    expect(titles(changeInPages(pages([newer], [moved, older]), all, moved, null))).toEqual([
      'Newer:prospecting',
      'Older:qualification',
    ]);
  });
});

describe('lists filtered by value and close date, or sorted', () => {
  const big = makeDeal({
    id: 'd5',
    title: 'Big',
    value: '5000.00',
    expectedCloseDate: '2027-02-01',
  });
  const small = makeDeal({ id: 'd6', title: 'Small', value: '900.50' });
  const fromThousand: DealsFilter = { search: '', minValue: 100_000 };

  it('puts a new deal on top only where its value and close date fit', () => {
    expect(titles(changeInPages(pages([newer]), fromThousand, null, big))).toEqual([
      'Big:prospecting',
      'Newer:prospecting',
    ]);
    const list = pages([newer]);
    expect(changeInPages(list, fromThousand, null, small)).toBe(list);
    const early: DealsFilter = { search: '', closeTo: '2027-01-31' };
    expect(changeInPages(list, early, null, big)).toBe(list);
  });

  it('takes out a deal edited below the minimum, and leaves sorted lists to the server', () => {
    const cheaper = { ...big, value: '10.00' };
    expect(titles(changeInPages(pages([big, newer]), fromThousand, big, cheaper))).toEqual([
      'Newer:prospecting',
    ]);
    const sorted = pages([newer]);
    expect(changeInPages(sorted, { search: '', sort: '-value' }, null, big)).toBe(sorted);
    expect(
      titles(changeInPages(pages([big]), { search: '', sort: '-value' }, big, cheaper)),
    ).toEqual(['Big:prospecting']);
  });

  it('moves a deal between the stages a list names', () => {
    const openStages: DealsFilter = { search: '', stage: ['proposal', 'closing'] };
    const proposal = { ...moved, stage: 'proposal' as const };
    expect(titles(moveInPages(pages([proposal]), openStages, proposal, 'closing'))).toEqual([
      'Moved:closing',
    ]);
    expect(titles(moveInPages(pages([proposal]), openStages, proposal, 'won'))).toEqual([]);
    const closing = { ...newer, stage: 'closing' as const };
    expect(titles(moveInPages(pages([closing]), openStages, moved, 'proposal'))).toEqual([
      'Newer:closing',
      'Moved:proposal',
    ]);
  });
});
