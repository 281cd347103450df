import {
  type CallPurpose,
  exoPhoneFor,
  isIndianNumber,
  seriesName,
} from '@salesflow/shared/calls/india-calling';
import { indiaCallingOf } from '../../calling-settings/india-calling.service';
import { exotelReadiness, telephonyReadiness } from '../../security-settings/provider-keys.service';
import type { CallCarrier } from '../ai-call.entity';
import { CallRefusedError } from './real-call-checks';

export type CarrierChoice =
  | { kind: 'ready'; carrier: CallCarrier; from: string }
  | { kind: 'setup'; message: string };

const listed = (names: readonly string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * The carrier a call to `to` goes through, and the number it comes from: an Indian number
 * through Exotel once the organization has set it up, from its ExoPhone of the series the call's
 * purpose needs (TRAI: 140 promotional, 1600 service; none is a refusal that names it); any
 * other call, or any call before Exotel is set up, through Twilio from its number.
 */
export const chooseCarrier = async (
  organizationId: string,
  to: string,
  purpose: CallPurpose,
): Promise<CarrierChoice> => {
  if (isIndianNumber(to)) {
    const exotel = await exotelReadiness(organizationId);
    if (exotel.ready) {
      const exoPhone = exoPhoneFor(await indiaCallingOf(organizationId), purpose);
      if (!exoPhone) {
        throw new CallRefusedError(
          `A ${purpose} call to an Indian number goes out from a ${seriesName(purpose)} ExoPhone (TRAI). Add one in Settings → AI Agent → India calling.`,
          'caller-id',
        );
      }
      return { kind: 'ready', carrier: 'exotel', from: exoPhone };
    }
  }
  const twilio = await telephonyReadiness(organizationId);
  if (!twilio.ready) {
    return {
      kind: 'setup',
      message: `Real AI calls need your Twilio account: add the ${listed(twilio.missing)} in Settings → Security. Demo calls work without it.`,
    };
  }
  return { kind: 'ready', carrier: 'twilio', from: twilio.twilio.phoneNumber };
};
