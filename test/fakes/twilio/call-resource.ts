import { callDurationSeconds, ENDED_STATUSES, type FakeCall } from './call-record';
import { rfc2822 } from './twilio-state';

const formatted = (number: string) => {
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(number);
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : number;
};

/** The Call resource as Twilio answers it (2010-04-01). */
export const callResource = (call: FakeCall) => {
  const uri = `/2010-04-01/Accounts/${call.accountSid}/Calls/${call.sid}`;
  const ended = ENDED_STATUSES.includes(call.status);
  return {
    account_sid: call.accountSid,
    annotation: null,
    answered_by: call.answeredBy,
    api_version: '2010-04-01',
    caller_name: null,
    date_created: rfc2822(call.dateCreated),
    date_updated: rfc2822(call.dateUpdated),
    direction: 'outbound-api',
    duration: ended ? String(callDurationSeconds(call)) : null,
    end_time: call.endedAt ? rfc2822(new Date(call.endedAt)) : null,
    forwarded_from: null,
    from: call.request.from,
    from_formatted: formatted(call.request.from),
    group_sid: null,
    parent_call_sid: null,
    phone_number_sid: call.phoneNumberSid,
    price: null,
    price_unit: 'USD',
    queue_time: String(call.startedAt ? call.startedAt - call.dateCreated.getTime() : 0),
    sid: call.sid,
    start_time: call.startedAt ? rfc2822(new Date(call.startedAt)) : null,
    status: call.status,
    subresource_uris: {
      events: `${uri}/Events.json`,
      feedback: `${uri}/Feedback.json`,
      notifications: `${uri}/Notifications.json`,
      payments: `${uri}/Payments.json`,
      recordings: `${uri}/Recordings.json`,
      siprec: `${uri}/Siprec.json`,
      streams: `${uri}/Streams.json`,
      transcriptions: `${uri}/Transcriptions.json`,
      user_defined_message_subscriptions: `${uri}/UserDefinedMessageSubscriptions.json`,
      user_defined_messages: `${uri}/UserDefinedMessages.json`,
    },
    to: call.request.to,
    to_formatted: formatted(call.request.to),
    trunk_sid: null,
    uri: `${uri}.json`,
  };
};
