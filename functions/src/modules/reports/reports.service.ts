import { todayIn } from '@salesflow/shared/dates/calendar-date';
import { buildReport, reportKeys } from '@salesflow/shared/reports/build-report';
import type { Report } from '@salesflow/shared/reports/report';
import type { ReportQuery } from '@salesflow/shared/reports/report-query';
import type { AuthContext } from '../../platform/auth/session';
import { contactReportPartitions, visibleLeadHolders } from '../contacts/contacts.service';
import { statsPartition } from '../deals/deals.service';
import { listMembers, personName } from '../teams/teams.service';
import { byKey, readMonthItems, readReportItems } from './reports.repository';

/**
 * A report from the report counters: for 30 days, 8 contact partitions and the statistics
 * partition read by one Query per key range (see reports.repository.ts), whatever the number of
 * records, beside the members' names. A member who sees only their own leads gets
 * the figures of the holders they see.
 */
export const getReport = async (
  auth: Pick<AuthContext, 'organizationId' | 'userId' | 'scope' | 'timezone'>,
  query: ReportQuery,
  now = new Date(),
): Promise<Report> => {
  const today = todayIn(auth.timezone, now);
  const { plan } = reportKeys(query.range, today);
  const contactPks = contactReportPartitions(auth.organizationId);
  const stats = statsPartition(auth.organizationId);
  // The members' names are read beside the counters, not after them: one round trip less.
  const [contacts, deals, calls, thisMonthContacts, members] = await Promise.all([
    Promise.all(contactPks.map((pk) => readReportItems(pk, 'CONTACTS', plan))).then((pages) =>
      pages.flat(),
    ),
    readReportItems(stats, 'DEALS', plan),
    readReportItems(stats, 'CALLS', plan),
    readMonthItems(contactPks, 'CONTACTS', today.slice(0, 7)),
    listMembers({ organizationId: auth.organizationId }),
  ]);
  const holders = visibleLeadHolders(auth) ?? null;
  return buildReport({
    type: query.type,
    range: query.range,
    today,
    holders,
    names: new Map(members.map((member) => [member.id, personName(member.user)])),
    contacts: byKey(contacts),
    deals: byKey(deals),
    calls: byKey(calls),
    thisMonthContacts,
  });
};
