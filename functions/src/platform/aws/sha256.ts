import { createHash, createHmac } from 'node:crypto';

/**
 * The SHA-256 (and HMAC) that `@smithy/signature-v4` asks for, on node:crypto: the one our SigV4
 * signers (SQS, KMS, S3) share instead of the SDK's crypto packages.
 */
export class Sha256 {
  private readonly hash;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret
      ? createHmac(
          'sha256',
          typeof secret === 'string' ? secret : Buffer.from(secret as ArrayBuffer),
        )
      : createHash('sha256');
  }
  update(data: string | ArrayBuffer | ArrayBufferView): void {
    this.hash.update(typeof data === 'string' ? data : Buffer.from(data as ArrayBuffer));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
  reset(): void {}
}
