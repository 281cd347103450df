import {
  REPORT_RANGES,
  REPORT_TYPES,
  type ReportRange,
  type ReportType,
} from '@salesflow/shared/reports/report-query';
import { keyShape } from '../../platform/data/key-shape';
import { shardOf } from '../../platform/data/shards';
import { INDEXES } from '../../platform/data/table-definition';

/**
 * Key layout of the weekly report emails: one item per user and organization in the
 * organization's own partition for them (so erasing a closed organization's data takes them
 * too), and one marker per week sent. While a subscription is on it sits in the due index (gsi1,
 * spread over shards like auto-calling) under the time it is next due, so the schedule reads only
 * the ones whose Monday 08:00 has come, never every user or organization.
 */
export const REPORT_EMAILS_PARTITION = keyShape('ORG#<org>#REPORTEMAILS');
export const reportEmailPartition = (organizationId: string) =>
  REPORT_EMAILS_PARTITION.key(organizationId);

export const weeklyReportEmailKey = (organizationId: string, userId: string) => ({
  pk: reportEmailPartition(organizationId),
  sk: `WEEKLY#${userId}`,
});

export const weeklyReportSentKey = (organizationId: string, userId: string, week: string) => ({
  pk: reportEmailPartition(organizationId),
  sk: `WEEKLYSENT#${userId}#${week}`,
});

export const DUE_INDEX = INDEXES.gsi1;
export const duePartition = (shard: number) => `WEEKLYREPORTS#${shard}`;
/** Sorted by due time (ISO 8601 in UTC sorts as time does), then who it is for. */
const dueSortKey = (nextSendAt: string, organizationId: string, userId: string) =>
  `${nextSendAt}#${organizationId}#${userId}`;
export const dueShardOf = (organizationId: string, userId: string) =>
  shardOf(`${organizationId}#${userId}`);

/** Long after any redelivery of a week's message could come. */
export const SENT_MARKER_TTL_SECONDS = 35 * 24 * 3600;

export interface StoredWeeklyReportEmail {
  organizationId: string;
  userId: string;
  enabled: boolean;
  reportType: ReportType;
  range: ReportRange;
  /** The organization's time zone when it was saved: its Mondays are counted there. */
  timezone: string;
  /** When it is next due; null while it is off. */
  nextSendAt: string | null;
  updatedAt: string;
}

/** The due index's attributes for a subscription that is on, at `nextSendAt`. */
export const dueIndexAttributes = (organizationId: string, userId: string, nextSendAt: string) => ({
  [DUE_INDEX.partitionKey]: duePartition(dueShardOf(organizationId, userId)),
  [DUE_INDEX.sortKey]: dueSortKey(nextSendAt, organizationId, userId),
});

export const toWeeklyReportEmailItem = (stored: StoredWeeklyReportEmail) => ({
  ...weeklyReportEmailKey(stored.organizationId, stored.userId),
  type: 'weeklyReportEmail',
  ...stored,
  ...(stored.enabled && stored.nextSendAt
    ? dueIndexAttributes(stored.organizationId, stored.userId, stored.nextSendAt)
    : {}),
});

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  (values as readonly unknown[]).includes(value) ? (value as T) : fallback;

export const fromWeeklyReportEmailItem = (
  item: Record<string, unknown>,
): StoredWeeklyReportEmail => ({
  organizationId: String(item.organizationId),
  userId: String(item.userId),
  enabled: item.enabled === true,
  reportType: oneOf(REPORT_TYPES, item.reportType, 'overview'),
  range: oneOf(REPORT_RANGES, item.range, '30d'),
  timezone: String(item.timezone),
  nextSendAt: typeof item.nextSendAt === 'string' ? item.nextSendAt : null,
  updatedAt: String(item.updatedAt),
});
