import type {
  ConnectionCheck,
  ConnectionTestResult,
} from '@salesflow/shared/settings/security-settings-view';
import {
  fetchAccount,
  findIncomingNumbers,
  type TwilioAnswer,
  type TwilioCredentials,
} from '../../platform/telephony/twilio-client';
import { telephonyReadiness } from './provider-keys.service';

/**
 * POST /api/settings/security/test-connection: the organization's saved Twilio credentials,
 * checked against Twilio's API. A Twilio failure is an answer with a plain message, never a 500.
 */
export const CHECK_NAMES = {
  setup: 'Twilio settings',
  credentials: 'Account SID and Auth Token',
  account: 'Account status',
  number: 'Phone number',
} as const;

const unreachable = (reason: string) => `Twilio could not be reached: ${reason}`;

const refusedMessage = (answer: Exclude<TwilioAnswer<unknown>, { kind: 'ok' }>): string => {
  if (answer.kind === 'unreachable') return unreachable(answer.reason);
  if (answer.status === 401) return 'The Auth Token does not match this Account SID';
  if (answer.status === 404) return 'Twilio has no account with this Account SID';
  return `Twilio refused the request: ${answer.message}${answer.code ? ` (error ${answer.code})` : ''}`;
};

const ACCOUNT_STATUS: Record<string, string> = {
  suspended:
    'This Twilio account is suspended: Twilio places no calls from it until it is reactivated',
  closed: 'This Twilio account is closed: open a new one or use another account',
};

const numberCheck = async (
  credentials: TwilioCredentials,
  phoneNumber: string,
): Promise<ConnectionCheck> => {
  const answer = await findIncomingNumbers(credentials, phoneNumber);
  if (answer.kind !== 'ok') {
    return { name: CHECK_NAMES.number, ok: false, message: refusedMessage(answer) };
  }
  const found = answer.body.incoming_phone_numbers.find((n) => n.phone_number === phoneNumber);
  if (!found) {
    return {
      name: CHECK_NAMES.number,
      ok: false,
      message: `The number ${phoneNumber} is not on this Twilio account`,
    };
  }
  if (!found.capabilities.voice) {
    return {
      name: CHECK_NAMES.number,
      ok: false,
      message: `The number ${phoneNumber} cannot make voice calls`,
    };
  }
  return {
    name: CHECK_NAMES.number,
    ok: true,
    message: `The number ${phoneNumber} is on this account and can make voice calls`,
  };
};

export const testTwilioConnection = async (
  organizationId: string,
): Promise<ConnectionTestResult> => {
  const readiness = await telephonyReadiness(organizationId);
  if (!readiness.ready) {
    return {
      ok: false,
      checks: [{ name: CHECK_NAMES.setup, ok: false, message: readiness.message }],
    };
  }
  const { accountSid, authToken, phoneNumber } = readiness.twilio;
  const credentials = { accountSid, authToken };
  const account = await fetchAccount(credentials);
  if (account.kind !== 'ok') {
    return {
      ok: false,
      checks: [{ name: CHECK_NAMES.credentials, ok: false, message: refusedMessage(account) }],
    };
  }
  const { status, friendly_name: name, type } = account.body;
  const checks: ConnectionCheck[] = [
    {
      name: CHECK_NAMES.credentials,
      ok: true,
      message: `Twilio accepted them (account "${name}")`,
    },
    status === 'active'
      ? {
          name: CHECK_NAMES.account,
          ok: true,
          message: type === 'Trial' ? 'Active (a trial account)' : 'Active',
        }
      : {
          name: CHECK_NAMES.account,
          ok: false,
          message: ACCOUNT_STATUS[status] ?? `This Twilio account is ${status}`,
        },
    await numberCheck(credentials, phoneNumber),
  ];
  return { ok: checks.every((check) => check.ok), checks };
};
