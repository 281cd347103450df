import { outcomeLabel } from '@salesflow/shared/ai-calls/call-format';
import type { ContactStatus } from '@salesflow/shared/contacts/contact.schema';
import { laterThan } from '../../../platform/data/later-than';
import { commit } from '../../../platform/data/unit-of-work';
import { countEvent } from '../../../platform/metrics';
import { contactActivityWrites } from '../../contacts/contact-timeline.service';
import { applyCallOutcomeToContact } from '../../contacts/contacts.service';
import { organizationTimezone } from '../../organizations/organizations.service';
import { callbackTaskWrite } from '../../tasks/tasks.service';
import type { CallRecord, RealCallState } from '../ai-call.entity';
import { withLoggedCall } from '../ai-call.entity';
import { CallChangedError, callReplaceWrites, findCall } from '../ai-calls.repository';
import { analyseFinishedCall, type CallFindings } from './call-outcome-analysis';
import { callbackCallWrites } from './real-calls.service';

/** The contact's status after a call's outcome: none for no answer (nothing was learned). */
const STATUS_AFTER: Partial<Record<CallFindings['outcome'], ContactStatus>> = {
  interested: 'hot',
  callback: 'warm',
  not_interested: 'cold',
};

/**
 * A finished real call written back to the CRM, once however often the message comes: first the
 * contact (its status moves with the outcome; a lead who asked not to be called again is marked
 * Do Not Call; both writes are the same the second time), then, in one transaction, the call's
 * analysis and its line on the contact's timeline (which rescores the lead), guarded by the call's
 * `analysedAt`. The AI call was counted when it was queued.
 */
export const settleCallOutcome = async (
  organizationId: string,
  callId: string,
  analyse: (call: CallRecord) => Promise<CallFindings> = analyseFinishedCall,
): Promise<'analysed' | 'skipped'> => {
  for (let attempt = 0; ; attempt += 1) {
    const call = await findCall(organizationId, callId);
    if (!call?.real || call.mode !== 'real' || call.status !== 'completed') return 'skipped';
    if (call.real.analysedAt) return 'skipped';
    const findings = await analyse(call);
    const timezone = await organizationTimezone(organizationId);
    const contact = await applyCallOutcomeToContact(organizationId, timezone, call.contactId, {
      status: STATUS_AFTER[findings.outcome],
      ...(findings.doNotCall ? { doNotCall: true } : {}),
    });
    const at = laterThan(call.updatedAt);
    const analysed: CallRecord = {
      ...call,
      outcome: findings.outcome,
      sentiment: findings.sentiment,
      aiScore: findings.aiScore,
      confidence: findings.confidence,
      scoredBy: findings.scoredBy,
      completedAt: call.completedAt ?? at,
      updatedAt: at,
      real: {
        ...(call.real as RealCallState),
        summary: findings.summary,
        nextStep: findings.nextStep,
        callbackAt: findings.callbackAt,
        ...(findings.questions?.length ? { questions: findings.questions } : {}),
        analysedAt: at,
      },
    };
    const timeline = contact
      ? contactActivityWrites(
          { organizationId, userId: call.userId, timezone },
          contact,
          {
            type: 'call',
            dealId: null,
            subject: `AI call: ${outcomeLabel(findings.outcome)}`,
            description: `${findings.summary} Next: ${findings.nextStep}`,
            duration: call.duration,
            outcome: findings.outcome,
          },
          undefined,
          // Counted towards the day's calls from the call's record (call-counters.projection.ts).
          { callCountedFromStream: true },
        )
      : null;
    // The lead asked to be called back at a time: that call, made with this write, waits for it.
    const callback =
      findings.outcome === 'callback' && findings.callbackAt && !findings.doNotCall && contact
        ? await callbackCallWrites(analysed, contact, new Date(findings.callbackAt), timezone)
        : [];
    // And a call task for whoever holds the lead, due then, in My day and the contact's tasks.
    const callbackTask =
      findings.outcome === 'callback' &&
      findings.callbackAt &&
      !Number.isNaN(Date.parse(findings.callbackAt)) &&
      contact
        ? [
            callbackTaskWrite({
              organizationId,
              callId: call.id,
              placedBy: call.userId,
              contact,
              callbackAt: findings.callbackAt,
              summary: findings.summary,
              at,
            }),
          ]
        : [];
    try {
      await commit([
        ...callReplaceWrites(call, withLoggedCall(analysed, timeline?.callDay ?? null)),
        ...(timeline?.writes ?? []),
        ...callback,
        ...callbackTask,
      ]);
    } catch (error) {
      if (error instanceof CallChangedError && attempt < 3) continue;
      throw error;
    }
    countEvent('realCallAnalysed');

    return 'analysed';
  }
};
