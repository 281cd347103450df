import { CALL_RATE, rmsLevel } from './pcm';

/**
 * Voice activity detection by energy, with hangover: decides when the lead started speaking (for
 * barge-in) and when they stopped (to send the utterance to a recogniser). It runs on every 100 ms
 * frame of every call, so it is a level per 10 ms step and a few comparisons, no allocation but
 * the utterance it keeps. Pure: feed frames, read events; the clock is the audio itself.
 */
export interface VoiceActivityOptions {
  /** Sample rate of the frames; 8000 (the carrier's) by default. */
  rate?: number;
  /** RMS level (of 32768) above which a 10 ms step is voiced; 500 by default (about -36 dBFS). */
  threshold?: number;
  /** Voiced time before `speech-start`: 80 ms by default, so a click does not barge in. */
  startMs?: number;
  /** Silence that ends an utterance: 600 ms by default. */
  endSilenceMs?: number;
  /** Voiced time an utterance needs to be one: shorter (a cough) is `speech-dropped`. 200 ms. */
  minSpeechMs?: number;
  /** Audio kept from before `speech-start`, so the first syllable is not cut: 200 ms. */
  preRollMs?: number;
  /** An utterance this long ends even without a pause: 30 s by default. */
  maxUtteranceMs?: number;
  /**
   * Follow the line's noise: the threshold becomes at least `ratio` × the noise floor, an average
   * of the level in quiet steps. Off by default.
   */
  adaptive?: { ratio: number } | false;
}

export type VoiceActivityEvent =
  /** The lead has been speaking for `startMs`: stop the agent's playback. */
  | { kind: 'speech-start'; atMs: number }
  /** The lead stopped: `pcm` is the utterance (with its pre-roll, without the closing silence). */
  | { kind: 'speech-end'; atMs: number; pcm: Buffer; speechMs: number }
  /** What started was too short to be speech (a cough, a knock): nothing to transcribe. */
  | { kind: 'speech-dropped'; atMs: number; speechMs: number };

export interface VoiceActivity {
  /** Feeds a frame of any size; answers what it completed. Frames are kept by reference. */
  push(frame: Buffer): VoiceActivityEvent[];
  /** The call ended: an utterance in progress ends now. */
  flush(): VoiceActivityEvent[];
  readonly speaking: boolean;
  /** The noise floor the adaptive threshold follows (0 when not adaptive). */
  readonly noiseFloor: number;
}

const STEP_MS = 10;

export const createVoiceActivity = (options: VoiceActivityOptions = {}): VoiceActivity => {
  const rate = options.rate ?? CALL_RATE;
  const stepBytes = ((rate * STEP_MS) / 1000) * 2;
  const threshold = options.threshold ?? 500;
  const startSteps = Math.ceil((options.startMs ?? 80) / STEP_MS);
  const endSteps = Math.ceil((options.endSilenceMs ?? 600) / STEP_MS);
  const minSteps = Math.ceil((options.minSpeechMs ?? 200) / STEP_MS);
  const preRollSteps = Math.ceil((options.preRollMs ?? 200) / STEP_MS);
  const maxSteps = Math.ceil((options.maxUtteranceMs ?? 30_000) / STEP_MS);
  const adaptive = options.adaptive || null;

  let carry: Buffer | null = null;
  let clockSteps = 0;
  let noiseFloor = 0;
  /** Steps heard while not speaking: a ring of the latest, for the pre-roll. */
  let recent: Buffer[] = [];
  let voicedRun = 0;
  let speaking = false;
  let utterance: Buffer[] = [];
  let voicedSteps = 0;
  let silentRun = 0;

  const end = (events: VoiceActivityEvent[]) => {
    const atMs = clockSteps * STEP_MS;
    const speechMs = voicedSteps * STEP_MS;
    if (voicedSteps >= minSteps) {
      const kept = utterance.slice(0, utterance.length - Math.min(silentRun, utterance.length));
      events.push({ kind: 'speech-end', atMs, pcm: Buffer.concat(kept), speechMs });
    } else {
      events.push({ kind: 'speech-dropped', atMs, speechMs });
    }
    speaking = false;
    utterance = [];
    voicedSteps = 0;
    silentRun = 0;
    voicedRun = 0;
    recent = [];
  };

  const step = (audio: Buffer, events: VoiceActivityEvent[]) => {
    clockSteps += 1;
    const level = rmsLevel(audio);
    const bar = adaptive ? Math.max(threshold, noiseFloor * adaptive.ratio) : threshold;
    const voiced = level >= bar;
    if (adaptive && !speaking) {
      // Starts at the first level heard, then follows the quiet steps only: quickly down to a
      // quieter line, slowly up to a noisier one. Voiced steps (speech) never lift it.
      if (clockSteps === 1) noiseFloor = level;
      else if (!voiced) noiseFloor += (level - noiseFloor) * (level < noiseFloor ? 0.2 : 0.05);
    }
    if (!speaking) {
      recent.push(audio);
      if (recent.length > preRollSteps + startSteps) recent.shift();
      voicedRun = voiced ? voicedRun + 1 : 0;
      if (voicedRun >= startSteps) {
        speaking = true;
        utterance = recent;
        recent = [];
        voicedSteps = voicedRun;
        silentRun = 0;
        events.push({ kind: 'speech-start', atMs: clockSteps * STEP_MS });
      }
      return;
    }
    utterance.push(audio);
    if (voiced) {
      voicedSteps += 1;
      silentRun = 0;
    } else {
      silentRun += 1;
    }
    if (silentRun >= endSteps || utterance.length >= maxSteps) end(events);
  };

  return {
    push: (frame) => {
      const events: VoiceActivityEvent[] = [];
      let input = frame;
      if (carry) {
        input = Buffer.concat([carry, frame]);
        carry = null;
      }
      let at = 0;
      for (; at + stepBytes <= input.length; at += stepBytes) {
        step(input.subarray(at, at + stepBytes), events);
      }
      if (at < input.length) carry = Buffer.from(input.subarray(at));
      return events;
    },
    flush: () => {
      const events: VoiceActivityEvent[] = [];
      if (speaking) {
        if (carry) utterance.push(carry);
        end(events);
      }
      carry = null;
      recent = [];
      voicedRun = 0;
      return events;
    },
    get speaking() {
      return speaking;
    },
    get noiseFloor() {
      return noiseFloor;
    },
  };
};
