import type { ConnectionCheck } from '@salesflow/shared/settings/security-settings-view';
import { listExoPhones } from '../../platform/telephony/exotel-calls';
import type { CarrierAnswer } from '../../platform/telephony/telephony-port';
import { indiaCallingOf } from '../calling-settings/india-calling.service';
import { exotelReadiness } from './provider-keys.service';

export const EXOTEL_CHECK_NAMES = {
  credentials: 'Exotel Account SID, API key and token',
  exoPhones: 'ExoPhones',
} as const;

const TIMEOUT_MS = 8_000;

const refusedMessage = (answer: Exclude<CarrierAnswer<unknown>, { kind: 'ok' }>): string => {
  if (answer.kind === 'unreachable') return `Exotel could not be reached: ${answer.reason}`;
  if (answer.status === 401 || answer.status === 403) {
    return 'Exotel refused the API key and token for this Account SID';
  }
  if (answer.status === 404) return 'Exotel has no account with this Account SID';
  return `Exotel refused the request: ${answer.message}`;
};

const lastTen = (number: string) => number.replace(/\D/g, '').slice(-10);

/**
 * Settings → Security → Test connection, for Exotel (when it is set up; null otherwise): the
 * saved credentials against Exotel's ExoPhones list in the account's region, and each ExoPhone of
 * the India calling profile found on that account.
 */
export const exotelConnectionChecks = async (
  organizationId: string,
): Promise<ConnectionCheck[] | null> => {
  const readiness = await exotelReadiness(organizationId);
  if (!readiness.ready) {
    return readiness.missing.length === 3
      ? null
      : [
          {
            name: EXOTEL_CHECK_NAMES.credentials,
            ok: false,
            message: `Add the ${readiness.missing.join(' and ')} in Settings → Security`,
          },
        ];
  }
  const [answer, profile] = await Promise.all([
    listExoPhones(readiness.exotel, readiness.region, TIMEOUT_MS),
    indiaCallingOf(organizationId),
  ]);
  if (answer.kind !== 'ok') {
    return [{ name: EXOTEL_CHECK_NAMES.credentials, ok: false, message: refusedMessage(answer) }];
  }
  const onAccount = new Set(answer.value.map((phone) => lastTen(phone.phoneNumber)));
  const missing = profile.exoPhones.filter((phone) => !onAccount.has(lastTen(phone.number)));
  const region = readiness.region === 'singapore' ? 'Singapore' : 'Mumbai';
  return [
    {
      name: EXOTEL_CHECK_NAMES.credentials,
      ok: true,
      message: `Exotel accepted them (${region}; ${answer.value.length} ExoPhones on the account)`,
    },
    profile.exoPhones.length === 0
      ? {
          name: EXOTEL_CHECK_NAMES.exoPhones,
          ok: false,
          message:
            'No ExoPhones in your India calling profile: add a 140-series (promotional) or 1600-series (service) number in Settings → AI Agent → India calling',
        }
      : missing.length > 0
        ? {
            name: EXOTEL_CHECK_NAMES.exoPhones,
            ok: false,
            message: `Not on this Exotel account: ${missing.map((p) => p.number).join(', ')}`,
          }
        : {
            name: EXOTEL_CHECK_NAMES.exoPhones,
            ok: true,
            message: `All ${profile.exoPhones.length} ExoPhones of your India calling profile are on this account`,
          },
  ];
};
