import * as z from 'zod/mini';

/**
 * Exotel's AgentStream (Voicebot applet, Connect Voice AI) WebSocket protocol, pure: what Exotel
 * sends us parsed into typed events, and what we send it built as JSON text. Shapes follow
 * developer.exotel.com/docs/agentstream/websocket-protocol: snake_case names (`stream_sid`,
 * `sequence_number`), numbers sent as strings, audio as base64 16-bit little-endian mono PCM
 * ("raw/slin") at 8 kHz in frames of about 100 ms.
 */
export const EXOTEL_SAMPLE_RATE = 8000;
/** 20 ms of 8 kHz 16-bit audio: what Exotel plays in one step; every chunk a multiple of it. */
export const EXOTEL_CHUNK_UNIT_BYTES = 320;
/**
 * The smallest chunk we send. Exotel's guide says "Minimum 3.2 KB (100 ms of data)"; at 8 kHz
 * 100 ms is 1,600 bytes, so the two halves disagree. 3,200 bytes satisfies both readings.
 */
export const EXOTEL_MIN_CHUNK_BYTES = 3200;
/** Exotel's largest chunk is 100 KB; we stay far below it so a `clear` has little to drop. */
export const EXOTEL_CHUNK_BYTES = 3200;

const numeric = z.optional(z.union([z.string(), z.number()]));
const envelope = {
  sequence_number: numeric,
  stream_sid: z.optional(z.string()),
};

const connectedSchema = z.object({ event: z.literal('connected') });
const startSchema = z.object({
  event: z.literal('start'),
  ...envelope,
  start: z.object({
    stream_sid: z.optional(z.string()),
    call_sid: z.string().check(z.minLength(1)),
    account_sid: z.optional(z.string()),
    from: z.optional(z.string()),
    to: z.optional(z.string()),
    custom_parameters: z.optional(z.record(z.string(), z.unknown())),
    media_format: z.optional(
      z.object({
        encoding: z.optional(z.string()),
        sample_rate: numeric,
        bit_rate: numeric,
      }),
    ),
  }),
});
const mediaSchema = z.object({
  event: z.literal('media'),
  ...envelope,
  media: z.object({ chunk: numeric, timestamp: numeric, payload: z.string() }),
});
const dtmfSchema = z.object({
  event: z.literal('dtmf'),
  ...envelope,
  dtmf: z.object({ digit: z.string(), duration: numeric }),
});
const markSchema = z.object({
  event: z.literal('mark'),
  ...envelope,
  mark: z.object({ name: z.string() }),
});
const stopSchema = z.object({
  event: z.literal('stop'),
  ...envelope,
  stop: z.optional(
    z.object({
      call_sid: z.optional(z.string()),
      account_sid: z.optional(z.string()),
      reason: z.optional(z.string()),
    }),
  ),
});

const frameSchema = z.discriminatedUnion('event', [
  connectedSchema,
  startSchema,
  mediaSchema,
  dtmfSchema,
  markSchema,
  stopSchema,
]);

export type ExotelStreamEvent =
  | { event: 'connected' }
  | {
      event: 'start';
      sequenceNumber: number | null;
      streamSid: string;
      callSid: string;
      accountSid: string | null;
      from: string | null;
      to: string | null;
      customParameters: Record<string, string>;
      mediaFormat: { encoding: string; sampleRate: number; bitRate: number };
    }
  | {
      event: 'media';
      sequenceNumber: number | null;
      streamSid: string;
      chunk: number | null;
      timestamp: number | null;
      /** The decoded audio: 16-bit little-endian PCM. */
      pcm: Buffer;
    }
  | { event: 'dtmf'; sequenceNumber: number | null; streamSid: string; digit: string }
  | { event: 'mark'; sequenceNumber: number | null; streamSid: string; name: string }
  | { event: 'stop'; sequenceNumber: number | null; streamSid: string; reason: string | null };

export type ExotelFrameParse =
  | { ok: true; event: ExotelStreamEvent }
  | { ok: false; reason: string };

const toNumber = (value: string | number | undefined): number | null => {
  if (value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const stringValues = (record: Record<string, unknown> | undefined): Record<string, string> =>
  Object.fromEntries(
    Object.entries(record ?? {}).map(([key, value]) => [key, String(value ?? '')]),
  );

/** One text frame from Exotel, parsed. A binary frame, bad JSON or an unknown event is a reason. */
export const parseExotelFrame = (data: string | Buffer): ExotelFrameParse => {
  let json: unknown;
  try {
    json = JSON.parse(typeof data === 'string' ? data : data.toString('utf8'));
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  const parsed = frameSchema.safeParse(json);
  if (!parsed.success) return { ok: false, reason: parsed.error.issues[0]?.message ?? 'invalid' };
  const frame = parsed.data;
  if (frame.event === 'connected') return { ok: true, event: { event: 'connected' } };
  const sequenceNumber = toNumber(frame.sequence_number);
  const streamSid = frame.stream_sid ?? '';
  switch (frame.event) {
    case 'start': {
      const format = frame.start.media_format;
      return {
        ok: true,
        event: {
          event: 'start',
          sequenceNumber,
          streamSid: frame.stream_sid ?? frame.start.stream_sid ?? '',
          callSid: frame.start.call_sid,
          accountSid: frame.start.account_sid ?? null,
          from: frame.start.from ?? null,
          to: frame.start.to ?? null,
          customParameters: stringValues(frame.start.custom_parameters),
          mediaFormat: {
            encoding: format?.encoding ?? 'raw/slin',
            sampleRate: toNumber(format?.sample_rate) ?? EXOTEL_SAMPLE_RATE,
            bitRate: toNumber(format?.bit_rate) ?? 16,
          },
        },
      };
    }
    case 'media': {
      const payload = frame.media.payload;
      if (!BASE64.test(payload)) return { ok: false, reason: 'media payload is not base64' };
      return {
        ok: true,
        event: {
          event: 'media',
          sequenceNumber,
          streamSid,
          chunk: toNumber(frame.media.chunk),
          timestamp: toNumber(frame.media.timestamp),
          pcm: Buffer.from(payload, 'base64'),
        },
      };
    }
    case 'dtmf':
      return {
        ok: true,
        event: { event: 'dtmf', sequenceNumber, streamSid, digit: frame.dtmf.digit },
      };
    case 'mark':
      return {
        ok: true,
        event: { event: 'mark', sequenceNumber, streamSid, name: frame.mark.name },
      };
    case 'stop':
      return {
        ok: true,
        event: { event: 'stop', sequenceNumber, streamSid, reason: frame.stop?.reason ?? null },
      };
  }
};

/** `n` rounded up to a whole number of 20 ms units, and at least the minimum chunk. */
const paddedLength = (n: number): number =>
  Math.max(
    EXOTEL_MIN_CHUNK_BYTES,
    Math.ceil(n / EXOTEL_CHUNK_UNIT_BYTES) * EXOTEL_CHUNK_UNIT_BYTES,
  );

/**
 * Audio as Exotel will play it: `media` frames whose decoded payloads are each a multiple of
 * 320 bytes and at least EXOTEL_MIN_CHUNK_BYTES, the last padded with silence. An odd byte count
 * cannot be 16-bit PCM: the stray byte is padded like the rest.
 */
export const mediaFrames = (
  streamSid: string,
  pcm: Buffer,
  chunkBytes: number = EXOTEL_CHUNK_BYTES,
): string[] => {
  const size = paddedLength(chunkBytes);
  const frames: string[] = [];
  for (let at = 0; at < pcm.length; at += size) {
    const part = pcm.subarray(at, at + size);
    const chunk = Buffer.alloc(paddedLength(part.length));
    part.copy(chunk);
    frames.push(
      JSON.stringify({
        event: 'media',
        stream_sid: streamSid,
        media: { payload: chunk.toString('base64') },
      }),
    );
  }
  return frames;
};

/** Exotel answers a `mark` with the same name once the audio sent before it has played. */
export const markFrame = (streamSid: string, name: string): string =>
  JSON.stringify({ event: 'mark', stream_sid: streamSid, mark: { name } });

/** Drops the audio Exotel has not played yet (the lead spoke over the agent). */
export const clearFrame = (streamSid: string): string =>
  JSON.stringify({ event: 'clear', stream_sid: streamSid });
