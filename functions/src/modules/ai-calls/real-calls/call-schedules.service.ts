import { allShards } from '../../../platform/data/shards';
import { logger } from '../../../platform/logger';
import { sendMessages } from '../../../platform/queue/send-message';
import { AI_CALL_DIALER_QUEUE } from '../../../platform/queue-names';
import type { Telephony } from '../../../platform/telephony/telephony-port';
import { twilioTelephony } from '../../../platform/telephony/twilio-calls';
import { telephonyReadiness } from '../../security-settings/provider-keys.service';
import { findCall, readCallsToSettle, readDueCalls } from '../ai-calls.repository';
import { endWithoutConversation, finishConversation, retryOrEnd } from './call-progress.service';
import type { DialerMessage } from './dialer-message';

/** At most this many calls per shard a run (8 shards): a run takes seconds, the next comes soon. */
const PER_SHARD = 100;

/**
 * Every minute: the real calls whose time has come (outside calling hours before, a retry, a
 * callback) go to the dialer. The dialer decides from the call itself, so a call sent twice (two
 * runs, a slow one) is dialed once; it leaves the index when the dialer claims it.
 */
export const dispatchDueCalls = async (now = new Date()): Promise<number> => {
  let sent = 0;
  for (const shard of allShards()) {
    const due = await readDueCalls(shard, now.toISOString(), PER_SHARD);
    const messages: DialerMessage[] = [];
    for (const { organizationId, callId } of due) {
      const call = await findCall(organizationId, callId);
      if (call?.real && call.status === 'queued') {
        messages.push({ organizationId, callId, attempt: call.real.attempt });
      }
    }
    if (messages.length) await sendMessages(AI_CALL_DIALER_QUEUE, messages);
    sent += messages.length;
  }
  return sent;
};

/**
 * Every 5 minutes: a call with no final status past its longest possible end (ring time, the
 * agent's max duration, 5 minutes' grace) is settled by what Twilio says of it now. Nothing stays
 * "calling" for ever: a call Twilio does not know, or that was never placed, ends as failed.
 */
export const settleStaleCalls = async (
  now = new Date(),
  telephony: Telephony = twilioTelephony,
): Promise<number> => {
  let settled = 0;
  for (const shard of allShards()) {
    for (const { organizationId, callId } of await readCallsToSettle(
      shard,
      now.toISOString(),
      PER_SHARD,
    )) {
      const call = await findCall(organizationId, callId);
      if (!call?.real || !['queued', 'calling'].includes(call.status)) continue;
      settled += 1;
      const readiness = await telephonyReadiness(organizationId);
      if (!call.twilioCallSid || !readiness.ready) {
        await endWithoutConversation(call, 'failed', 'The call never reported back');
        continue;
      }
      const state = await telephony.fetchCall(readiness.twilio, call.twilioCallSid);
      if (state.kind !== 'ok') {
        if (state.kind === 'refused' && state.status === 404) {
          await endWithoutConversation(call, 'failed', 'Twilio does not know this call');
        } else logger.warn('Could not ask Twilio about a stale call', { callId, state });
        continue;
      }
      const { status, duration } = state.value;
      if (status === 'completed') {
        await finishConversation(call, duration ?? 0, state.value.endTime ?? now.toISOString());
      } else if (status === 'busy') await retryOrEnd(call, 'busy', 'The line was busy');
      else if (status === 'no-answer') await retryOrEnd(call, 'no_answer', 'Nobody answered');
      else if (status === 'failed' || status === 'canceled') {
        await endWithoutConversation(call, 'failed', `Twilio says the call ${status}`);
      } else {
        // Still on the line past its time limit: hang up; its completed callback settles it.
        await telephony.hangUp(readiness.twilio, call.twilioCallSid);
      }
    }
  }
  return settled;
};
