import type TwilioSdk from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import type {
  CallPrice,
  CarrierAnswer,
  CarrierCall,
  CarrierCallStatus,
  CarrierCredentials,
  PlaceCallRequest,
  Telephony,
} from './telephony-port';
import { twilioBaseUrl } from './twilio-client';

type Sdk = typeof TwilioSdk;
type CallInstance = Awaited<ReturnType<ReturnType<Sdk>['calls']['create']>>;

/** Twilio's hosts the library calls (the REST API, the Pricing API): the fake answers both. */
const TWILIO_HOSTS = /^https:\/\/(api|pricing)\.twilio\.com/;
const TWILIO_API = 'https://api.twilio.com';
const TIMEOUT_MS = 10_000;

/**
 * The Twilio adapter of the telephony port, with the `twilio` library (shipped beside the
 * dialer's bundle: it weighs megabytes, and loads on the first call). Its requests go to
 * TWILIO_API_BASE_URL when set (the local fake), else to Twilio.
 */
let sdk: Promise<Sdk> | null = null;
const loadSdk = (): Promise<Sdk> => {
  sdk ??= import('twilio').then((m) => ((m as { default?: Sdk }).default ?? m) as Sdk);
  return sdk;
};

const clientFor = async (credentials: CarrierCredentials) => {
  const twilio = await loadSdk();
  const base = twilioBaseUrl();
  // Requests to the local fake: the library's own client, with Twilio's host swapped for it.
  class BaseUrlClient extends twilio.RequestClient {
    override request<TData>(opts: RequestClient.RequestOptions<TData>) {
      return super.request<TData>({
        ...opts,
        uri: base === TWILIO_API ? opts.uri : opts.uri.replace(TWILIO_HOSTS, base),
        timeout: opts.timeout ?? TIMEOUT_MS,
      });
    }
  }
  return twilio(credentials.accountSid, credentials.authToken, {
    httpClient: new BaseUrlClient({ timeout: TIMEOUT_MS, keepAlive: true }),
  });
};

const toCall = (call: CallInstance): CarrierCall => ({
  sid: call.sid,
  status: call.status as CarrierCallStatus,
  duration: call.duration ? Number(call.duration) : null,
  startTime: call.startTime ? new Date(call.startTime).toISOString() : null,
  endTime: call.endTime ? new Date(call.endTime).toISOString() : null,
});

/** Twilio's errors for numbers and parameters: trying the same call again cannot help. */
const PERMANENT = new Set([
  13223, 13224, 13225, 13226, 13227, 21201, 21210, 21211, 21212, 21213, 21214, 21215, 21216, 21217,
  21401, 21402, 21601,
]);

const failure = (error: unknown): CarrierAnswer<never> => {
  const e = error as {
    status?: number;
    code?: number;
    message?: string;
    cause?: { code?: string };
  };
  if (typeof e.status === 'number' && e.status > 0) {
    const code = typeof e.code === 'number' ? e.code : null;
    return {
      kind: 'refused',
      status: e.status,
      code,
      message: e.message ?? `Twilio answered ${e.status}`,
      permanent: (code !== null && PERMANENT.has(code)) || e.status === 400 || e.status === 404,
    };
  }
  return { kind: 'unreachable', reason: e.cause?.code ?? e.message ?? String(error) };
};

const attempt = async (work: () => Promise<CallInstance>): Promise<CarrierAnswer<CarrierCall>> => {
  try {
    return { kind: 'ok', value: toCall(await work()) };
  } catch (error) {
    return failure(error);
  }
};

type NumberPrice = Awaited<
  ReturnType<ReturnType<ReturnType<Sdk>['pricing']['v2']['voice']['numbers']>['fetch']>
>;

/** The price that applies from `from`: the entry whose origination prefix it starts with, else ALL. */
const toPrice = (answer: NumberPrice, from: string): CallPrice | null => {
  const prices = answer.outboundCallPrices ?? [];
  const digits = from.replace(/\D/g, '');
  const own = prices.find((p) =>
    (p.originationPrefixes ?? []).some((prefix) => prefix !== 'ALL' && digits.startsWith(prefix)),
  );
  const chosen =
    own ?? prices.find((p) => (p.originationPrefixes ?? []).includes('ALL')) ?? prices[0];
  const perMinute = Number(chosen?.currentPrice ?? chosen?.basePrice);
  if (!chosen || !Number.isFinite(perMinute)) return null;
  return {
    perMinute,
    currency: (answer.priceUnit ?? 'USD').toUpperCase(),
    country: answer.country ?? answer.isoCountry ?? '',
    isoCountry: answer.isoCountry ?? '',
  };
};

export const twilioTelephony: Telephony = {
  callPrice: async (credentials, { to, from }) => {
    const client = await clientFor(credentials);
    try {
      const answer = await client.pricing.v2.voice.numbers(to).fetch({ originationNumber: from });
      const price = toPrice(answer, from);
      return price
        ? { kind: 'ok', value: price }
        : {
            kind: 'refused',
            status: 404,
            code: null,
            message: `Twilio has no outbound price for ${to}`,
            permanent: true,
          };
    } catch (error) {
      return failure(error);
    }
  },
  placeCall: async (credentials, request: PlaceCallRequest) => {
    const client = await clientFor(credentials);
    return attempt(() =>
      client.calls.create({
        to: request.to,
        from: request.from,
        url: request.voiceUrl,
        method: 'POST',
        statusCallback: request.statusUrl,
        statusCallbackMethod: 'POST',
        statusCallbackEvent: ['initiated', 'ringing', 'answered', 'completed'],
        record: true,
        recordingStatusCallback: request.recordingUrl,
        recordingStatusCallbackMethod: 'POST',
        recordingStatusCallbackEvent: ['completed'],
        machineDetection: 'DetectMessageEnd',
        asyncAmd: 'true',
        asyncAmdStatusCallback: request.amdUrl,
        asyncAmdStatusCallbackMethod: 'POST',
        timeout: request.ringSeconds,
        timeLimit: request.timeLimitSeconds,
      }),
    );
  },
  fetchCall: async (credentials, sid) => {
    const client = await clientFor(credentials);
    return attempt(() => client.calls(sid).fetch());
  },
  hangUp: async (credentials, sid) => {
    const client = await clientFor(credentials);
    return attempt(() => client.calls(sid).update({ status: 'completed' }));
  },
};
