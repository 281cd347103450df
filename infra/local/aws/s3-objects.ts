import { createHash, randomUUID } from 'node:crypto';
import {
  closeSync,
  createReadStream,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';

/**
 * The buckets' objects. In memory, or (with a folder) one file per object under
 * `<dir>/<bucket>/`: a first line of JSON (key, type, ETag, size, time, metadata) and then the
 * bytes, written beside its place and renamed in before the PUT is answered, so an object is
 * either whole or not there, and a killed process keeps every object it acknowledged. The index
 * (keys and their first lines) is read at start; bytes are read from the file when asked for.
 */
export interface ObjectInfo {
  key: string;
  contentType: string;
  etag: string;
  size: number;
  lastModified: string;
  metadata: Record<string, string>;
}

interface Stored {
  info: ObjectInfo;
  /** In memory: the bytes. On disk: the file, and where its bytes start. */
  body?: Buffer;
  file?: string;
  offset?: number;
}

export class S3Error extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const fileNameOf = (key: string) => `${createHash('sha256').update(key).digest('hex')}.object`;

/** The first line of an object file, and where its bytes start. */
const readHeader = (file: string): { info: ObjectInfo; offset: number } | null => {
  const fd = openSync(file, 'r');
  try {
    const chunk = Buffer.alloc(16_384);
    const read = readSync(fd, chunk, 0, chunk.length, 0);
    const end = chunk.subarray(0, read).indexOf(10);
    if (end < 0) return null;
    return {
      info: JSON.parse(chunk.subarray(0, end).toString('utf8')) as ObjectInfo,
      offset: end + 1,
    };
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
};

export class S3Objects {
  private readonly buckets = new Map<string, Map<string, Stored>>();

  constructor(private readonly dir: string | null) {
    if (!dir || !existsSync(dir)) return;
    for (const bucket of readdirSync(dir, { withFileTypes: true })) {
      if (!bucket.isDirectory()) continue;
      const objects = new Map<string, Stored>();
      this.buckets.set(bucket.name, objects);
      for (const name of readdirSync(join(dir, bucket.name))) {
        const file = join(dir, bucket.name, name);
        // A draft left by a kill mid-write: never acknowledged, so never there.
        if (!name.endsWith('.object')) {
          rmSync(file, { force: true });
          continue;
        }
        const header = readHeader(file);
        if (header)
          objects.set(header.info.key, { info: header.info, file, offset: header.offset });
      }
    }
  }

  createBucket(name: string): void {
    if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(name)) {
      throw new S3Error('InvalidBucketName', 'The specified bucket is not valid.', 400);
    }
    if (this.buckets.has(name)) return;
    if (this.dir) mkdirSync(join(this.dir, name), { recursive: true });
    this.buckets.set(name, new Map());
  }

  hasBucket(name: string): boolean {
    return this.buckets.has(name);
  }

  private bucket(name: string) {
    const objects = this.buckets.get(name);
    if (!objects) throw new S3Error('NoSuchBucket', 'The specified bucket does not exist', 404);
    return objects;
  }

  put(
    bucket: string,
    key: string,
    body: Buffer,
    contentType: string,
    metadata: Record<string, string>,
  ): ObjectInfo {
    const objects = this.bucket(bucket);
    if (!key || Buffer.byteLength(key) > 1024) {
      throw new S3Error('KeyTooLongError', 'Your key is too long', 400);
    }
    const info: ObjectInfo = {
      key,
      contentType,
      etag: `"${createHash('md5').update(body).digest('hex')}"`,
      size: body.length,
      lastModified: new Date().toISOString(),
      metadata,
    };
    if (!this.dir) {
      objects.set(key, { info, body });
      return info;
    }
    const file = join(this.dir, bucket, fileNameOf(key));
    const draft = `${file}.${randomUUID()}.draft`;
    const header = Buffer.from(`${JSON.stringify(info)}\n`);
    const fd = openSync(draft, 'w');
    try {
      for (const part of [header, body]) {
        let written = 0;
        while (written < part.length) written += writeSync(fd, part, written);
      }
    } finally {
      closeSync(fd);
    }
    renameSync(draft, file);
    objects.set(key, { info, file, offset: header.length });
    return info;
  }

  head(bucket: string, key: string): ObjectInfo {
    const stored = this.bucket(bucket).get(key);
    if (!stored) throw new S3Error('NoSuchKey', 'The specified key does not exist.', 404);
    return stored.info;
  }

  /** The bytes from `start` to `end` (inclusive) as a stream. */
  read(bucket: string, key: string, start: number, end: number): Readable {
    const stored = this.bucket(bucket).get(key);
    if (!stored) throw new S3Error('NoSuchKey', 'The specified key does not exist.', 404);
    if (end < start) return Readable.from([]);
    if (stored.body) return Readable.from([stored.body.subarray(start, end + 1)]);
    const offset = stored.offset ?? 0;
    return createReadStream(stored.file ?? '', { start: offset + start, end: offset + end });
  }

  delete(bucket: string, key: string): void {
    const objects = this.bucket(bucket);
    const stored = objects.get(key);
    if (!stored) return;
    if (stored.file) rmSync(stored.file, { force: true });
    objects.delete(key);
  }

  /** Keys under `prefix` after `after`, in order, up to `max` (ListObjectsV2). */
  list(
    bucket: string,
    prefix: string,
    after: string,
    max: number,
    delimiter: string,
  ): { objects: ObjectInfo[]; prefixes: string[]; truncated: boolean; last: string | null } {
    const keys = [...this.bucket(bucket).keys()]
      .filter((key) => key.startsWith(prefix) && key > after)
      .sort();
    const objects: ObjectInfo[] = [];
    const prefixes: string[] = [];
    let last: string | null = null;
    for (const key of keys) {
      if (objects.length + prefixes.length >= max)
        return { objects, prefixes, truncated: true, last };
      const rest = key.slice(prefix.length);
      const cut = delimiter ? rest.indexOf(delimiter) : -1;
      if (cut >= 0) {
        const common = prefix + rest.slice(0, cut + delimiter.length);
        if (prefixes.at(-1) !== common) prefixes.push(common);
        last = key;
        continue;
      }
      objects.push(this.head(bucket, key));
      last = key;
    }
    return { objects, prefixes, truncated: false, last };
  }
}
