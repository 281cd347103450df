import { formatCallDuration, outcomeLabel } from '@salesflow/shared/ai-calls/call-format';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { AuthContext } from '../../../platform/auth/session';
import type { Write } from '../../../platform/data/unit-of-work';
import { logger } from '../../../platform/logger';
import { contactActivityWrites } from '../../contacts/contact-timeline.service';
import { isLeadPool } from '../../contacts/contacts.service';
import { notify } from '../../notifications/notifications.service';
import type { CallRecord } from '../ai-call.entity';
import { withLoggedCall } from '../ai-call.entity';
import { scoredCall } from '../records/call-scoring';

type Caller = Pick<AuthContext, 'organizationId' | 'userId' | 'timezone'>;

const describe = (call: CallRecord): string =>
  [
    `Duration ${formatCallDuration(call.duration)}`,
    call.aiScore === null ? null : `AI score ${call.aiScore}`,
    call.sentiment ? `sentiment ${call.sentiment}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * What a call's end adds to its own write: scored by the built-in rules when it ends with a
 * transcript but no score; on its contact's timeline (outcome, duration, score) when the contact
 * is still there, which makes a real call lead score evidence (a demo call is no call to the
 * lead). The lead's holder, when someone else, is told after the commit. It takes none of the plan's AI calls: a real call took its own when it
 * was queued (call-allowance.service), and a demo call is free (figure-definitions.ts).
 */
export const completionOf = async (
  auth: Caller,
  previous: CallRecord | null,
  next: CallRecord,
  contact: Contact | null,
): Promise<{ call: CallRecord; writes: Write[]; afterCommit: () => Promise<void> }> => {
  const call = scoredCall({
    ...next,
    completedAt: next.updatedAt,
    endedAt: next.endedAt ?? next.updatedAt,
    startedAt: next.startedAt ?? previous?.startedAt ?? next.createdAt,
  });
  const activity = contact
    ? contactActivityWrites(
        auth,
        contact,
        {
          // A demo call reached nobody: on the timeline, no call to the lead (figure-definitions.ts).
          type: call.mode === 'demo' ? 'demo_call' : 'call',
          dealId: null,
          subject: `${call.mode === 'demo' ? 'Demo AI call' : 'AI call'}: ${outcomeLabel(call.outcome)}`,
          description: describe(call),
          duration: call.duration,
          outcome: call.outcome,
        },
        undefined,
        // Counted towards the day's calls from the call's record (call-counters.projection.ts).
        { callCountedFromStream: true },
      )
    : null;
  return {
    call: withLoggedCall(call, activity?.callDay ?? null),
    writes: activity?.writes ?? [],
    afterCommit: async () => {
      if (call.holder === auth.userId || isLeadPool(call.holder)) return;
      try {
        await notify(call.holder, {
          kind: 'callCompleted',
          title: `AI call completed: ${call.contactName ?? 'a lead'}`,
          message: `${outcomeLabel(call.outcome)} · ${describe(call)}`,
          link: '/app/ai-calling',
          organizationId: call.organizationId,
          onceKey: `callCompleted#${call.id}`,
        });
      } catch (error) {
        // The call is saved; a notice that failed is logged, never the call's failure.
        logger.error('Could not notify the lead holder of a completed call', { error });
      }
    },
  };
};
