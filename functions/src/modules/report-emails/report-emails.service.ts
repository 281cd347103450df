import { DEFAULT_REPORT_RANGE, DEFAULT_REPORT_TYPE } from '@salesflow/shared/reports/report-query';
import { nextWeeklySendAt } from '@salesflow/shared/reports/weekly-report';
import type {
  WeeklyReportEmail,
  WeeklyReportEmailInput,
} from '@salesflow/shared/reports/weekly-report-email.schema';
import type { AuthContext } from '../../platform/auth/session';
import { commit } from '../../platform/data/unit-of-work';
import type { StoredWeeklyReportEmail } from './report-email.entity';
import { readWeeklyReportEmail, weeklyReportEmailWrite } from './report-emails.repository';

/** Whose subscription: always the caller's own, in the organization the session works on. */
type Caller = Pick<AuthContext, 'organizationId' | 'userId' | 'timezone'>;

const answer = (stored: StoredWeeklyReportEmail | null): WeeklyReportEmail =>
  stored
    ? {
        enabled: stored.enabled,
        type: stored.reportType,
        range: stored.range,
        nextSendAt: stored.enabled ? stored.nextSendAt : null,
      }
    : { enabled: false, type: DEFAULT_REPORT_TYPE, range: DEFAULT_REPORT_RANGE, nextSendAt: null };

/** GET /api/reports/weekly-email: the caller's own weekly report email here. */
export const weeklyReportEmailOf = async (caller: Caller): Promise<WeeklyReportEmail> =>
  answer(await readWeeklyReportEmail(caller.organizationId, caller.userId));

/**
 * PUT /api/reports/weekly-email: on (with the report on screen) or off. Turning it on sets the
 * next Monday 08:00 in the organization's time zone; changing the report while it stays on keeps
 * the time already set, so a change made on Monday between 08:00 and the schedule's run does not
 * skip that week.
 */
export const saveWeeklyReportEmail = async (
  caller: Caller,
  input: WeeklyReportEmailInput,
  now = new Date(),
): Promise<WeeklyReportEmail> => {
  const current = await readWeeklyReportEmail(caller.organizationId, caller.userId);
  const keep =
    input.enabled && current?.enabled && current.nextSendAt && current.timezone === caller.timezone
      ? current.nextSendAt
      : null;
  const next: StoredWeeklyReportEmail = {
    organizationId: caller.organizationId,
    userId: caller.userId,
    enabled: input.enabled,
    reportType: input.type,
    range: input.range,
    timezone: caller.timezone,
    nextSendAt: input.enabled
      ? (keep ?? nextWeeklySendAt(caller.timezone, now).toISOString())
      : null,
    updatedAt: now.toISOString(),
  };
  await commit([weeklyReportEmailWrite(next)]);
  return answer(next);
};
