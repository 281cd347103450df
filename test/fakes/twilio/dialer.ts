import { setTimeout as wait } from 'node:timers/promises';
import type { FakeCall } from './call-record';
import { CallSimulator } from './call-simulator';
import type { CallTiming } from './call-timing';
import type { FakeAccount } from './twilio-state';

/**
 * Twilio's outbound queue: each account starts at most `cps` calls a second and queues the rest
 * (status `queued` until their turn) rather than refusing them. Keeps one simulator per call so
 * the REST API can hang calls up and `stopAll()` can end every one.
 */
export class Dialer {
  private readonly simulators = new Map<string, CallSimulator>();

  constructor(
    private readonly timing: CallTiming,
    private readonly baseUrl: () => string,
  ) {}

  place(call: FakeCall, account: FakeAccount): void {
    const now = Date.now();
    const gap = 1000 / Math.max(account.cps, 0.001);
    const slot = account.lastDialAt ? Math.max(now, account.lastDialAt + gap) : now;
    account.lastDialAt = slot;
    const simulator = new CallSimulator(call, {
      authToken: account.authToken,
      baseUrl: this.baseUrl(),
      timing: this.timing,
      // A timer that fired late must not bring the next call closer than 1/cps to this one.
      takeTurn: async (signal) => {
        for (;;) {
          const left = account.lastStartAt + gap - Date.now();
          if (left <= 0) break;
          await wait(left, undefined, { signal });
        }
        account.lastStartAt = Date.now();
      },
    });
    this.simulators.set(call.sid, simulator);
    simulator.start(slot - now);
    void simulator.finished.then(() => this.simulators.delete(call.sid));
  }

  hangUp(call: FakeCall, requested: 'completed' | 'canceled'): void {
    this.simulators.get(call.sid)?.hangUp(requested);
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.simulators.values()].map((simulator) => simulator.stop()));
  }
}
