import { outboxPut, sendFromOutbox } from '../../../platform/queue/outbox';
import { CALL_OUTCOMES_QUEUE } from '../../../platform/queue-names';
import type { ExotelStatusCallback } from '../../../platform/telephony/exotel-status';
import type { CallRecord, RealCallState } from '../ai-call.entity';
import type { ExotelRecording } from '../real-calls/call-recording.service';
import { changeCallWith } from '../records/call-change';
import { applyStatusCallback } from '../twilio/call-status.service';

type WithRecording = RealCallState & { exotelRecording?: ExotelRecording };

/**
 * Keeps where Exotel put the call's recording (its terminal callback says), and tells the
 * call-outcomes worker in the same write to copy it into the uploads bucket; once.
 */
const noteRecording = async (call: CallRecord, url: string) => {
  const outbox = outboxPut(CALL_OUTCOMES_QUEUE, {
    organizationId: call.organizationId,
    callId: call.id,
    kind: 'recording',
  });
  const changed = await changeCallWith(call, (latest) => {
    const real = latest.real as WithRecording;
    if (real.exotelRecording?.url === url) return null;
    return {
      next: { ...latest, real: { ...real, exotelRecording: { url } } as RealCallState },
      writes: [outbox.write],
    };
  });
  if (changed) await sendFromOutbox(outbox.entry);
};

/**
 * One of Exotel's callbacks (answered, terminal), applied to its call by the same state machine
 * as Twilio's (call-status.service.ts): Exotel's states are named as Twilio's. A recording it
 * names is kept first, so the call's end finds it.
 */
export const applyExotelStatus = async (
  call: CallRecord,
  callback: ExotelStatusCallback,
): Promise<void> => {
  if (callback.recordingUrl) await noteRecording(call, callback.recordingUrl);
  await applyStatusCallback(call, {
    sid: callback.callSid,
    status: callback.status,
    duration: callback.durationSeconds === null ? '' : String(callback.durationSeconds),
    carrierName: 'Exotel',
  });
};
