import { type CallStatus, callDurationSeconds, type FakeCall } from './call-record';
import { rfc2822 } from './twilio-state';

/** Which StatusCallbackEvent each status answers to (the ended ones answer to `completed`). */
export const PROGRESS_EVENT: Partial<Record<CallStatus, string>> = {
  initiated: 'initiated',
  ringing: 'ringing',
  'in-progress': 'answered',
};

const SIP_CODE: Partial<Record<CallStatus, string>> = {
  busy: '486',
  'no-answer': '487',
  failed: '500',
  completed: '200',
};

/** The parameters Twilio sends with every voice request about a call. */
export const callParams = (call: FakeCall, status: CallStatus): Record<string, string> => ({
  AccountSid: call.accountSid,
  ApiVersion: '2010-04-01',
  CallSid: call.sid,
  CallStatus: status,
  Called: call.request.to,
  Caller: call.request.from,
  Direction: 'outbound-api',
  From: call.request.from,
  To: call.request.to,
});

/** A status callback's parameters; the final one carries the durations and the SIP code. */
export const statusParams = (
  call: FakeCall,
  status: CallStatus,
  final: boolean,
): Record<string, string> => {
  const params = callParams(call, status);
  Object.assign(params, {
    CallbackSource: 'call-progress-events',
    Timestamp: rfc2822(new Date()),
    SequenceNumber: String(call.sequenceNumber++),
  });
  if (final) {
    const seconds = callDurationSeconds(call);
    params.CallDuration = String(seconds);
    params.Duration = String(Math.ceil(seconds / 60));
    const sip = SIP_CODE[status];
    if (sip) params.SipResponseCode = sip;
  }
  if (call.answeredBy && !call.request.asyncAmd) params.AnsweredBy = call.answeredBy;
  return params;
};

/** The RecordingStatusCallback's parameters, its RecordingUrl on the fake (no extension). */
export const recordingParams = (call: FakeCall, baseUrl: string): Record<string, string> => ({
  AccountSid: call.accountSid,
  CallSid: call.sid,
  RecordingSid: call.recordingSid ?? '',
  RecordingUrl: `${baseUrl}/2010-04-01/Accounts/${call.accountSid}/Recordings/${call.recordingSid}`,
  RecordingStatus: 'completed',
  RecordingDuration: String(callDurationSeconds(call)),
  RecordingChannels: '1',
  RecordingStartTime: rfc2822(new Date(call.answeredAt ?? Date.now())),
  RecordingSource: 'OutboundAPI',
  RecordingTrack: 'both',
  ErrorCode: '0',
});
