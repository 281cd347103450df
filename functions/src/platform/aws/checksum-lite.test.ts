import { Md5 as SdkMd5, Sha256 as SdkSha256 } from '@smithy/core/checksum';
import { describe, expect, it } from 'vitest';
import { Md5, Sha256 } from './checksum-lite';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

interface Hashing {
  update: (data: string | Uint8Array) => void;
  digest: () => Promise<Uint8Array>;
  reset: () => void;
}

/** The SDK's hash, its text given as UTF-8 bytes (its types take bytes only). */
const sdk = (hash: {
  update: (data: Uint8Array) => void;
  digest: () => Promise<Uint8Array>;
  reset: () => void;
}): Hashing => ({
  update: (data) => hash.update(typeof data === 'string' ? new TextEncoder().encode(data) : data),
  digest: () => hash.digest(),
  reset: () => hash.reset(),
});

/** Feeds each chunk to a hash built by `make`, answers its digest in hex. */
const digestOf = async (
  make: () => Hashing,
  chunks: (string | Uint8Array)[],
  resetFirst = false,
) => {
  const hash = make();
  if (resetFirst) {
    hash.update('thrown away');
    hash.reset();
  }
  for (const chunk of chunks) hash.update(chunk);
  return hex(await hash.digest());
};

const whole = new TextEncoder().encode('Ananya Iyer, Iyer Textiles, +91 98765 12345 ✓');
const cases: [string, (string | Uint8Array)[]][] = [
  ['nothing', []],
  ['a string', ['POST /api/webhooks/leads/email']],
  ['bytes in parts, one a view into a larger buffer', [whole.subarray(0, 7), whole.subarray(7)]],
  ['text and bytes', ['पंकज ', whole]],
];

describe('checksum-lite (the SDK hashes in the Lambda bundles)', () => {
  it.each(cases)('answers SHA-256 as the SDK does for %s, and after a reset', async (_, chunks) => {
    const ours = await digestOf(() => new Sha256(), chunks);
    expect(ours).toBe(await digestOf(() => sdk(new SdkSha256()), chunks));
    expect(await digestOf(() => new Sha256(), chunks, true)).toBe(ours);
  });

  it.each(cases)('answers an HMAC as the SDK does for %s, and after a reset', async (_, chunks) => {
    for (const secret of ['AWS4secret', new Uint8Array([1, 2, 3, 250])]) {
      const ours = await digestOf(() => new Sha256(secret), chunks);
      expect(ours).toBe(await digestOf(() => sdk(new SdkSha256(secret)), chunks));
      expect(await digestOf(() => new Sha256(secret), chunks, true)).toBe(ours);
    }
  });

  it.each(cases)('answers MD5 as the SDK does for %s, and after a reset', async (_, chunks) => {
    const ours = await digestOf(() => new Md5(), chunks);
    expect(ours).toBe(await digestOf(() => sdk(new SdkMd5()), chunks));
    expect(await digestOf(() => new Md5(), chunks, true)).toBe(ours);
  });
});
