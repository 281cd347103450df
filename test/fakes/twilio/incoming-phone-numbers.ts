import type { ServerResponse } from 'node:http';
import { sendJson } from './twilio-errors';
import type { FakeAccount, FakeIncomingNumber } from './twilio-state';

/** An IncomingPhoneNumber resource as Twilio answers it. */
const numberResource = (account: FakeAccount, number: FakeIncomingNumber) => ({
  account_sid: account.sid,
  address_requirements: 'none',
  address_sid: null,
  api_version: '2010-04-01',
  beta: false,
  bundle_sid: null,
  capabilities: number.capabilities,
  date_created: number.dateCreated,
  date_updated: number.dateCreated,
  emergency_address_sid: null,
  emergency_address_status: 'unregistered',
  emergency_status: 'Active',
  friendly_name: number.friendlyName,
  identity_sid: null,
  origin: 'twilio',
  phone_number: number.phoneNumber,
  sid: number.sid,
  sms_application_sid: '',
  sms_fallback_method: 'POST',
  sms_fallback_url: '',
  sms_method: 'POST',
  sms_url: '',
  status: 'in-use',
  status_callback: '',
  status_callback_method: 'POST',
  subresource_uris: {
    assigned_add_ons: `/2010-04-01/Accounts/${account.sid}/IncomingPhoneNumbers/${number.sid}/AssignedAddOns.json`,
  },
  trunk_sid: null,
  uri: `/2010-04-01/Accounts/${account.sid}/IncomingPhoneNumbers/${number.sid}.json`,
  voice_application_sid: null,
  voice_caller_id_lookup: false,
  voice_fallback_method: 'POST',
  voice_fallback_url: null,
  voice_method: 'POST',
  voice_receive_mode: 'voice',
  voice_url: null,
});

/**
 * GET /2010-04-01/Accounts/{AccountSid}/IncomingPhoneNumbers.json: the account's numbers, one
 * page, filtered by `PhoneNumber` (Twilio matches any part of the number) and `FriendlyName`.
 */
export const listIncomingPhoneNumbers = (
  res: ServerResponse,
  account: FakeAccount,
  query: URLSearchParams,
) => {
  const wanted = query.get('PhoneNumber')?.replace(/[^\d+]/g, '');
  const friendly = query.get('FriendlyName');
  const pageSize = Math.min(Number(query.get('PageSize') ?? 50) || 50, 1000);
  const found = account.numbers.filter(
    (number) =>
      (!wanted || number.phoneNumber.includes(wanted)) &&
      (!friendly || number.friendlyName === friendly),
  );
  const items = found.slice(0, pageSize);
  const uri = `/2010-04-01/Accounts/${account.sid}/IncomingPhoneNumbers.json?${query.toString()}`;
  sendJson(res, 200, {
    end: Math.max(items.length - 1, 0),
    first_page_uri: uri,
    incoming_phone_numbers: items.map((number) => numberResource(account, number)),
    next_page_uri: null,
    page: 0,
    page_size: pageSize,
    previous_page_uri: null,
    start: 0,
    uri,
  });
};
