import { randomBytes } from 'node:crypto';
import type { ExotelScenario } from './scenarios';
import { scenarioByMagicNumber } from './scenarios';

export interface ExotelAccountSeed {
  sid: string;
  apiKey: string;
  apiToken: string;
  /** ExoPhones as Exotel lists them (`0` and ten digits, or E.164). */
  exoPhones: string[];
}

export type ExotelCallStatus =
  | 'queued'
  | 'ringing'
  | 'in-progress'
  | 'completed'
  | 'busy'
  | 'no-answer'
  | 'failed'
  | 'canceled';

export interface ConnectRequest {
  from: string;
  callerId: string;
  streamUrl: string;
  streamType: string;
  record: boolean;
  timeLimit: number;
  timeOut: number;
  statusCallback: string | null;
  statusCallbackEvents: string[];
  statusCallbackJson: boolean;
  customField: string | null;
}

/** One status callback the fake sent, and how our side answered (0: no answer). */
export interface SentCallback {
  event: 'answered' | 'terminal';
  url: string;
  contentType: string;
  params: Record<string, unknown>;
  answeredStatus: number;
}

/** What happened on the AgentStream socket of a call. */
export interface StreamRecord {
  streamSid: string;
  url: string;
  /** The Authorization header the fake sent (Basic, from the URL's user info), if any. */
  authorization: string | null;
  opened: boolean;
  error: string | null;
  /** Who ended it: the lead hanging up, our side closing, the TimeLimit, or the fake stopping. */
  endedBy: 'lead' | 'agent' | 'time-limit' | 'fake' | null;
  /** Byte sizes of our media chunks that broke Exotel's rule (320-byte units, ≥ 100 ms). */
  badChunks: number[];
  /** Frames we sent that were not Exotel's (bad JSON, unknown event, another stream_sid). */
  badFrames: string[];
  marksEchoed: string[];
  clears: number;
  /** Times the lead spoke over the agent, and how many of those our side answered with `clear`. */
  interruptions: number;
  clearedInterruptions: number;
}

export interface ExotelCall {
  sid: string;
  accountSid: string;
  request: ConnectRequest;
  scenario: ExotelScenario;
  status: ExotelCallStatus;
  dateCreated: Date;
  dateUpdated: Date;
  answeredAt: Date | null;
  endedAt: Date | null;
  /** The conversation as the fake heard it: `Lead: …` and `AI: …` lines, in order. */
  transcript: string[];
  callbacks: SentCallback[];
  stream: StreamRecord | null;
  /** Both sides mixed, 8 kHz 16-bit mono PCM (served as WAV at RecordingUrl). */
  recording: Buffer[];
  recordingUrl: string | null;
}

export const fakeHex = (bytes = 16) => randomBytes(bytes).toString('hex');

export class ExotelState {
  readonly accounts = new Map<string, ExotelAccountSeed>();
  readonly calls = new Map<string, ExotelCall>();
  readonly requests: { method: string; path: string; accountSid: string | null }[] = [];
  private readonly scenarios = new Map<string, ExotelScenario>();

  addAccount(seed: ExotelAccountSeed) {
    this.accounts.set(seed.sid, { ...seed, exoPhones: [...seed.exoPhones] });
  }

  /** The lead at `number` (compared by its last ten digits) behaves so, instead of by its digits. */
  setScenario(number: string, scenario: ExotelScenario) {
    this.scenarios.set(lastTen(number), scenario);
  }

  scenarioFor(number: string): ExotelScenario {
    return this.scenarios.get(lastTen(number)) ?? scenarioByMagicNumber(number);
  }

  /** A call's transcript lines, for assertions. */
  transcriptOf(sid: string): string[] {
    return this.calls.get(sid)?.transcript ?? [];
  }
}

export const lastTen = (number: string) => number.replace(/\D/g, '').slice(-10);
