import WebSocket from 'ws';
import { encodeSpeech, heardText } from '../speech/fake-voice';
import type { ExotelCallTiming } from './call-timing';
import type { ExotelCall, StreamRecord } from './exotel-state';
import { fakeHex } from './exotel-state';
import { Playback } from './playback';
import { mix } from './recordings';
import type { LeadLine } from './scenarios';

/** 100 ms of 8 kHz 16-bit mono audio: one frame each way per tick. */
const FRAME_BYTES = 1600;
const FRAME_MS = 100;
const BYTES_PER_MS = FRAME_BYTES / FRAME_MS;
/** Exotel's rule for what we send: whole 20 ms units, at least 100 ms, at most 100 KB. */
const isGoodChunk = (size: number) => size % 320 === 0 && size >= FRAME_BYTES && size <= 100_000;

interface SessionOptions {
  call: ExotelCall;
  timing: ExotelCallTiming;
  /** Aborted when the fake stops. */
  signal: AbortSignal;
}

/**
 * The AgentStream socket of one answered call, as Exotel runs it: it opens the call's StreamUrl
 * (user info moved to `Authorization: Basic`), sends `connected` and `start`, then every 100 ms of
 * call time one `media` frame of the lead (speech or silence) and plays 100 ms of what our side
 * sent, echoing each `mark` once the audio before it has played and dropping unplayed audio on
 * `clear`. The lead speaks its lines in turn, each after our reply has played and a moment of
 * quiet (or over it, when the line interrupts), and hangs up after its last line; the TimeLimit
 * ends the call too. Settles when the socket is done.
 */
export const runStreamSession = (options: SessionOptions): Promise<void> =>
  new Promise((resolve) => new StreamSession(options, resolve).start());

class StreamSession {
  private readonly record: StreamRecord;
  private readonly lines: LeadLine[];
  private ws: WebSocket | null = null;
  private timer: NodeJS.Timeout | null = null;
  private finished = false;
  private sequence = 0;
  private chunk = 0;
  private audioMs = 0;
  private nextLine = 0;
  /** The lead is saying a line; once done, what was still queued to play then. */
  private speaking = false;
  private queuedAtLineEnd = 0;
  private leadAudio: Buffer = Buffer.alloc(0);
  private readonly playback = new Playback((name) => this.echoMark(name));
  private turnAudio: Buffer[] = [];
  private heardAgent = false;
  private quietMs = 0;
  private playedInTurnMs = 0;
  private interrupting = false;

  constructor(
    private readonly options: SessionOptions,
    private readonly resolve: () => void,
  ) {
    const { call } = options;
    this.lines = call.scenario.kind === 'answered' ? call.scenario.lead : [];
    this.record = {
      streamSid: fakeHex(16),
      url: call.request.streamUrl,
      authorization: null,
      opened: false,
      error: null,
      endedBy: null,
      badChunks: [],
      badFrames: [],
      marksEchoed: [],
      clears: 0,
      interruptions: 0,
      clearedInterruptions: 0,
    };
    call.stream = this.record;
  }

  start() {
    const { signal, call } = this.options;
    if (signal.aborted) return this.finish('fake');
    signal.addEventListener('abort', () => this.finish('fake'), { once: true });
    const target = new URL(call.request.streamUrl);
    if (target.username) {
      const user = decodeURIComponent(target.username);
      const pass = decodeURIComponent(target.password);
      this.record.authorization = `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`;
      target.username = '';
      target.password = '';
    }
    const headers: Record<string, string> = {};
    if (this.record.authorization) headers.authorization = this.record.authorization;
    const ws = new WebSocket(target, { headers, handshakeTimeout: 5_000 });
    this.ws = ws;
    ws.on('open', () => this.onOpen());
    ws.on('message', (data, isBinary) => this.onMessage(data as Buffer, isBinary));
    ws.on('close', () => this.finish('agent'));
    ws.on('error', (error) => {
      if (!this.record.opened) this.record.error = error.message;
      this.finish('agent');
    });
  }

  private send(frame: Record<string, unknown>) {
    if (this.ws?.readyState !== WebSocket.OPEN) return;
    this.ws.send(JSON.stringify(frame));
  }

  private envelope() {
    this.sequence += 1;
    return { sequence_number: String(this.sequence), stream_sid: this.record.streamSid };
  }

  private onOpen() {
    const { call, timing } = this.options;
    this.record.opened = true;
    const custom = Object.fromEntries(new URL(call.request.streamUrl).searchParams);
    this.send({ event: 'connected' });
    this.send({
      event: 'start',
      ...this.envelope(),
      start: {
        stream_sid: this.record.streamSid,
        call_sid: call.sid,
        account_sid: call.accountSid,
        from: call.request.from,
        to: call.request.callerId,
        custom_parameters: custom,
        media_format: { encoding: 'raw/slin', sample_rate: '8000', bit_rate: '128kbps' },
      },
    });
    const first = this.lines[0];
    // A lead who waits for the greeting speaks once it has played (takeTurn, as after any line).
    if (first && !first.waitsForGreeting) this.speak(first);
    this.timer = setInterval(() => this.tick(), Math.max(1, timing.frameMs));
  }

  private onMessage(data: Buffer, isBinary: boolean) {
    if (isBinary) return void this.record.badFrames.push('a binary frame');
    let frame: {
      event?: unknown;
      stream_sid?: unknown;
      media?: { payload?: unknown };
      mark?: { name?: unknown };
    };
    try {
      frame = JSON.parse(data.toString('utf8'));
    } catch {
      return void this.record.badFrames.push('not JSON');
    }
    if (frame.stream_sid !== this.record.streamSid) {
      return void this.record.badFrames.push(`${String(frame.event)} for another stream_sid`);
    }
    if (frame.event === 'media' && typeof frame.media?.payload === 'string') {
      const pcm = Buffer.from(frame.media.payload, 'base64');
      if (!isGoodChunk(pcm.length)) this.record.badChunks.push(pcm.length);
      this.playback.addAudio(pcm);
    } else if (frame.event === 'mark' && typeof frame.mark?.name === 'string') {
      this.playback.addMark(frame.mark.name);
    } else if (frame.event === 'clear') {
      this.onClear();
    } else this.record.badFrames.push(`an unknown frame: ${String(frame.event)}`);
  }

  /** Unplayed audio is dropped (playback.ts); an interruption answered so is counted. */
  private onClear() {
    this.record.clears += 1;
    this.playback.clear();
    if (this.interrupting) {
      this.record.clearedInterruptions += 1;
      this.interrupting = false;
    }
  }

  private echoMark(name: string) {
    this.record.marksEchoed.push(name);
    this.send({ event: 'mark', ...this.envelope(), mark: { name } });
  }

  private tick() {
    if (this.finished) return;
    const out = Buffer.alloc(FRAME_BYTES);
    this.leadAudio.copy(out, 0, 0, FRAME_BYTES);
    this.leadAudio = this.leadAudio.subarray(Math.min(FRAME_BYTES, this.leadAudio.length));
    this.chunk += 1;
    this.send({
      event: 'media',
      ...this.envelope(),
      media: {
        chunk: String(this.chunk),
        timestamp: String(this.audioMs),
        payload: out.toString('base64'),
      },
    });
    const played = this.playback.play(FRAME_BYTES);
    this.options.call.recording.push(mix(out, played));
    this.audioMs += FRAME_MS;
    if (this.audioMs >= this.options.call.request.timeLimit * 1000)
      return this.finish('time-limit');
    this.takeTurn(played);
  }

  private takeTurn(played: Buffer) {
    const { timing } = this.options;
    if (played.length > 0) {
      this.turnAudio.push(played);
      this.heardAgent = true;
      this.quietMs = 0;
      // What was queued before the lead finished (the greeting's rest) is not the agent's
      // answer: only audio after it counts toward cutting in.
      const stale = Math.min(played.length, this.queuedAtLineEnd);
      this.queuedAtLineEnd -= stale;
      this.playedInTurnMs += (played.length - stale) / BYTES_PER_MS;
    }
    if (this.leadAudio.length > 0) return;
    if (this.speaking) {
      this.speaking = false;
      this.queuedAtLineEnd = this.playback.queuedBytes;
    }
    const next = this.lines[this.nextLine];
    if (played.length > 0 || this.playback.hasAudio) {
      const cut = next?.interruptsAfterMs;
      if (next && cut !== undefined && this.playedInTurnMs >= cut) {
        this.record.interruptions += 1;
        this.speak(next);
        this.interrupting = true;
      }
      return;
    }
    this.quietMs += FRAME_MS;
    // A lead waiting for a greeting that does not come says hello after 3 s of call time.
    if (this.nextLine === 0 && next?.waitsForGreeting && !this.heardAgent && this.quietMs >= 3000) {
      this.speak(next);
      return;
    }
    if (this.heardAgent && this.quietMs >= timing.leadReplyMs) {
      if (next) this.speak(next);
      else this.finish('lead');
    } else if (!this.heardAgent && this.quietMs >= timing.quietHangUpMs) this.finish('lead');
  }

  /** What our side said since the lead last spoke, as the lead heard it, into the transcript. */
  private flushAgentTurn() {
    if (this.turnAudio.length === 0) return;
    const text = heardText(Buffer.concat(this.turnAudio));
    this.turnAudio = [];
    if (text) this.options.call.transcript.push(`AI: ${text}`);
  }

  private speak(line: LeadLine) {
    this.flushAgentTurn();
    this.nextLine += 1;
    this.interrupting = false;
    if (line.dtmf) {
      this.send({ event: 'dtmf', ...this.envelope(), dtmf: { digit: line.dtmf, duration: '100' } });
    }
    this.options.call.transcript.push(`Lead: ${line.says}`);
    this.leadAudio = encodeSpeech(line.says);
    this.speaking = true;
    this.heardAgent = false;
    this.quietMs = 0;
    this.playedInTurnMs = 0;
  }

  private finish(by: NonNullable<StreamRecord['endedBy']>) {
    if (this.finished) return;
    this.finished = true;
    if (this.timer) clearInterval(this.timer);
    this.flushAgentTurn();
    this.record.endedBy = by;
    const ws = this.ws;
    if (ws && by === 'fake') ws.terminate();
    else if (ws?.readyState === WebSocket.OPEN) {
      const { call } = this.options;
      this.send({
        event: 'stop',
        ...this.envelope(),
        stop: { call_sid: call.sid, account_sid: call.accountSid, reason: 'callended' },
      });
      ws.close(1000);
    } else if (ws && ws.readyState === WebSocket.CONNECTING) ws.terminate();
    this.resolve();
  }
}
