import { connectCall } from '../../../platform/telephony/exotel-calls';
import type {
  CarrierAnswer,
  CarrierCall,
  Telephony,
} from '../../../platform/telephony/telephony-port';
import { exotelReadiness, telephonyReadiness } from '../../security-settings/provider-keys.service';
import type { CallRecord } from '../ai-call.entity';
import { callWebhookUrl, exotelStatusUrl, exotelStreamUrl } from './call-urls';

/** How long a call may ring before it counts as unanswered. */
export const RING_SECONDS = 30;

/** How the dialer places one try of a call: through its carrier, with that carrier's account. */
export type Placement =
  | {
      ready: true;
      /** "Twilio" or "Exotel", in what the call's end says. */
      carrierName: string;
      /** The carrier account whose calls per second are paced together. */
      accountKey: string;
      /** Places the try to the lead's number, lasting at most `timeLimitSeconds`. */
      place: (to: string, timeLimitSeconds: number) => Promise<CarrierAnswer<CarrierCall>>;
    }
  | { ready: false; reason: string };

/**
 * The placement of a call through the carrier chosen when it was started (call-carrier.service):
 * Exotel's Connect Voice AI with the call's token in its callback and stream URLs, or Twilio's
 * Calls API with its webhooks. Not ready when that carrier's credentials were removed since.
 */
export const placementOf = async (call: CallRecord, twilio: Telephony): Promise<Placement> => {
  const real = call.real;
  if (real?.carrier === 'exotel') {
    const exotel = await exotelReadiness(call.organizationId);
    if (!exotel.ready || !real.callToken || !real.from) {
      return { ready: false, reason: 'Exotel credentials were removed before the call' };
    }
    const token = real.callToken;
    return {
      ready: true,
      carrierName: 'Exotel',
      accountKey: `exotel:${exotel.exotel.accountSid}`,
      place: (to, timeLimitSeconds) =>
        connectCall(exotel.exotel, exotel.region, {
          to,
          callerId: real.from ?? '',
          streamUrl: exotelStreamUrl(call.organizationId, call.id, token),
          statusCallbackUrl: exotelStatusUrl(call.organizationId, call.id, token),
          record: true,
          timeLimitSeconds,
          ringSeconds: RING_SECONDS,
          customField: call.id,
        }),
    };
  }
  const readiness = await telephonyReadiness(call.organizationId);
  if (!readiness.ready) {
    return { ready: false, reason: 'Twilio credentials were removed before the call' };
  }
  return {
    ready: true,
    carrierName: 'Twilio',
    accountKey: readiness.twilio.accountSid,
    place: (to, timeLimitSeconds) =>
      twilio.placeCall(readiness.twilio, {
        to,
        from: real?.from ?? readiness.twilio.phoneNumber,
        voiceUrl: callWebhookUrl(call.organizationId, call.id, 'voice'),
        statusUrl: callWebhookUrl(call.organizationId, call.id, 'status'),
        amdUrl: callWebhookUrl(call.organizationId, call.id, 'amd'),
        recordingUrl: callWebhookUrl(call.organizationId, call.id, 'recording'),
        ringSeconds: RING_SECONDS,
        timeLimitSeconds,
      }),
  };
};
