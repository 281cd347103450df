import { setTimeout as wait } from 'node:timers/promises';
import { callParams, PROGRESS_EVENT, recordingParams, statusParams } from './call-params';
import type { CallStatus, FakeCall } from './call-record';
import type { CallTiming } from './call-timing';
import { sendWebhook } from './callbacks';
import { FAKE_STOPPING, runRelaySession } from './relay-session';
import { fakeSid } from './twilio-state';
import { parseTwiml, type TwimlVerb } from './twiml';

interface SimulatorContext {
  authToken: string;
  /** The fake's own base URL, for RecordingUrl. */
  baseUrl: string;
  timing: CallTiming;
  /** Resolves when the account's calls per second let this call leave the queue. */
  takeTurn: (signal: AbortSignal) => Promise<void>;
}

class HungUp extends Error {}

/**
 * One call's life, as Twilio lives it, on its own async path: it waits its turn in the queue
 * (the account's calls per second), rings, plays the scenario (busy, no answer, failed, or
 * answered: the voice URL's TwiML, a ConversationRelay session), posts every signed callback, and
 * ends. `hangUp()` is the REST API's Status=completed/canceled; `stop()` drops everything at once.
 * Every wait is a cancellable timer, so nothing outlives `stop()`.
 */
export class CallSimulator {
  private readonly stopping = new AbortController();
  private readonly hangingUp = new AbortController();
  private done: Promise<void> = Promise.resolve();

  constructor(
    readonly call: FakeCall,
    private readonly context: SimulatorContext,
  ) {}

  /** Begins after `queuedMs` in the queue. */
  start(queuedMs: number): void {
    this.done = this.run(queuedMs).catch(() => undefined);
  }

  /** Hang up from the REST API; `canceled` only touches a call not yet answered. */
  hangUp(requested: 'completed' | 'canceled'): void {
    const status = this.call.status;
    if (requested === 'canceled' && status === 'in-progress') return;
    this.hangingUp.abort(new HungUp());
  }

  /** Settles when the call's life is over (or was dropped by `stop()`). */
  get finished(): Promise<void> {
    return this.done;
  }

  async stop(): Promise<void> {
    this.stopping.abort(FAKE_STOPPING);
    await this.done;
  }

  private get signal(): AbortSignal {
    return AbortSignal.any([this.stopping.signal, this.hangingUp.signal]);
  }

  private pause(ms: number): Promise<void> {
    return wait(ms, undefined, { signal: this.signal });
  }

  private async run(queuedMs: number): Promise<void> {
    const { call } = this;
    const { timing } = this.context;
    try {
      await this.pause(queuedMs);
      await this.context.takeTurn(this.signal);
      call.startedAt = Date.now();
      await this.progress('initiated');
      await this.pause(timing.ringMs);
      if (call.scenario.kind === 'failed') return await this.end('failed');
      await this.progress('ringing');
      if (call.scenario.kind === 'busy') {
        await this.pause(timing.answerMs);
        return await this.end('busy');
      }
      if (call.scenario.kind === 'no-answer') {
        await this.pause(Math.min(timing.noAnswerMs, call.request.timeout * 1000));
        return await this.end('no-answer');
      }
      await this.pause(timing.answerMs);
    } catch {
      if (this.stopping.signal.aborted) return;
      return await this.end('canceled');
    }
    await this.answered();
  }

  private async answered(): Promise<void> {
    const { call } = this;
    const { timing } = this.context;
    call.answeredAt = Date.now();
    const machine = call.scenario.kind === 'voicemail';
    if (call.request.machineDetection) {
      call.answeredBy = !machine
        ? 'human'
        : call.request.machineDetection === 'DetectMessageEnd'
          ? 'machine_end_beep'
          : 'machine_start';
    }
    const inCall = new AbortController();
    const limit = wait(call.request.timeLimit * 1000, undefined, {
      signal: AbortSignal.any([inCall.signal, this.stopping.signal]),
    }).then(
      () => this.hangingUp.abort(new HungUp()),
      () => undefined,
    );
    const amd = this.reportAmd(timing.amdMs);
    try {
      await this.progress('in-progress');
      await this.voice();
    } catch {
      // Hung up, past the TimeLimit, or the fake is stopping.
    }
    inCall.abort();
    await Promise.all([limit, amd]);
    if (this.stopping.signal.aborted) return;
    await this.end('completed');
  }

  private async reportAmd(afterMs: number): Promise<void> {
    const { call } = this;
    const target = call.request.asyncAmdStatusCallback;
    if (!call.request.machineDetection || !call.request.asyncAmd || !target) return;
    try {
      await wait(afterMs, undefined, { signal: this.stopping.signal });
    } catch {
      return;
    }
    await this.webhook('amd', target, {
      AccountSid: call.accountSid,
      CallSid: call.sid,
      AnsweredBy: call.answeredBy ?? 'unknown',
      MachineDetectionDuration: String(call.answeredBy === 'human' ? 2100 : 4700),
    });
  }

  /** Fetches the voice URL (or takes the Twiml given) and runs what it says. */
  private async voice(): Promise<void> {
    const { call } = this;
    let twiml = call.request.twiml;
    if (twiml === null && call.request.url) {
      const params = callParams(this.call, 'in-progress');
      if (call.answeredBy && !call.request.asyncAmd) params.AnsweredBy = call.answeredBy;
      const answer = await this.webhook(
        'voice',
        call.request.url,
        params,
        call.request.method,
        this.signal,
      );
      if (answer.status < 200 || answer.status > 299) {
        call.errorCode = 11200;
        return;
      }
      twiml = answer.body;
    }
    await this.runTwiml(twiml ?? '', 0);
  }

  private async runTwiml(xml: string, depth: number): Promise<void> {
    let verbs: TwimlVerb[];
    try {
      verbs = parseTwiml(xml);
    } catch {
      this.call.errorCode = 12100;
      return;
    }
    const { maxVerbMs } = this.context.timing;
    for (const verb of verbs) {
      if (verb.verb === 'Hangup') return;
      if (verb.verb === 'Say') {
        this.call.conversation.push({ speaker: 'agent', text: verb.text, at: Date.now() });
        await this.pause(Math.min(maxVerbMs, verb.text.length * 20));
      }
      if (verb.verb === 'Pause') await this.pause(Math.min(maxVerbMs, verb.seconds * 1000));
      if (verb.verb === 'Connect' && verb.relay) {
        const next = await this.connect(verb, depth);
        if (next !== null && depth < 5) await this.runTwiml(next, depth + 1);
        if (verb.action) return;
      }
    }
  }

  /** The relay session, then its action URL; returns the action's TwiML when the call goes on. */
  private async connect(
    verb: Extract<TwimlVerb, { verb: 'Connect' }>,
    depth: number,
  ): Promise<string | null> {
    const relay = verb.relay;
    if (!relay) return null;
    const result = await runRelaySession({
      call: this.call,
      authToken: this.context.authToken,
      attributes: relay.attributes,
      parameters: relay.parameters,
      timing: this.context.timing,
      signal: this.signal,
    });
    if (!verb.action || this.stopping.signal.aborted) return null;
    const params = callParams(this.call, result.status === 'ended' ? 'in-progress' : 'completed');
    Object.assign(params, {
      SessionId: this.call.session?.sessionId ?? '',
      SessionStatus: result.status,
      SessionDuration: String(result.durationSeconds),
    });
    if (result.handoffData !== null) params.HandoffData = result.handoffData;
    const answer = await this.webhook(
      'action',
      verb.action,
      params,
      verb.method,
      this.stopping.signal,
    );
    // Once the lead is gone (or our side failed) nothing more is played; depth bounds redirects.
    const goesOn = result.status === 'ended' && !this.hangingUp.signal.aborted && depth < 5;
    return goesOn && answer.status >= 200 && answer.status < 300 ? answer.body : null;
  }

  private async end(status: CallStatus): Promise<void> {
    const { call } = this;
    call.endedAt = Date.now();
    await this.progress(status, true);
    const target = call.request.recordingStatusCallback;
    if (!call.request.record || !call.answeredAt) return;
    call.recordingSid = fakeSid('RE');
    if (!target) return;
    await this.webhook('recording', target, recordingParams(call, this.context.baseUrl));
  }

  /** Moves the call on and posts the status callback when that event was asked for. */
  private async progress(status: CallStatus, final = false): Promise<void> {
    const { call } = this;
    call.status = status;
    call.dateUpdated = new Date();
    const event = final ? 'completed' : PROGRESS_EVENT[status];
    const target = call.request.statusCallback;
    if (!event || !target || !call.request.statusCallbackEvents.includes(event)) return;
    const params = statusParams(call, status, final);
    await this.webhook('status', target, params, call.request.statusCallbackMethod);
  }

  private webhook(
    kind: Parameters<typeof sendWebhook>[2],
    url: string,
    params: Record<string, string>,
    method: 'GET' | 'POST' = 'POST',
    signal: AbortSignal = this.stopping.signal,
  ) {
    return sendWebhook(this.call, this.context.authToken, kind, { url, method }, params, signal);
  }
}
