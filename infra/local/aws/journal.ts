import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  writeSync,
} from 'node:fs';
import { dirname } from 'node:path';

/**
 * An append-only file of JSON lines: each change is written (a write(2) on the open file) before
 * the request that made it is answered, so a killed process loses nothing it acknowledged (the
 * kernel has the bytes; only a crash of the machine itself could lose the last ones). On open the
 * lines are read back; a last line cut short by a kill is dropped. `rewrite` replaces the whole
 * file with a shorter one holding the same state (written beside it, synced, then renamed in).
 */
export class Journal<T> {
  private fd: number;
  private linesSinceRewrite = 0;

  private constructor(
    private readonly file: string,
    readonly entries: T[],
  ) {
    this.fd = openSync(file, 'a');
  }

  static open<T>(file: string): Journal<T> {
    mkdirSync(dirname(file), { recursive: true });
    const entries: T[] = [];
    if (existsSync(file)) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        if (!line.trim()) return;
        try {
          entries.push(JSON.parse(line) as T);
        } catch (error) {
          // Only the last line can be cut short (a kill mid-write); anything else is damage.
          if (i < lines.length - 1 && lines.slice(i + 1).some((rest) => rest.trim())) {
            throw new Error(`${file}: line ${i + 1} is not JSON (${(error as Error).message})`);
          }
        }
      });
    }
    return new Journal<T>(file, entries);
  }

  append(entry: T): void {
    const line = Buffer.from(`${JSON.stringify(entry)}\n`);
    let written = 0;
    while (written < line.length) written += writeSync(this.fd, line, written);
    this.linesSinceRewrite += 1;
  }

  /** Lines written since the file was last rewritten (or opened). */
  get growth(): number {
    return this.linesSinceRewrite;
  }

  rewrite(entries: Iterable<T>): void {
    const draft = `${this.file}.draft`;
    const fd = openSync(draft, 'w');
    try {
      let chunk = '';
      for (const entry of entries) {
        chunk += `${JSON.stringify(entry)}\n`;
        if (chunk.length > 1 << 20) {
          writeSync(fd, chunk);
          chunk = '';
        }
      }
      if (chunk) writeSync(fd, chunk);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(draft, this.file);
    closeSync(this.fd);
    this.fd = openSync(this.file, 'a');
    this.linesSinceRewrite = 0;
  }

  close(): void {
    closeSync(this.fd);
  }
}
