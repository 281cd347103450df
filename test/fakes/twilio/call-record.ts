import type { FakeScenario } from './scenarios';

/** What the fake keeps about one call: the request that made it, where it is, what it saw. */
export type CallStatus =
  | 'queued'
  | 'initiated'
  | 'ringing'
  | 'in-progress'
  | 'completed'
  | 'busy'
  | 'no-answer'
  | 'failed'
  | 'canceled';

export const ENDED_STATUSES: readonly CallStatus[] = [
  'completed',
  'busy',
  'no-answer',
  'failed',
  'canceled',
];

export interface CallRequest {
  to: string;
  from: string;
  url: string | null;
  method: 'GET' | 'POST';
  twiml: string | null;
  statusCallback: string | null;
  statusCallbackMethod: 'GET' | 'POST';
  /** Which progress events to post; Twilio's default is `completed` only. */
  statusCallbackEvents: string[];
  record: boolean;
  recordingStatusCallback: string | null;
  machineDetection: 'Enable' | 'DetectMessageEnd' | null;
  asyncAmd: boolean;
  asyncAmdStatusCallback: string | null;
  /** Ring seconds before no-answer. */
  timeout: number;
  /** Seconds the call may last once answered. */
  timeLimit: number;
}

/** A request the fake made to our side (signed), and what our side answered. */
export interface SentRequest {
  kind: 'status' | 'voice' | 'amd' | 'action' | 'recording';
  url: string;
  params: Record<string, string>;
  signature: string;
  /** The HTTP status our side answered, or 0 when it could not be reached. */
  answeredStatus: number;
  at: number;
}

/** One line of the conversation as the fake heard and said it. */
export interface ConversationEntry {
  speaker: 'agent' | 'lead';
  text: string;
  /** The agent's turn was cut short by the lead. */
  interrupted?: boolean;
  /** The welcome greeting Twilio spoke for the agent. */
  greeting?: boolean;
  /** A key pressed (lead) or digits sent (agent). */
  digits?: string;
  /** An audio URL the agent asked to play. */
  play?: string;
  at: number;
}

export interface RelaySessionRecord {
  sessionId: string;
  url: string;
  status: 'in-progress' | 'ended' | 'completed' | 'failed';
  handoffData: string | null;
  /** Every frame our side sent, parsed. */
  received: unknown[];
  /** Every frame the fake sent. */
  sent: unknown[];
  error: string | null;
}

export interface FakeCall {
  sid: string;
  accountSid: string;
  phoneNumberSid: string | null;
  request: CallRequest;
  scenario: FakeScenario;
  status: CallStatus;
  dateCreated: Date;
  dateUpdated: Date;
  /** When Twilio took the call off its queue and began dialing (ms since the epoch). */
  startedAt: number | null;
  answeredAt: number | null;
  endedAt: number | null;
  answeredBy: string | null;
  sequenceNumber: number;
  sent: SentRequest[];
  conversation: ConversationEntry[];
  session: RelaySessionRecord | null;
  recordingSid: string | null;
  /** Why the call ended early: a TwiML or webhook problem (Twilio's error code). */
  errorCode: number | null;
}

export const callDurationSeconds = (call: FakeCall): number =>
  call.answeredAt
    ? Math.max(0, Math.round(((call.endedAt ?? Date.now()) - call.answeredAt) / 1000))
    : 0;
