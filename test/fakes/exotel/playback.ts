type Queued = { kind: 'audio'; pcm: Buffer } | { kind: 'mark'; name: string };

/**
 * What Exotel does with the audio our side sends on an AgentStream: it queues `media` and `mark`
 * in order, plays the audio in real time (the stream session takes 100 ms a tick), answers each
 * mark once everything before it has played, and on `clear` drops the unplayed audio and answers
 * the marks waiting behind it at once.
 */
export class Playback {
  private queue: Queued[] = [];

  constructor(private readonly echoMark: (name: string) => void) {}

  addAudio(pcm: Buffer) {
    this.queue.push({ kind: 'audio', pcm });
  }

  addMark(name: string) {
    this.queue.push({ kind: 'mark', name });
  }

  /** Bytes of audio waiting to be played. */
  get queuedBytes(): number {
    return this.queue.reduce((sum, item) => sum + (item.kind === 'audio' ? item.pcm.length : 0), 0);
  }

  get hasAudio(): boolean {
    return this.queue.some((item) => item.kind === 'audio');
  }

  clear() {
    const marks = this.queue.filter((item) => item.kind === 'mark');
    this.queue = [];
    for (const mark of marks) this.echoMark(mark.name);
  }

  /** Plays up to `bytes` of audio, answering the marks it passes. */
  play(bytes: number): Buffer {
    const parts: Buffer[] = [];
    let need = bytes;
    this.marksAtHead();
    while (need > 0 && this.queue[0]?.kind === 'audio') {
      const head = this.queue[0];
      const part = head.pcm.subarray(0, need);
      parts.push(part);
      need -= part.length;
      if (part.length === head.pcm.length) this.queue.shift();
      else head.pcm = head.pcm.subarray(part.length);
      this.marksAtHead();
    }
    return Buffer.concat(parts);
  }

  private marksAtHead() {
    while (this.queue[0]?.kind === 'mark') {
      const mark = this.queue.shift() as { kind: 'mark'; name: string };
      this.echoMark(mark.name);
    }
  }
}
