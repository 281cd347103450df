import { todayIn } from '@salesflow/shared/dates/calendar-date';
import { buildReport, reportKeys, UNASSIGNED_HOLDER } from '@salesflow/shared/reports/build-report';
import type { Report } from '@salesflow/shared/reports/report';
import { holdersIn, tallyItems } from '@salesflow/shared/reports/report-fields';
import type { ReportQuery } from '@salesflow/shared/reports/report-query';
import type { AuthContext } from '../../platform/auth/session';
import { contactReportPartitions, visibleLeadHolders } from '../contacts/contacts.service';
import { statsPartition } from '../deals/deals.service';
import { personName, usersOf } from '../teams/teams.service';
import { byKey, readMonthItems, readReportItems } from './reports.repository';

/**
 * A report from the report counters: for 30 days, 8 contact partitions and the statistics
 * partition read by one Query each (a year: at most three each), whatever the number of
 * records; then the names of the members in it. A member who sees only their own leads gets
 * the figures of the holders they see.
 */
export const getReport = async (
  auth: Pick<AuthContext, 'organizationId' | 'userId' | 'scope' | 'timezone'>,
  query: ReportQuery,
  now = new Date(),
): Promise<Report> => {
  const today = todayIn(auth.timezone, now);
  const plan = reportKeys(query.range, today);
  const contactPks = contactReportPartitions(auth.organizationId);
  const stats = statsPartition(auth.organizationId);
  const [contacts, deals, calls, thisMonthContacts] = await Promise.all([
    Promise.all(contactPks.map((pk) => readReportItems(pk, 'CONTACTS', plan))).then((pages) =>
      pages.flat(),
    ),
    readReportItems(stats, 'DEALS', plan),
    readReportItems(stats, 'CALLS', plan),
    readMonthItems(contactPks, 'CONTACTS', today.slice(0, 7)),
  ]);
  const holders = visibleLeadHolders(auth) ?? null;
  const people = holdersIn(
    tallyItems(contacts, holders),
    tallyItems(deals, holders),
    tallyItems(calls, holders),
  ).filter((holder) => holder !== UNASSIGNED_HOLDER);
  const users = people.length ? await usersOf(people) : [];
  return buildReport({
    type: query.type,
    range: query.range,
    today,
    holders,
    names: new Map(users.map((user) => [user.id, personName(user)])),
    contacts: byKey(contacts),
    deals: byKey(deals),
    calls: byKey(calls),
    thisMonthContacts,
  });
};
