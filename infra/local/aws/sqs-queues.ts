import { createHash, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Journal } from './journal';

/**
 * Standard SQS queues as the service keeps them: a message sent is kept until deleted (or past
 * the queue's retention), a received one is hidden for the visibility timeout and then comes
 * again, and one received more than the redrive policy's maxReceiveCount moves to its dead-letter
 * queue on the next receive. With a folder, every change a request makes (queue, send, receive
 * count, delete, move, purge) is written to a journal before the request is answered, and read
 * back on start: messages in flight then are visible again at once (as after their visibility
 * timeout), with their receive counts, so redrive still counts across restarts.
 */
export class SqsError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

export interface SqsMessage {
  id: string;
  body: string;
  md5: string;
  sentAt: number;
  /** Hidden until then: delayed, or in flight. */
  visibleAt: number;
  /** In flight (received and not yet visible again). */
  inFlight: boolean;
  receiveCount: number;
  firstReceiveAt: number | null;
  /** Every receipt handle it was given; any of them deletes it. */
  handles: string[];
}

export interface SqsQueue {
  name: string;
  arn: string;
  attributes: Record<string, string>;
  createdAt: number;
  modifiedAt: number;
  messages: Map<string, SqsMessage>;
}

type Entry =
  | { op: 'queue'; name: string; attributes: Record<string, string>; at: number }
  | {
      op: 'send';
      queue: string;
      id: string;
      body: string;
      sentAt: number;
      visibleAt: number;
      receiveCount?: number;
      firstReceiveAt?: number | null;
    }
  | { op: 'receive'; queue: string; ids: string[]; at: number }
  | { op: 'delete'; queue: string; ids: string[] }
  | { op: 'move'; queue: string; to: string; id: string }
  | { op: 'purge'; queue: string };

export const ACCOUNT_ID = '000000000000';

const DEFAULTS: Record<string, string> = {
  VisibilityTimeout: '30',
  DelaySeconds: '0',
  MaximumMessageSize: '1048576',
  MessageRetentionPeriod: '345600',
  ReceiveMessageWaitTimeSeconds: '0',
};

const SETTABLE = new Set([
  ...Object.keys(DEFAULTS),
  'RedrivePolicy',
  'RedriveAllowPolicy',
  'Policy',
  'SqsManagedSseEnabled',
  'KmsMasterKeyId',
  'KmsDataKeyReusePeriodSeconds',
]);

const RANGES: Record<string, [number, number]> = {
  VisibilityTimeout: [0, 43_200],
  DelaySeconds: [0, 900],
  MaximumMessageSize: [1_024, 1_048_576],
  MessageRetentionPeriod: [60, 1_209_600],
  ReceiveMessageWaitTimeSeconds: [0, 20],
};

/** What SQS accepts in a body: #x9 | #xA | #xD | #x20-#xD7FF | #xE000-#xFFFD | #x10000-#x10FFFF. */
const INVALID_CHARACTER = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

export const md5Hex = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/** Long polls waiting on a queue: woken when a message may have become visible. */
type Waiter = () => void;

/** Rewrite the journal once it holds this many lines more than the state needs. */
const REWRITE_AFTER_LINES = 20_000;

export class SqsQueues {
  readonly queues = new Map<string, SqsQueue>();
  private readonly waiters = new Map<string, Set<Waiter>>();
  private readonly handles = new Map<string, { queue: string; id: string }>();
  private readonly journal: Journal<Entry> | null;

  constructor(
    readonly region: string,
    dir: string | null,
  ) {
    if (!dir) {
      this.journal = null;
      return;
    }
    this.journal = Journal.open<Entry>(join(dir, 'journal.jsonl'));
    for (const entry of this.journal.entries) this.apply(entry);
    // In flight when the last run stopped: visible again now, as after their timeout.
    for (const queue of this.queues.values()) {
      for (const message of queue.messages.values()) {
        if (message.inFlight) {
          message.inFlight = false;
          message.visibleAt = 0;
        }
      }
    }
    this.journal.rewrite(this.snapshot());
    this.journal.entries.length = 0;
  }

  /** Applies a journal entry (on replay) or a change being made (after it is written). */
  private apply(entry: Entry): void {
    switch (entry.op) {
      case 'queue': {
        const existing = this.queues.get(entry.name);
        if (existing) {
          existing.attributes = { ...entry.attributes };
          existing.modifiedAt = entry.at;
        } else {
          this.queues.set(entry.name, {
            name: entry.name,
            arn: `arn:aws:sqs:${this.region}:${ACCOUNT_ID}:${entry.name}`,
            attributes: { ...entry.attributes },
            createdAt: entry.at,
            modifiedAt: entry.at,
            messages: new Map(),
          });
        }
        return;
      }
      case 'send': {
        const queue = this.queues.get(entry.queue);
        queue?.messages.set(entry.id, {
          id: entry.id,
          body: entry.body,
          md5: md5Hex(entry.body),
          sentAt: entry.sentAt,
          visibleAt: entry.visibleAt,
          inFlight: false,
          receiveCount: entry.receiveCount ?? 0,
          firstReceiveAt: entry.firstReceiveAt ?? null,
          handles: [],
        });
        return;
      }
      case 'receive': {
        const queue = this.queues.get(entry.queue);
        for (const id of entry.ids) {
          const message = queue?.messages.get(id);
          if (!message) continue;
          message.receiveCount += 1;
          message.firstReceiveAt ??= entry.at;
          message.inFlight = true;
        }
        return;
      }
      case 'delete': {
        const queue = this.queues.get(entry.queue);
        for (const id of entry.ids) {
          const message = queue?.messages.get(id);
          if (!message) continue;
          for (const handle of message.handles) this.handles.delete(handle);
          queue?.messages.delete(id);
        }
        return;
      }
      case 'move': {
        const from = this.queues.get(entry.queue);
        const to = this.queues.get(entry.to);
        const message = from?.messages.get(entry.id);
        if (!message) return;
        for (const handle of message.handles) this.handles.delete(handle);
        from?.messages.delete(entry.id);
        message.handles = [];
        message.inFlight = false;
        message.visibleAt = 0;
        to?.messages.set(message.id, message);
        return;
      }
      case 'purge': {
        const queue = this.queues.get(entry.queue);
        if (!queue) return;
        for (const message of queue.messages.values()) {
          for (const handle of message.handles) this.handles.delete(handle);
        }
        queue.messages.clear();
        return;
      }
    }
  }

  /** Writes the change (journal first), then makes it. */
  private change(entry: Entry): void {
    this.journal?.append(entry);
    this.apply(entry);
  }

  /** The entries that make the present state, for a rewritten journal. */
  private *snapshot(): Generator<Entry> {
    for (const queue of this.queues.values()) {
      yield { op: 'queue', name: queue.name, attributes: queue.attributes, at: queue.createdAt };
    }
    for (const queue of this.queues.values()) {
      for (const message of queue.messages.values()) {
        yield {
          op: 'send',
          queue: queue.name,
          id: message.id,
          body: message.body,
          sentAt: message.sentAt,
          // In flight now: visible at once after a restart.
          visibleAt: message.inFlight ? 0 : message.visibleAt,
          receiveCount: message.receiveCount,
          firstReceiveAt: message.firstReceiveAt,
        };
      }
    }
  }

  private compactIfLong(): void {
    if (!this.journal || this.journal.growth < REWRITE_AFTER_LINES) return;
    let live = this.queues.size;
    for (const queue of this.queues.values()) live += queue.messages.size;
    if (this.journal.growth > live * 4) this.journal.rewrite(this.snapshot());
  }

  queue(name: string): SqsQueue {
    const queue = this.queues.get(name);
    if (!queue) {
      throw new SqsError(
        'AWS.SimpleQueueService.NonExistentQueue',
        'The specified queue does not exist.',
      );
    }
    return queue;
  }

  private static checkAttributes(attributes: Record<string, string>) {
    for (const [name, value] of Object.entries(attributes)) {
      if (!SETTABLE.has(name)) {
        throw new SqsError('InvalidAttributeName', `Unknown Attribute ${name}.`);
      }
      const range = RANGES[name];
      const n = Number(value);
      if (range && (!Number.isInteger(n) || n < range[0] || n > range[1])) {
        throw new SqsError(
          'InvalidAttributeValue',
          `Invalid value for the parameter ${name}. Reason: Must be between ${range[0]} and ${range[1]}.`,
        );
      }
    }
    if (attributes.RedrivePolicy) {
      try {
        const policy = JSON.parse(attributes.RedrivePolicy) as Record<string, unknown>;
        if (
          typeof policy.deadLetterTargetArn !== 'string' ||
          !(Number(policy.maxReceiveCount) >= 1)
        ) {
          throw new Error('incomplete');
        }
      } catch {
        throw new SqsError(
          'InvalidAttributeValue',
          'Invalid value for the parameter RedrivePolicy.',
        );
      }
    }
  }

  /**
   * CreateQueue. A queue already there with other attributes takes the new ones: the code's queue
   * settings changed since the data was written, as a deploy would update them.
   */
  create(name: string, attributes: Record<string, string> = {}): SqsQueue {
    if (!/^[A-Za-z0-9_-]{1,80}$/.test(name)) {
      throw new SqsError(
        'InvalidParameterValue',
        'Can only include alphanumeric characters, hyphens, or underscores. 1 to 80 in length',
      );
    }
    if (attributes.FifoQueue === 'true' || name.endsWith('.fifo')) {
      throw new SqsError('InvalidParameterValue', 'FIFO queues are not emulated locally');
    }
    SqsQueues.checkAttributes(attributes);
    const existing = this.queues.get(name);
    const wanted = { ...DEFAULTS, ...(existing?.attributes ?? {}), ...attributes };
    if (!existing || JSON.stringify(existing.attributes) !== JSON.stringify(wanted)) {
      this.change({ op: 'queue', name, attributes: wanted, at: Date.now() });
    }
    return this.queue(name);
  }

  setAttributes(name: string, attributes: Record<string, string>): void {
    const queue = this.queue(name);
    SqsQueues.checkAttributes(attributes);
    this.change({
      op: 'queue',
      name,
      attributes: { ...queue.attributes, ...attributes },
      at: Date.now(),
    });
  }

  /** Checks a body as SQS does. */
  private checkBody(queue: SqsQueue, body: unknown): void {
    if (typeof body !== 'string' || body.length === 0) {
      throw new SqsError('MissingParameter', 'The request must contain the parameter MessageBody.');
    }
    if (INVALID_CHARACTER.test(body)) {
      throw new SqsError(
        'InvalidMessageContents',
        'Invalid characters found. Valid unicode characters are #x9 | #xA | #xD | #x20 to #xD7FF | #xE000 to #xFFFD | #x10000 to #x10FFFF',
      );
    }
    const max = Number(queue.attributes.MaximumMessageSize);
    if (Buffer.byteLength(body, 'utf8') > max) {
      throw new SqsError(
        'InvalidParameterValue',
        `One or more parameters are invalid. Reason: Message must be shorter than ${max} bytes.`,
      );
    }
  }

  send(name: string, body: unknown, delaySeconds?: number): SqsMessage {
    const queue = this.queue(name);
    this.checkBody(queue, body);
    const delay = delaySeconds ?? Number(queue.attributes.DelaySeconds);
    if (!Number.isInteger(delay) || delay < 0 || delay > 900) {
      throw new SqsError(
        'InvalidParameterValue',
        `Value ${delaySeconds} for parameter DelaySeconds is invalid. Reason: Must be between 0 and 900.`,
      );
    }
    const now = Date.now();
    const id = randomUUID();
    this.change({
      op: 'send',
      queue: name,
      id,
      body: body as string,
      sentAt: now,
      visibleAt: delay > 0 ? now + delay * 1000 : 0,
    });
    this.compactIfLong();
    this.wake(name);
    const message = queue.messages.get(id);
    if (!message) throw new Error(`message ${id} sent to ${name} was not kept`);
    return message;
  }

  private redrive(queue: SqsQueue): { to: SqsQueue; maxReceiveCount: number } | null {
    if (!queue.attributes.RedrivePolicy) return null;
    const policy = JSON.parse(queue.attributes.RedrivePolicy) as {
      deadLetterTargetArn: string;
      maxReceiveCount: number | string;
    };
    const name = policy.deadLetterTargetArn.split(':').pop() ?? '';
    const to = this.queues.get(name);
    return to ? { to, maxReceiveCount: Number(policy.maxReceiveCount) } : null;
  }

  /** Messages back from flight (their timeout passed) and expired ones dropped. */
  private tidy(queue: SqsQueue, now: number): void {
    const retention = Number(queue.attributes.MessageRetentionPeriod) * 1000;
    const expired: string[] = [];
    for (const message of queue.messages.values()) {
      if (message.inFlight && message.visibleAt <= now) message.inFlight = false;
      if (message.sentAt + retention <= now) expired.push(message.id);
    }
    if (expired.length) this.change({ op: 'delete', queue: queue.name, ids: expired });
  }

  /** Up to `max` visible messages, now hidden for `visibilitySeconds`; none if there are none. */
  receiveNow(name: string, max: number, visibilitySeconds?: number) {
    const queue = this.queue(name);
    const now = Date.now();
    this.tidy(queue, now);
    const visibility = visibilitySeconds ?? Number(queue.attributes.VisibilityTimeout);
    const redrive = this.redrive(queue);
    const taken: SqsMessage[] = [];
    for (const message of queue.messages.values()) {
      if (taken.length >= max) break;
      if (message.inFlight || message.visibleAt > now) continue;
      // Received maxReceiveCount times already: to the dead-letter queue instead.
      if (redrive && message.receiveCount >= redrive.maxReceiveCount) {
        this.change({ op: 'move', queue: name, to: redrive.to.name, id: message.id });
        this.wake(redrive.to.name);
        continue;
      }
      taken.push(message);
    }
    if (!taken.length) return [];
    this.change({ op: 'receive', queue: name, ids: taken.map((m) => m.id), at: now });
    this.compactIfLong();
    return taken.map((message) => {
      const handle = `${randomUUID()}${randomUUID()}`.replace(/-/g, '');
      message.handles.push(handle);
      message.visibleAt = now + visibility * 1000;
      this.handles.set(handle, { queue: name, id: message.id });
      return { message, handle };
    });
  }

  /** When the next hidden message of the queue shows, if any does. */
  private nextVisibleAt(queue: SqsQueue): number | null {
    let next: number | null = null;
    for (const message of queue.messages.values()) {
      if (message.visibleAt > Date.now() && (next === null || message.visibleAt < next)) {
        next = message.visibleAt;
      }
    }
    return next;
  }

  /** ReceiveMessage with long polling: waits up to `waitSeconds` for a message, or `signal`. */
  async receive(
    name: string,
    max: number,
    waitSeconds: number,
    visibilitySeconds: number | undefined,
    signal: AbortSignal,
  ) {
    const deadline = Date.now() + waitSeconds * 1000;
    for (;;) {
      const got = this.receiveNow(name, max, visibilitySeconds);
      if (got.length || Date.now() >= deadline || signal.aborted) return got;
      const next = this.nextVisibleAt(this.queue(name));
      const until = Math.min(deadline, next ?? deadline);
      await new Promise<void>((done) => {
        const waiters = this.waiters.get(name) ?? new Set<Waiter>();
        this.waiters.set(name, waiters);
        const wake = () => {
          clearTimeout(timer);
          waiters.delete(wake);
          signal.removeEventListener('abort', wake);
          done();
        };
        const timer = setTimeout(wake, Math.max(1, until - Date.now()));
        waiters.add(wake);
        signal.addEventListener('abort', wake);
      });
    }
  }

  private wake(name: string): void {
    for (const wake of [...(this.waiters.get(name) ?? [])]) wake();
  }

  private byHandle(name: string, handle: unknown): SqsMessage | null {
    if (typeof handle !== 'string' || !handle) {
      throw new SqsError('ReceiptHandleIsInvalid', 'The input receipt handle is invalid.');
    }
    const at = this.handles.get(handle);
    if (!at) {
      if (!/^[0-9a-f]{64}$/.test(handle)) {
        throw new SqsError(
          'ReceiptHandleIsInvalid',
          `The input receipt handle "${handle}" is not valid.`,
        );
      }
      // A handle of a message already deleted (or of a run before a restart): nothing to do.
      return null;
    }
    if (at.queue !== name) {
      throw new SqsError('ReceiptHandleIsInvalid', 'The receipt handle is of another queue.');
    }
    return this.queue(name).messages.get(at.id) ?? null;
  }

  delete(name: string, handle: unknown): void {
    this.queue(name);
    const message = this.byHandle(name, handle);
    if (message) this.change({ op: 'delete', queue: name, ids: [message.id] });
    this.compactIfLong();
  }

  changeVisibility(name: string, handle: unknown, seconds: number): void {
    if (!Number.isInteger(seconds) || seconds < 0 || seconds > 43_200) {
      throw new SqsError('InvalidParameterValue', 'VisibilityTimeout must be between 0 and 43200');
    }
    const message = this.byHandle(name, handle);
    const now = Date.now();
    if (!message?.inFlight || message.visibleAt <= now) {
      throw new SqsError('MessageNotInflight', 'The message is not in flight.');
    }
    message.visibleAt = now + seconds * 1000;
    if (seconds === 0) {
      message.inFlight = false;
      this.wake(name);
    }
  }

  purge(name: string): void {
    this.queue(name);
    this.change({ op: 'purge', queue: name });
  }

  attributes(name: string, wanted: readonly string[]): Record<string, string> {
    const queue = this.queue(name);
    const now = Date.now();
    this.tidy(queue, now);
    let visible = 0;
    let inFlight = 0;
    let delayed = 0;
    for (const message of queue.messages.values()) {
      if (message.inFlight) inFlight += 1;
      else if (message.visibleAt > now) delayed += 1;
      else visible += 1;
    }
    const all: Record<string, string> = {
      ...queue.attributes,
      QueueArn: queue.arn,
      ApproximateNumberOfMessages: String(visible),
      ApproximateNumberOfMessagesNotVisible: String(inFlight),
      ApproximateNumberOfMessagesDelayed: String(delayed),
      CreatedTimestamp: String(Math.floor(queue.createdAt / 1000)),
      LastModifiedTimestamp: String(Math.floor(queue.modifiedAt / 1000)),
    };
    if (wanted.includes('All')) return all;
    return Object.fromEntries(wanted.filter((n) => n in all).map((n) => [n, all[n] ?? '']));
  }

  /** Ends the long polls (they answer what they have: nothing) and closes the journal. */
  close(): void {
    for (const name of this.waiters.keys()) this.wake(name);
    this.journal?.close();
  }
}
