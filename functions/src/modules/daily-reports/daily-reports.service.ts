import { todayIn } from '@salesflow/shared/dates/calendar-date';
import {
  type DailyReportRequest,
  type DailyReportSection,
  dailyReportDate,
  dailyReportMessage,
  dayBefore,
  reportDayLabel,
} from '@salesflow/shared/notifications/daily-report';
import { PROFILE_TIMEZONES } from '@salesflow/shared/settings/timezones';
import { countEvent } from '../../platform/metrics';
import { sendMessages } from '../../platform/queue/send-message';
import { DAILY_REPORTS_QUEUE } from '../../platform/queue-names';
import { contactDayFigures } from '../contacts/contacts.service';
import { dealDayFigures } from '../deals/deals.service';
import {
  activeOrganizationsOf,
  type UserOrganization,
  userById,
} from '../directory/user-directory.service';
import { alreadyNotified, notify } from '../notifications/notifications.service';
import {
  dailyReportSubscribers,
  notificationPreferencesOf,
} from '../settings/notification-settings.service';

/**
 * The reports due at `now`, a page at a time: for each profile time zone where 08:00 has just
 * come, one request per user with daily reports on there, read from the daily-report index (never
 * every user).
 */
export async function* dueReports(now: Date): AsyncGenerator<DailyReportRequest[]> {
  for (const timezone of PROFILE_TIMEZONES) {
    const date = dailyReportDate(timezone, now);
    if (!date) continue;
    for await (const userIds of dailyReportSubscribers(timezone)) {
      yield userIds.map((userId) => ({ userId, date, timezone, at: now.toISOString() }));
    }
  }
}

/**
 * From the schedule: queues the reports due at `now`. They are built by the queue's worker, so a
 * morning with many users is not one long function.
 */
export const queueDueReports = async (now: Date): Promise<number> => {
  let queued = 0;
  for await (const requests of dueReports(now)) {
    await sendMessages(DAILY_REPORTS_QUEUE, requests);
    queued += requests.length;
  }
  return queued;
};

const onceKey = (date: string) => `dailyReport#${date}`;

/** One organization's yesterday (its own calendar day), from its counters: 9 item reads. */
const sectionFor = async (org: UserOrganization, at: Date): Promise<DailyReportSection> => {
  const day = dayBefore(todayIn(org.timezone, at));
  const [contacts, deals] = await Promise.all([
    contactDayFigures(org.id, day),
    dealDayFigures(org.id, day),
  ]);
  return { organizationName: org.name, day, figures: { ...contacts, ...deals } };
};

/**
 * From the queue: the user's report, as a notice (in the app, and by email when they get emails),
 * once per user and date however many times it is asked for. Skipped when the user turned daily
 * reports off or moved to another time zone since the schedule found them.
 */
export const sendDailyReport = async (request: DailyReportRequest): Promise<boolean> => {
  const { notifications, timezone } = await notificationPreferencesOf(request.userId);
  if (!notifications.dailyReports || timezone !== request.timezone) return false;
  if (await alreadyNotified(request.userId, onceKey(request.date))) return false;
  const user = await userById(request.userId);
  const organizations = user ? await activeOrganizationsOf(user) : [];
  const [first] = organizations;
  if (!user || !first) return false;
  const at = new Date(request.at);
  const sections = await Promise.all(organizations.map((org) => sectionFor(org, at)));
  const notice = await notify(user.id, {
    kind: 'dailyReport',
    title: `Your daily report for ${reportDayLabel(sections[0]?.day ?? request.date)}`,
    message: dailyReportMessage(sections),
    link: '/app',
    organizationId: first.id,
    onceKey: onceKey(request.date),
  });
  if (notice) countEvent('dailyReportSent');
  return notice !== null;
};
