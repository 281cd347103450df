import { type CsvColumn, toCsv } from '../csv/csv';
import { ACCOUNT_STATUS_LABELS, type AdminAccount } from './admin.schema';

const dollars = (cents: number) => (cents / 100).toFixed(2);

const COLUMNS: CsvColumn<AdminAccount>[] = [
  { header: 'Organization ID', value: (a) => a.organizationId },
  { header: 'Organization', value: (a) => a.organizationName },
  { header: 'Email', value: (a) => a.email },
  { header: 'First Name', value: (a) => a.firstName },
  { header: 'Last Name', value: (a) => a.lastName },
  { header: 'Plan', value: (a) => a.plan },
  { header: 'Status', value: (a) => ACCOUNT_STATUS_LABELS[a.status] },
  { header: 'Contacts', value: (a) => a.contactsUsed },
  { header: 'AI Calls This Period', value: (a) => a.aiCallsUsed },
  { header: 'Members', value: (a) => a.members },
  { header: 'Revenue (USD)', value: (a) => dollars(a.revenueCents) },
  { header: 'Trial Ends', value: (a) => a.trialEndsAt },
  { header: 'Signed Up', value: (a) => a.createdAt },
  { header: 'Last Active', value: (a) => a.lastActiveAt },
];

/** Export Data: every account as the Users tab shows it, one row each. */
export const accountsCsv = (accounts: readonly AdminAccount[]): string => toCsv(COLUMNS, accounts);
