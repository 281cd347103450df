import { createHash, type Hash } from 'node:crypto';

/**
 * The MD5 the SQS client checks message bodies with, on node:crypto (checksum-lite.ts): the SDK's
 * own, without its pure-JS fallback that Node never needs.
 */
export class Md5 {
  readonly digestLength = 16;
  private hash: Hash = createHash('md5');
  update(data: string | ArrayBuffer | ArrayBufferView): void {
    this.hash.update(
      typeof data === 'string'
        ? data
        : ArrayBuffer.isView(data)
          ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
          : new Uint8Array(data),
    );
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.copy().digest());
  }
  reset(): void {
    this.hash = createHash('md5');
  }
}
