import { setTimeout as wait } from 'node:timers/promises';
import type { ExotelCallTiming } from './call-timing';
import { sendStatusCallback } from './callbacks';
import type { ExotelCall, ExotelCallStatus } from './exotel-state';
import { recordingPath } from './recordings';
import { runStreamSession } from './stream-session';

/**
 * One call's life, as Exotel lives it for Connect Voice AI: it rings the lead, then by scenario is
 * busy, unanswered or failed (no stream), or answered: the `answered` callback (when subscribed),
 * the AgentStream session (stream-session.ts), and the end. Every call ends with the terminal
 * callback (Exotel always posts it when StatusCallback is set). `stop()` drops everything.
 */
export class CallSimulator {
  private readonly stopping = new AbortController();
  private done: Promise<void> = Promise.resolve();

  constructor(
    readonly call: ExotelCall,
    private readonly context: { timing: ExotelCallTiming; baseUrl: () => string },
  ) {}

  start(): void {
    this.done = this.run().catch(() => undefined);
  }

  get finished(): Promise<void> {
    return this.done;
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    await this.done;
  }

  private pause(ms: number) {
    return wait(ms, undefined, { signal: this.stopping.signal });
  }

  private move(status: ExotelCallStatus) {
    this.call.status = status;
    this.call.dateUpdated = new Date();
  }

  private async run(): Promise<void> {
    const { call } = this;
    const { timing } = this.context;
    await this.pause(timing.ringMs);
    if (call.scenario.kind === 'failed') return this.end('failed');
    this.move('ringing');
    if (call.scenario.kind === 'busy') {
      await this.pause(timing.answerMs);
      return this.end('busy');
    }
    if (call.scenario.kind === 'no-answer') {
      await this.pause(Math.min(timing.noAnswerMs, call.request.timeOut * 1000));
      return this.end('no-answer');
    }
    await this.pause(timing.answerMs);
    call.answeredAt = new Date();
    this.move('in-progress');
    if (call.request.statusCallbackEvents.includes('answered')) {
      await sendStatusCallback(call, 'answered', this.stopping.signal);
    }
    await runStreamSession({ call, timing, signal: this.stopping.signal });
    if (this.stopping.signal.aborted) return;
    // A stream that never opened: Exotel hangs up on the lead, and the call failed.
    await this.end(call.stream?.opened ? 'completed' : 'failed');
  }

  private async end(status: ExotelCallStatus): Promise<void> {
    const { call } = this;
    call.endedAt = new Date();
    if (call.request.record && call.answeredAt && call.recording.length > 0) {
      call.recordingUrl = `${this.context.baseUrl()}${recordingPath(call)}`;
    }
    this.move(status);
    await sendStatusCallback(call, 'terminal', this.stopping.signal);
  }
}
