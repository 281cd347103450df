import type { CallQueueEntry } from '@salesflow/shared/ai-calls/call-queue.schema';
import type { AuthContext } from '../../platform/auth/session';
import { readCallQueue } from './call-queue.repository';
import { visibleHolders } from './contact-visibility';

/** The contacts to call next that the caller may see: a phone, score at least `minScore`. */
export const callQueue = (
  auth: Pick<AuthContext, 'organizationId' | 'userId' | 'scope'>,
  options: { limit: number; minScore: number },
): Promise<CallQueueEntry[]> =>
  readCallQueue(auth.organizationId, { ...options, holders: visibleHolders(auth) });
