/**
 * The one small port between the product and a phone carrier: place a call, read its state, hang
 * it up. Twilio is the carrier today (twilio-calls.ts); another (Exotel, which Indian teams ask
 * for) is a second adapter behind the same three calls. Answers are values, never throws.
 */
export interface CarrierCredentials {
  accountSid: string;
  authToken: string;
}

export interface PlaceCallRequest {
  to: string;
  from: string;
  /** Our URLs the carrier calls back: the call's instructions, its progress, AMD, recording. */
  voiceUrl: string;
  statusUrl: string;
  amdUrl: string;
  recordingUrl: string;
  /** Seconds it may ring. */
  ringSeconds: number;
  /** Seconds the call may last at most. */
  timeLimitSeconds: number;
}

/** A carrier's call states, as Twilio names them. */
export type CarrierCallStatus =
  | 'queued'
  | 'initiated'
  | 'ringing'
  | 'in-progress'
  | 'completed'
  | 'busy'
  | 'no-answer'
  | 'failed'
  | 'canceled';

export type CarrierAnswer<T> =
  | { kind: 'ok'; value: T }
  /** The carrier said no: `permanent` when trying again cannot help (a bad number). */
  | { kind: 'refused'; status: number; code: number | null; message: string; permanent: boolean }
  | { kind: 'unreachable'; reason: string };

export interface CarrierCall {
  sid: string;
  status: CarrierCallStatus;
  /** Seconds, once it ended. */
  duration: number | null;
  startTime: string | null;
  endTime: string | null;
}

/** What a minute of an outbound call to a number costs, from a number (the carrier's price). */
export interface CallPrice {
  /** Per minute, in `currency` (Twilio's `current_price`, after the account's discounts). */
  perMinute: number;
  currency: string;
  /** The destination's country, as the carrier names it ("India"), and its ISO code. */
  country: string;
  isoCountry: string;
}

export interface Telephony {
  /** The price of a minute to `to` from `from`; Twilio's Pricing API. */
  callPrice(
    credentials: CarrierCredentials,
    request: { to: string; from: string },
  ): Promise<CarrierAnswer<CallPrice>>;
  placeCall(
    credentials: CarrierCredentials,
    request: PlaceCallRequest,
  ): Promise<CarrierAnswer<CarrierCall>>;
  fetchCall(credentials: CarrierCredentials, sid: string): Promise<CarrierAnswer<CarrierCall>>;
  hangUp(credentials: CarrierCredentials, sid: string): Promise<CarrierAnswer<CarrierCall>>;
}
