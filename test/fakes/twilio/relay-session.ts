import WebSocket from 'ws';
import type { ConversationEntry, FakeCall, RelaySessionRecord } from './call-record';
import type { LeadTurn } from './scenarios';
import { twilioSignature } from './signature';
import { fakeSid } from './twilio-state';

/** The abort reason of the fake stopping: sockets are dropped at once, with no close handshake. */
export const FAKE_STOPPING = 'twilio-fake-stopping';

export interface RelayTiming {
  /** Pause before the lead answers the agent's finished turn. */
  leadReplyMs: number;
  /** The lead (or a voicemail box) with nothing left to say hangs up after this much quiet. */
  quietHangUpMs: number;
}

export interface RelaySessionResult {
  status: 'ended' | 'completed' | 'failed';
  durationSeconds: number;
  handoffData: string | null;
}

interface RelayOptions {
  call: FakeCall;
  authToken: string;
  attributes: Record<string, string>;
  parameters: Record<string, string>;
  timing: RelayTiming;
  /** Aborted when the call ends from outside (hang-up, TimeLimit, the fake stopping). */
  signal: AbortSignal;
}

type Frame = Record<string, unknown> & { type?: unknown };

/**
 * One ConversationRelay session as Twilio runs it: it opens the WebSocket named by
 * `<ConversationRelay url>` (signed over that URL, no parameters), sends `setup`, then plays the
 * call's scenario: a lead line (`prompt`) after each finished agent turn (`text` … `last: true`),
 * an `interrupt` in the middle of a turn when the script says so, `dtmf` keys. It ends on our
 * `end` (ended), the lead hanging up or the call ending (completed), or a broken socket (failed).
 */
export const runRelaySession = (options: RelayOptions): Promise<RelaySessionResult> =>
  new Promise((resolve) => new RelaySession(options, resolve).start());

class RelaySession {
  private readonly record: RelaySessionRecord;
  private readonly lead: LeadTurn[];
  private readonly hangUpAfterTurns: number | undefined;
  private readonly lang: string;
  private readonly startedAt = Date.now();
  private ws: WebSocket | null = null;
  private timer: NodeJS.Timeout | null = null;
  private nextTurn = 0;
  private agentTokens: string[] = [];
  private finished = false;

  constructor(
    private readonly options: RelayOptions,
    private readonly resolve: (result: RelaySessionResult) => void,
  ) {
    const scenario = options.call.scenario;
    this.lead = scenario.kind === 'answered' ? scenario.lead : [];
    this.hangUpAfterTurns = scenario.kind === 'answered' ? scenario.hangUpAfterTurns : undefined;
    this.lang = options.attributes.transcriptionLanguage ?? options.attributes.language ?? 'en-US';
    this.record = {
      sessionId: fakeSid('VX'),
      url: options.attributes.url ?? '',
      status: 'in-progress',
      handoffData: null,
      received: [],
      sent: [],
      error: null,
    };
    options.call.session = this.record;
  }

  start() {
    const { signal, authToken } = this.options;
    if (signal.aborted) return this.finish('completed');
    signal.addEventListener('abort', this.onAbort, { once: true });
    const url = this.record.url;
    const ws = new WebSocket(url, {
      headers: { 'x-twilio-signature': twilioSignature(authToken, url, {}) },
      handshakeTimeout: 5_000,
    });
    this.ws = ws;
    ws.on('unexpected-response', (_request, response) => {
      this.finish('failed', `the WebSocket handshake was answered ${response.statusCode}`);
    });
    ws.on('error', (error) => this.finish('failed', error.message));
    ws.on('open', () => this.onOpen());
    ws.on('message', (data) => this.onFrame(data.toString()));
    ws.on('close', () => this.finish('failed', 'our side closed the WebSocket'));
  }

  private readonly onAbort = () =>
    this.finish('completed', undefined, this.options.signal.reason === FAKE_STOPPING);

  private onOpen(): void {
    const { call, parameters, attributes } = this.options;
    this.send({
      type: 'setup',
      sessionId: this.record.sessionId,
      accountSid: call.accountSid,
      parentCallSid: '',
      callSid: call.sid,
      from: call.request.from,
      to: call.request.to,
      forwardedFrom: '',
      callerName: '',
      direction: 'outbound-api',
      callType: 'PSTN',
      callStatus: 'IN-PROGRESS',
      customParameters: parameters,
    });
    const greeting = attributes.welcomeGreeting;
    if (greeting) {
      this.note({ speaker: 'agent', text: greeting, greeting: true });
      this.agentTurnEnded();
    }
  }

  private onFrame(text: string) {
    let frame: Frame;
    try {
      frame = JSON.parse(text) as Frame;
    } catch {
      this.record.received.push(text);
      return this.send({ type: 'error', description: `Invalid message received: ${text}` });
    }
    this.record.received.push(frame);
    switch (frame.type) {
      case 'text':
        return this.onText(String(frame.token ?? ''), frame.last === true);
      case 'end':
        this.record.handoffData =
          typeof frame.handoffData === 'string'
            ? frame.handoffData
            : frame.handoffData === undefined
              ? null
              : JSON.stringify(frame.handoffData);
        return this.finish('ended');
      case 'play':
        this.note({ speaker: 'agent', text: '', play: String(frame.source ?? '') });
        return;
      case 'sendDigits':
        this.note({ speaker: 'agent', text: '', digits: String(frame.digits ?? '') });
        return;
      case 'language':
        return;
      default:
        this.send({ type: 'error', description: `Invalid message type: ${String(frame.type)}` });
    }
  }

  private onText(token: string, last: boolean) {
    // The agent is speaking: the lead neither answers nor hangs up while the tokens keep coming.
    this.clearTimer();
    this.agentTokens.push(token);
    const upcoming = this.lead[this.nextTurn];
    const cutAt = upcoming?.interruptsAfterTokens;
    if (!last && cutAt !== undefined && this.agentTokens.length >= cutAt && !this.hangsUpNow()) {
      const said = this.agentTokens.join('');
      this.agentTokens = [];
      this.note({ speaker: 'agent', text: said, interrupted: true });
      this.send({
        type: 'interrupt',
        utteranceUntilInterrupt: said,
        durationUntilInterruptMs: said.length * 60,
      });
      return this.speak();
    }
    if (!last) {
      // A turn that never ends (no `last: true`) is silence too, in the end.
      this.timer = setTimeout(() => this.finish('completed'), this.options.timing.quietHangUpMs);
      return;
    }
    const said = this.agentTokens.join('');
    this.agentTokens = [];
    this.note({ speaker: 'agent', text: said });
    this.agentTurnEnded();
  }

  private hangsUpNow(): boolean {
    return this.hangUpAfterTurns !== undefined && this.nextTurn >= this.hangUpAfterTurns;
  }

  /** The agent finished a turn: the lead answers after a moment, or hangs up. */
  private agentTurnEnded(): void {
    this.clearTimer();
    if (this.hangsUpNow()) {
      this.timer = setTimeout(() => this.finish('completed'), this.options.timing.leadReplyMs);
    } else if (this.lead[this.nextTurn]) {
      this.timer = setTimeout(() => this.speak(), this.options.timing.leadReplyMs);
    } else {
      this.timer = setTimeout(() => this.finish('completed'), this.options.timing.quietHangUpMs);
    }
  }

  private speak(): void {
    this.clearTimer();
    const turn = this.lead[this.nextTurn];
    if (!turn || this.finished) return;
    this.nextTurn += 1;
    if (turn.dtmf) {
      for (const digit of turn.dtmf) this.send({ type: 'dtmf', digit });
      this.note({ speaker: 'lead', text: '', digits: turn.dtmf });
    }
    for (const partial of turn.partials ?? []) {
      this.send({ type: 'prompt', voicePrompt: partial, lang: this.lang, last: false });
    }
    if (turn.says) {
      this.send({ type: 'prompt', voicePrompt: turn.says, lang: this.lang, last: true });
      this.note({ speaker: 'lead', text: turn.says });
    }
    // The lead waits for the agent's answer; if none comes, quiet ends the call.
    this.timer = setTimeout(() => this.finish('completed'), this.options.timing.quietHangUpMs);
  }

  private note(entry: Omit<ConversationEntry, 'at'>): void {
    this.options.call.conversation.push({ ...entry, at: Date.now() });
  }

  private send(frame: Record<string, unknown>): void {
    if (this.ws?.readyState !== WebSocket.OPEN) return;
    this.record.sent.push(frame);
    this.ws.send(JSON.stringify(frame));
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private finish(status: RelaySessionResult['status'], error?: string, drop = false): void {
    if (this.finished) return;
    this.finished = true;
    this.clearTimer();
    this.options.signal.removeEventListener('abort', this.onAbort);
    this.record.status = status;
    if (error) this.record.error = error;
    const ws = this.ws;
    if (ws && ws.readyState !== WebSocket.CLOSED) {
      ws.removeAllListeners();
      // Errors after this point (a socket torn down mid-close) have nobody left to tell.
      ws.on('error', () => undefined);
      if (ws.readyState === WebSocket.OPEN && !drop) {
        ws.close(1000);
        // Our side gets a second to answer the close; the timer holds nothing open.
        setTimeout(() => ws.terminate(), 1_000).unref();
      } else ws.terminate();
    }
    this.resolve({
      status,
      durationSeconds: Math.round((Date.now() - this.startedAt) / 1000),
      handoffData: this.record.handoffData,
    });
  }
}
