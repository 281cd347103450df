import type { CallQueueEntry } from '@salesflow/shared/ai-calls/call-queue.schema';
import type { AuthContext } from '../../platform/auth/session';
import { readCallQueue } from './call-queue.repository';
import { workableHolders } from './contact-visibility';

/**
 * The contacts to call next that the caller may call (a member: their leads and the unassigned
 * ones, which they also see; managers and above: all): a phone, score at least `minScore`.
 */
export const callQueue = (
  auth: Pick<AuthContext, 'organizationId' | 'userId' | 'scope' | 'role'>,
  options: { limit: number; minScore: number },
): Promise<CallQueueEntry[]> =>
  readCallQueue(auth.organizationId, { ...options, holders: workableHolders(auth) });
