import { isWithinCallingHours } from '@salesflow/shared/calls/calling-hours';
import { todayIn } from '@salesflow/shared/dates/calendar-date';
import { LimitExceededError } from '../../../platform/errors';
import { logger } from '../../../platform/logger';
import {
  autoCallingOrganizations,
  callingSettingsOf,
} from '../../calling-settings/calling-settings.service';
import { callQueue } from '../../contacts/call-queue.service';
import {
  organizationOwnerId,
  organizationTimezone,
} from '../../organizations/organizations.service';
import { autoCallCountWrites, listContactCalls, readAutoCallsOn } from '../ai-calls.repository';
import { startRealCall } from '../real-calls/real-calls.service';
import { allowanceProblem, callAllowance } from '../records/call-allowance.service';

/** At most this many calls are queued for one organization in one run (every 15 minutes). */
const PER_RUN = 10;

/**
 * Whether a lead is already on a live call (or queued for one), or was called today (in the
 * organization's time): the schedule and a run do not call them again. Null: neither.
 */
export const recentCallKind = async (
  organizationId: string,
  contactId: string,
  today: string,
  timezone: string,
): Promise<'on-a-call' | 'called-today' | null> => {
  const [latest] = await listContactCalls(organizationId, contactId, 1);
  if (!latest) return null;
  if (['queued', 'calling'].includes(latest.status)) return 'on-a-call';
  return todayIn(timezone, new Date(latest.createdAt)) === today ? 'called-today' : null;
};

export const recentlyCalled = async (
  organizationId: string,
  contactId: string,
  today: string,
  timezone: string,
) => (await recentCallKind(organizationId, contactId, today, timezone)) !== null;

/**
 * One organization's scheduled auto-calling, if its window is open now (its days and hours, in
 * its time zone): the highest-scoring leads of the call queue at or above its minimum score,
 * never past its calls per day nor the plan's AI calls left, queued as real calls in the owner's
 * name. Each goes through every check of a call a user starts (credentials, plan, Do Not Call,
 * consent, the lead's own calling hours: outside them it waits for the next window).
 */
export const autoCallOrganization = async (
  organizationId: string,
  now = new Date(),
): Promise<number> => {
  const settings = await callingSettingsOf(organizationId);
  const auto = settings.autoCalling;
  if (!auto.enabled) return 0;
  const timezone = await organizationTimezone(organizationId);
  if (!isWithinCallingHours(now, timezone, { start: auto.start, end: auto.end, days: auto.days })) {
    return 0;
  }
  const ownerId = await organizationOwnerId(organizationId);
  if (!ownerId) return 0;
  const caller = {
    organizationId,
    userId: ownerId,
    role: 'owner' as const,
    scope: { kind: 'all' as const },
    timezone,
  };
  const allowance = await callAllowance(caller, now);
  if (allowanceProblem(allowance)) return 0;
  const today = todayIn(timezone, now);
  const room = Math.min(
    auto.callsPerDay - (await readAutoCallsOn(organizationId, today)),
    allowance.limit - allowance.used,
    PER_RUN,
  );
  if (room <= 0) return 0;
  const candidates = await callQueue(caller, {
    limit: Math.min(50, room * 3),
    minScore: auto.minScore,
  });
  let queued = 0;
  for (const entry of candidates) {
    if (queued >= room) break;
    if (await recentlyCalled(organizationId, entry.id, today, timezone)) continue;
    try {
      const answer = await startRealCall(
        caller,
        {
          contactId: entry.id,
          phoneNumber: entry.phone,
          notes: 'Scheduled auto-calling',
          purpose: auto.purpose,
        },
        { extraWrites: autoCallCountWrites(organizationId, today) },
      );
      if (!answer.success) break;
      queued += 1;
    } catch (error) {
      // The month's calls ran out: nothing more this run. A lead refused (Do Not Call, consent,
      // India's rule) is passed over.
      if (error instanceof LimitExceededError) break;
      logger.info('Scheduled auto-calling passed a lead over', {
        contactId: entry.id,
        reason: (error as Error).message,
      });
    }
  }
  return queued;
};

/** Every 15 minutes: each organization with scheduled auto-calling on, one after another. */
export const runScheduledAutoCalling = async (now = new Date()): Promise<number> => {
  let queued = 0;
  for (const organizationId of await autoCallingOrganizations()) {
    try {
      queued += await autoCallOrganization(organizationId, now);
    } catch (error) {
      logger.error('Scheduled auto-calling failed for an organization', { organizationId, error });
    }
  }
  return queued;
};
