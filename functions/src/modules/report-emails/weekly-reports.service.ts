import {
  nextWeeklySendAt,
  reportWeekOf,
  weeklyReportTooLate,
} from '@salesflow/shared/reports/weekly-report';
import type { WeeklyReportRequest } from '@salesflow/shared/reports/weekly-report-email.schema';
import { memberCaller } from '../../platform/auth/access';
import { config } from '../../platform/config';
import { sendEmail } from '../../platform/email/send-email';
import { NotFoundError } from '../../platform/errors';
import { mapLimited } from '../../platform/map-limited';
import { countEvent } from '../../platform/metrics';
import { sendMessages } from '../../platform/queue/send-message';
import { WEEKLY_REPORTS_QUEUE } from '../../platform/queue-names';
import { userById } from '../directory/user-directory.service';
import { organizationOf } from '../organizations/organizations.service';
import { getReport } from '../reports/reports.service';
import { notificationPreferencesOf } from '../settings/notification-settings.service';
import { isActiveMember } from '../teams/teams.service';
import {
  advanceWeeklyReportEmail,
  claimWeeklyReport,
  markWeeklyReportSent,
  readDueWeeklyReportEmails,
  readWeeklyReportEmail,
  releaseWeeklyReport,
  turnOffWeeklyReportEmail,
} from './report-emails.repository';
import { weeklyReportEmail } from './weekly-report-email';

/**
 * From the schedule: queues one message per subscription whose Monday 08:00 (in its
 * organization's time zone) has come, then moves each to the following Monday. A run that stops
 * between the two leaves some due: the next run queues them again, and the week's marker keeps
 * the worker from sending twice.
 */
export const queueDueWeeklyReports = async (now: Date): Promise<number> => {
  let queued = 0;
  for await (const due of readDueWeeklyReportEmails(now)) {
    const requests: WeeklyReportRequest[] = due.map((subscription) => {
      const dueAt = subscription.nextSendAt ?? now.toISOString();
      return {
        organizationId: subscription.organizationId,
        userId: subscription.userId,
        week: reportWeekOf(subscription.timezone, new Date(dueAt)),
        dueAt,
        at: now.toISOString(),
      };
    });
    await sendMessages(WEEKLY_REPORTS_QUEUE, requests);
    await mapLimited(due, 8, (subscription) =>
      advanceWeeklyReportEmail(
        subscription,
        nextWeeklySendAt(subscription.timezone, now).toISOString(),
      ),
    );
    queued += requests.length;
  }
  return queued;
};

/** What became of one weekly report message (logged; tests read it). */
export type WeeklyReportOutcome =
  | 'sent'
  | 'already sent'
  | 'off'
  | 'left organization'
  | 'no access'
  | 'emails off'
  | 'too late';

/** A delivery that took a week's report and did not finish within this long has stopped. */
const STALE_CLAIM_MS = 5 * 60_000;

export class WeeklyReportBeingSentError extends Error {}

const organizationOrNull = (organizationId: string) =>
  organizationOf(organizationId).catch((error: unknown) => {
    if (error instanceof NotFoundError) return null;
    throw error;
  });

/**
 * From the queue: the user's weekly report, computed as them (their role and the organization's
 * record visibility as they are now) and emailed once per user, organization and week however
 * often the message comes. A user who left the organization gets nothing and their subscription
 * is turned off; one who turned it off, or turned Email Notifications off, gets nothing.
 */
export const sendWeeklyReport = async (
  request: WeeklyReportRequest,
  now = new Date(),
): Promise<WeeklyReportOutcome> => {
  const { organizationId, userId, week } = request;
  const subscription = await readWeeklyReportEmail(organizationId, userId);
  if (!subscription?.enabled) return 'off';
  const organization = await organizationOrNull(organizationId);
  const caller = organization
    ? await memberCaller(organizationId, userId, organization.timezone)
    : null;
  if (!organization || !caller) {
    // Still a member (the account is suspended, say): kept for when it may send again.
    if (organization && (await isActiveMember(organizationId, userId))) return 'no access';
    await turnOffWeeklyReportEmail(organizationId, userId, now.toISOString());
    return 'left organization';
  }
  if (weeklyReportTooLate(request.dueAt, request.at)) return 'too late';
  const [{ notifications }, user] = await Promise.all([
    notificationPreferencesOf(userId),
    userById(userId),
  ]);
  if (!notifications.emailNotifications || !user) return 'emails off';

  const claim = await claimWeeklyReport(organizationId, userId, week, now, STALE_CLAIM_MS);
  if (claim === 'done') return 'already sent';
  // Another delivery is sending it: fail this one, so it comes back once that one has finished.
  if (claim === 'busy') throw new WeeklyReportBeingSentError(`Weekly report ${week} is being sent`);
  try {
    const report = await getReport(
      caller,
      { type: subscription.reportType, range: subscription.range },
      new Date(request.at),
    );
    await sendEmail(
      weeklyReportEmail({
        report,
        organizationName: organization.name,
        to: user.email,
        appOrigin: config.appOrigin,
      }),
    );
  } catch (error) {
    await releaseWeeklyReport(organizationId, userId, week, now);
    throw error;
  }
  await markWeeklyReportSent(organizationId, userId, week, new Date().toISOString());
  countEvent('weeklyReportSent');
  return 'sent';
};
