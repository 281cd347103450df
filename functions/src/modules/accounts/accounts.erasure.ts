import { USER_EMAIL_PARTITION, USER_PARTITION } from '../../platform/auth/identity.entity';
import { SESSION_PARTITION } from '../../platform/auth/session.repository';
import type { ErasureDeclaration } from '../../platform/data/erasure-declaration';
import { PLATFORM_STATS_PARTITION } from '../../platform/data/platform-stats';
import {
  ACCOUNT_PARTITION,
  ACCOUNT_SEARCH_PARTITION,
  ACCOUNTS_PARTITION,
  PLATFORM_PAYMENTS_PARTITION,
} from './account-summary.entity';

/**
 * What carries an organization's id but is not its to erase: people (who may belong to other
 * organizations) and their sessions, and the platform's record of the account (its summary and
 * search words, which the account-figures worker keeps and takes back on a whole removal). The
 * modules that own people's other items declare them (auth, notifications, settings).
 */
export const accountsErasure: ErasureDeclaration = {
  module: 'accounts',
  left: [
    { pattern: USER_PARTITION.pattern, why: 'a person, who may belong to other organizations' },
    { pattern: USER_EMAIL_PARTITION.pattern, why: 'a person’s sign-in address' },
    { pattern: SESSION_PARTITION.pattern, why: 'a person’s session' },
    { pattern: ACCOUNT_PARTITION.pattern, why: 'the platform’s record of the account' },
    { pattern: ACCOUNTS_PARTITION.pattern, why: 'the platform’s figures' },
    { pattern: ACCOUNT_SEARCH_PARTITION.pattern, why: 'the operators’ search of accounts' },
    { pattern: PLATFORM_STATS_PARTITION.pattern, why: 'the platform’s figures' },
    { pattern: PLATFORM_PAYMENTS_PARTITION.pattern, why: 'the platform’s record of payments' },
  ],
};
