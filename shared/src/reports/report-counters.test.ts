import { describe, expect, it } from 'vitest';
import {
  callReportDeltas,
  contactReportDeltas,
  type DealShare,
  dealReportDeltas,
} from './report-counters';

const deal = (over: Partial<DealShare> = {}): DealShare => ({
  holder: 'u1',
  stage: 'prospecting',
  valueCents: 10_000,
  createdDay: '2026-11-02',
  closedDay: null,
  reached: 0,
  stageSince: '2026-11-02T10:00:00.000Z',
  ...over,
});

describe('report counter deltas', () => {
  it('counts a new contact on its day, week and month, by source and holder', () => {
    const deltas = contactReportDeltas(null, {
      day: '2026-11-02',
      metric: 'n_website',
      holder: 'NONE',
    });
    expect(Object.fromEntries(deltas)).toEqual({
      'REPORT#CONTACTS#D#2026-11-02': { 'n_website@NONE': 1 },
      // 2 November 2026 is a Monday.
      'REPORT#CONTACTS#W#2026-11-02': { 'n_website@NONE': 1 },
      'REPORT#CONTACTS#M#2026-11': { 'n_website@NONE': 1 },
    });
  });

  it('moves a contact handed to a member, and writes nothing when nothing moved', () => {
    const before = { day: '2026-11-02', metric: 'n_event', holder: 'NONE' };
    expect(contactReportDeltas(before, before).size).toBe(0);
    const moved = contactReportDeltas(before, { ...before, holder: 'u2' });
    expect(moved.get('REPORT#CONTACTS#D#2026-11-02')).toEqual({
      'n_event@NONE': -1,
      'n_event@u2': 1,
    });
  });

  it('counts a deal created, its stage, value and funnel on its creation day', () => {
    const deltas = dealReportDeltas(null, deal({ stage: 'proposal', reached: 2 }), '2026-11-02');
    expect(deltas.get('REPORT#DEALS#D#2026-11-02')).toEqual({
      'c@u1': 1,
      's_proposal@u1': 1,
      'v_proposal@u1': 10_000,
      'r_prospecting@u1': 1,
      'r_qualification@u1': 1,
      'r_proposal@u1': 1,
    });
  });

  it('a deal won later counts as won on the day it closed, and its time in the stage it left', () => {
    const before = deal({ stage: 'closing', reached: 3, stageSince: '2026-11-02T10:00:00.000Z' });
    const after = deal({
      stage: 'won',
      reached: 4,
      closedDay: '2026-11-05',
      stageSince: '2026-11-05T10:00:00.000Z',
    });
    const deltas = dealReportDeltas(before, after, '2026-11-05');
    expect(deltas.get('REPORT#DEALS#D#2026-11-02')).toEqual({
      's_closing@u1': -1,
      'v_closing@u1': -10_000,
      's_won@u1': 1,
      'v_won@u1': 10_000,
      'r_won@u1': 1,
    });
    expect(deltas.get('REPORT#DEALS#D#2026-11-05')).toEqual({
      'w@u1': 1,
      'wv@u1': 10_000,
      't_closing@u1': 3 * 86_400,
      'x_closing@u1': 1,
    });
    expect(deltas.get('REPORT#DEALS#M#2026-11')).toMatchObject({ 'w@u1': 1, 'x_closing@u1': 1 });
  });

  it('a deleted deal takes all its share away, and reopening a won deal takes the win back', () => {
    const won = deal({ stage: 'won', reached: 4, closedDay: '2026-11-05' });
    const gone = dealReportDeltas(won, null, '');
    expect(gone.get('REPORT#DEALS#D#2026-11-05')).toEqual({ 'w@u1': -1, 'wv@u1': -10_000 });
    expect(gone.get('REPORT#DEALS#D#2026-11-02')?.['c@u1']).toBe(-1);
    const reopened = dealReportDeltas(
      won,
      deal({ stage: 'closing', reached: 4, stageSince: '2026-11-09T00:00:00.000Z' }),
      '2026-11-09',
    );
    expect(reopened.get('REPORT#DEALS#D#2026-11-05')).toEqual({ 'w@u1': -1, 'wv@u1': -10_000 });
    // Won is not an active stage: no time in stage is counted for it.
    expect(reopened.get('REPORT#DEALS#D#2026-11-09')).toBeUndefined();
  });

  it('counts a call on its day and moves it between outcomes', () => {
    const call = { day: '2026-11-03', maker: 'u1', kind: 'call' as const, outcome: null };
    expect(callReportDeltas(null, call).get('REPORT#CALLS#D#2026-11-03')).toEqual({
      'k@u1': 1,
      'o_none@u1': 1,
    });
    expect(
      callReportDeltas(call, { ...call, outcome: 'interested' }).get('REPORT#CALLS#M#2026-11'),
    ).toEqual({ 'o_none@u1': -1, 'o_interested@u1': 1 });
  });

  it('counts a demo call apart, with no outcome, and nothing for a call not placed', () => {
    const demo = { day: '2026-11-03', maker: 'u1', kind: 'demo' as const, outcome: 'interested' };
    expect(callReportDeltas(null, demo).get('REPORT#CALLS#W#2026-11-02')).toEqual({ 'dc@u1': 1 });
    const placed = { ...demo, kind: 'call' as const, outcome: null };
    expect(callReportDeltas(null, placed).get('REPORT#CALLS#D#2026-11-03')).toEqual({
      'k@u1': 1,
      'o_none@u1': 1,
    });
    expect(callReportDeltas(null, null).size).toBe(0);
  });
});
