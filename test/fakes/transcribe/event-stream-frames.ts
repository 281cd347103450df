import { EventStreamCodec } from '@smithy/core/event-streams';

/**
 * AWS event-stream framing as the fake needs it: the SDK's own codec (from @smithy/core, which
 * the SDK clients install) for one message, and a splitter for messages that arrive cut
 * anywhere: each starts with its total length (4 bytes, big-endian).
 */
export const utf8 = {
  encode: (input: Uint8Array | string) =>
    typeof input === 'string' ? input : Buffer.from(input).toString('utf8'),
  decode: (input: string) => new Uint8Array(Buffer.from(input, 'utf8')),
};

export const eventStreamCodec = () => new EventStreamCodec(utf8.encode, utf8.decode);

export const stringHeader = (value: string) => ({ type: 'string' as const, value });

/** Feed it what arrives; it answers the whole messages completed, in order. */
export const frameSplitter = () => {
  let pending: Buffer = Buffer.alloc(0);
  return (data: Buffer): Buffer[] => {
    pending = pending.length ? Buffer.concat([pending, data]) : data;
    const out: Buffer[] = [];
    while (pending.length >= 4 && pending.length >= pending.readUInt32BE(0)) {
      const size = pending.readUInt32BE(0);
      out.push(pending.subarray(0, size));
      pending = pending.subarray(size);
    }
    return out;
  };
};
