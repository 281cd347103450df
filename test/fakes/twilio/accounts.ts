import type { ServerResponse } from 'node:http';
import { sendJson } from './twilio-errors';
import type { FakeAccount } from './twilio-state';

/** The Account resource as Twilio answers it (GET /2010-04-01/Accounts/{AccountSid}.json). */
export const accountResource = (account: FakeAccount) => {
  const base = `/2010-04-01/Accounts/${account.sid}`;
  return {
    auth_token: account.authToken,
    date_created: account.dateCreated,
    date_updated: account.dateCreated,
    friendly_name: account.friendlyName,
    owner_account_sid: account.sid,
    sid: account.sid,
    status: account.status,
    subresource_uris: {
      addresses: `${base}/Addresses.json`,
      applications: `${base}/Applications.json`,
      calls: `${base}/Calls.json`,
      conferences: `${base}/Conferences.json`,
      incoming_phone_numbers: `${base}/IncomingPhoneNumbers.json`,
      messages: `${base}/Messages.json`,
      outgoing_caller_ids: `${base}/OutgoingCallerIds.json`,
      queues: `${base}/Queues.json`,
      recordings: `${base}/Recordings.json`,
      transcriptions: `${base}/Transcriptions.json`,
    },
    type: account.type,
    uri: `${base}.json`,
  };
};

export const fetchAccount = (res: ServerResponse, account: FakeAccount) =>
  sendJson(res, 200, accountResource(account));
