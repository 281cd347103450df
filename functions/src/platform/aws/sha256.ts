import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';

type Data = string | ArrayBuffer | ArrayBufferView;

const bytes = (data: Data): string | Uint8Array =>
  typeof data === 'string'
    ? data
    : ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data);

/**
 * The SHA-256 (and HMAC) that `@smithy/signature-v4` and the SDK clients ask for, on node:crypto:
 * the one our SigV4 signers (SQS, KMS, S3) share, and the SDK's own `Sha256` in the Lambda
 * bundles (checksum-lite.ts), without its pure-JS fallback that Node never needs.
 */
export class Sha256 {
  readonly digestLength = 32;
  private hash: Hash | Hmac;
  constructor(private readonly secret?: Data) {
    this.hash = this.start();
  }
  private start(): Hash | Hmac {
    return this.secret === undefined
      ? createHash('sha256')
      : createHmac('sha256', bytes(this.secret));
  }
  update(data: Data): void {
    this.hash.update(bytes(data));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
  reset(): void {
    this.hash = this.start();
  }
}
