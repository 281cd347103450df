/**
 * How the person at the other end of a call behaves. Tests pick one per `To` number
 * (`fake.state.setScenario(to, scenario)`); anything else answers by the magic numbers below
 * (so `npm start` users can try every outcome), and otherwise as an interested lead.
 */
export interface LeadTurn {
  /** What the lead says: one `prompt` with `last: true`. Nothing when only a key is pressed. */
  says?: string;
  /** Sent first, each as a `prompt` with `last: false` (speech still being recognised). */
  partials?: string[];
  /**
   * The lead does not wait for the agent to finish: once the agent has streamed this many tokens
   * of its turn, the fake sends `interrupt` (with what was said so far) and then this line.
   */
  interruptsAfterTokens?: number;
  /** A key the lead presses (a `dtmf` message) before speaking. */
  dtmf?: string;
}

export type FakeScenario =
  | {
      kind: 'answered';
      lead: LeadTurn[];
      /** The lead hangs up (closes the WebSocket) once it has said this many lines. */
      hangUpAfterTurns?: number;
    }
  /** Answered by a machine: AMD says machine_end_beep (or machine_start), the lead says nothing. */
  | { kind: 'voicemail' }
  | { kind: 'busy' }
  | { kind: 'no-answer' }
  | { kind: 'failed' };

export type ScenarioKind = FakeScenario['kind'];

export const INTERESTED_LEAD: FakeScenario = {
  kind: 'answered',
  lead: [
    { says: 'Hello, who is this?' },
    { says: 'Oh right, I did ask about that. We have about twenty people in sales.' },
    { says: 'That sounds useful. How much does it cost?' },
    { says: 'Sure, send me the details and book a demo for next week.' },
  ],
};

/** One line and gone: the lead's side closes the WebSocket after its first turn. */
export const HANG_UP_MID_CALL: FakeScenario = {
  kind: 'answered',
  lead: [{ says: 'Hello?' }, { says: 'Not interested, sorry.' }],
  hangUpAfterTurns: 1,
};

/** `To` numbers ending in these four digits behave accordingly (documented in docs/code-map.md). */
export const MAGIC_NUMBER_SCENARIOS: Record<string, FakeScenario> = {
  '0001': { kind: 'busy' },
  '0002': { kind: 'no-answer' },
  '0003': { kind: 'failed' },
  '0004': { kind: 'voicemail' },
  '0005': HANG_UP_MID_CALL,
};

export const scenarioByMagicNumber = (to: string): FakeScenario =>
  MAGIC_NUMBER_SCENARIOS[to.slice(-4)] ?? INTERESTED_LEAD;
