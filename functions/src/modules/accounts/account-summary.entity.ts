import type { PlanId } from '@salesflow/shared/auth/auth-user';
import { keyShape } from '../../platform/data/key-shape';
import { INDEXES } from '../../platform/data/table-definition';
import type { CountedPayment, CountedState } from './account-state';

/**
 * One item per account (organization) for the admin dashboard: who owns it, its plan and status
 * as counted into the platform's figures, and its payments as counted. Listed newest first through
 * gsi1 (`PLATFORM#ACCOUNTS`); found by the beginning of a word of its email, names or
 * organization name through search items in `PLATFORM#ACCOUNTSEARCH` (`<word>#<organization>`).
 */
export interface AccountSummary {
  organizationId: string;
  organizationName: string;
  ownerId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  trialEndsAt: string | null;
  suspendedReason: string | null;
  members: number;
  createdAt: string;
  counted: CountedState;
  payments: Record<string, CountedPayment>;
  revenueCents: number;
  pendingRefundCents: number;
  words: string[];
  /** Raised by each write; the next write is conditional on it. */
  version: number;
}

export const ACCOUNT_PARTITION = keyShape('ACCOUNT#<org>');

export const accountSummaryKey = (organizationId: string) => ({
  pk: ACCOUNT_PARTITION.key(organizationId),
  sk: 'SUMMARY',
});

export const ACCOUNTS_INDEX = INDEXES.gsi1;
export const ACCOUNTS_PARTITION = keyShape('PLATFORM#ACCOUNTS');
export const ACCOUNT_SEARCH_PARTITION = keyShape('PLATFORM#ACCOUNTSEARCH');

export const searchItemKey = (word: string, organizationId: string) => ({
  pk: ACCOUNT_SEARCH_PARTITION.key(),
  sk: `${word}#${organizationId}`,
});

/** The summary's place in the list of accounts, newest first (gsi1). */
export const accountsIndexKey = (
  summary: Pick<AccountSummary, 'createdAt' | 'organizationId'>,
) => ({
  [ACCOUNTS_INDEX.partitionKey]: ACCOUNTS_PARTITION.key(),
  [ACCOUNTS_INDEX.sortKey]: `${summary.createdAt}#${summary.organizationId}`,
});

export const toSummaryItem = (summary: AccountSummary) => ({
  ...accountSummaryKey(summary.organizationId),
  type: 'accountSummary',
  ...summary,
  plan: summary.counted.plan,
  countedStatus: summary.counted.status,
  ...accountsIndexKey(summary),
});

export const fromSummaryItem = (item: Record<string, unknown>): AccountSummary => ({
  organizationId: String(item.organizationId),
  organizationName: String(item.organizationName ?? ''),
  ownerId: String(item.ownerId),
  email: String(item.email ?? ''),
  firstName: (item.firstName as string | null) ?? null,
  lastName: (item.lastName as string | null) ?? null,
  trialEndsAt: (item.trialEndsAt as string | null) ?? null,
  suspendedReason: (item.suspendedReason as string | null) ?? null,
  members: Number(item.members ?? 1),
  createdAt: String(item.createdAt),
  counted: item.counted as CountedState,
  payments: (item.payments ?? {}) as Record<string, CountedPayment>,
  revenueCents: Number(item.revenueCents ?? 0),
  pendingRefundCents: Number(item.pendingRefundCents ?? 0),
  words: (item.words as string[] | undefined) ?? [],
  version: Number(item.version ?? 0),
});

/** The words an account is found by: its email, its owner's names, its organization's name. */
export const searchWordsOf = (summary: {
  email: string;
  firstName: string | null;
  lastName: string | null;
  organizationName: string;
}): string[] => {
  const words = [
    summary.email.toLowerCase(),
    ...[summary.firstName, summary.lastName, summary.organizationName]
      .flatMap((text) => (text ?? '').toLowerCase().split(/[\s,.'’()-]+/))
      .filter((word) => word.length > 0),
  ];
  return [...new Set(words)].map((word) => word.slice(0, 100)).sort();
};

export type { PlanId };

/** The platform's payments, newest first: one item each, rewritten as the payment changes. */
export const PLATFORM_PAYMENTS_PARTITION = keyShape('PLATFORM#PAYMENTS');
export const platformPaymentKey = (at: string, paymentId: string) => ({
  pk: PLATFORM_PAYMENTS_PARTITION.key(),
  sk: `${at}#${paymentId}`,
});
