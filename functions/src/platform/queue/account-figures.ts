import { ACCOUNT_FIGURES_QUEUE } from '../queue-names';
import { outboxPut } from './outbox';

/**
 * Tells the account-figures worker (modules/accounts) that an account may have changed: its
 * plan, subscription, payments or suspension, or it is new. `write` goes in the caller's
 * transaction, `entry` is sent after the commit (sendFromOutbox); the worker works out the rest.
 * Here, not in the accounts module, so the modules that change accounts need not import it.
 */
export const refreshAccountLater = (organizationId: string) =>
  outboxPut(ACCOUNT_FIGURES_QUEUE, { organizationId });
