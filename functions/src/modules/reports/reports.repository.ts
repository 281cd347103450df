import type { ReadPlan } from '@salesflow/shared/reports/report-calendar';
import {
  type ReportKind,
  reportDaySk,
  reportMonthSk,
  reportWeekSk,
} from '@salesflow/shared/reports/report-counters';
import { batchGetItems } from '../../platform/data/batch';
import { readBetween } from '../../platform/data/read';

type Item = Record<string, unknown>;

/** Consecutive keys (days or months) in runs, so each run is one Query between its ends. */
const runsOf = (keys: readonly string[], next: (key: string) => string): string[][] => {
  const runs: string[][] = [];
  for (const key of keys) {
    const run = runs.at(-1);
    if (run && next(run.at(-1) as string) === key) run.push(key);
    else runs.push([key]);
  }
  return runs;
};

const nextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};
const nextMonth = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
};

/** The day, week (`W<Monday>`) or month key of a report counter item, from its sort key. */
const keyOf = (sk: string) => {
  const key = sk.slice(sk.lastIndexOf('#') + 1);
  return sk.includes('#W#') ? `W${key}` : key;
};

const nextWeek = (monday: string) => {
  const date = new Date(`${monday}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 7);
  return date.toISOString().slice(0, 10);
};

/**
 * The key ranges that read a plan's items, one per run of consecutive keys: a range of days is
 * one run; 90 days are two (its weeks, its days); a year at most three.
 */
export const reportKeyRanges = (kind: ReportKind, plan: ReadPlan): [string, string][] => [
  ...runsOf(plan.days, nextDay).map(
    (run) =>
      [reportDaySk(kind, run[0] as string), reportDaySk(kind, run.at(-1) as string)] as [
        string,
        string,
      ],
  ),
  ...runsOf(plan.weeks, nextWeek).map(
    (run) =>
      [reportWeekSk(kind, run[0] as string), reportWeekSk(kind, run.at(-1) as string)] as [
        string,
        string,
      ],
  ),
  ...runsOf(plan.months, nextMonth).map(
    (run) =>
      [reportMonthSk(kind, run[0] as string), reportMonthSk(kind, run.at(-1) as string)] as [
        string,
        string,
      ],
  ),
];

/** The report counter items of one partition for a read plan: one Query per key range. */
export const readReportItems = async (
  pk: string,
  kind: ReportKind,
  plan: ReadPlan,
): Promise<Item[]> => {
  const pages = await Promise.all(
    reportKeyRanges(kind, plan).map(([from, to]) => readBetween(pk, from, to)),
  );
  return pages.flat();
};

/** Items grouped by their day, week or month key, merged across partitions. */
export const byKey = (items: readonly Item[]): Map<string, Item[]> => {
  const grouped = new Map<string, Item[]>();
  for (const item of items) {
    const key = keyOf(String(item.sk));
    grouped.set(key, [...(grouped.get(key) ?? []), item]);
  }
  return grouped;
};

/** One month's items of several partitions (this month's new contacts). */
export const readMonthItems = (pks: readonly string[], kind: ReportKind, month: string) =>
  batchGetItems(pks.map((pk) => ({ pk, sk: reportMonthSk(kind, month) })));
