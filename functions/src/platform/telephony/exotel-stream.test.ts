import { describe, expect, it } from 'vitest';
import {
  clearFrame,
  EXOTEL_MIN_CHUNK_BYTES,
  markFrame,
  mediaFrames,
  parseExotelFrame,
} from './exotel-stream';

const SID = 'MZ0123456789abcdef';

describe('AgentStream frames from Exotel', () => {
  it('parse connected and start, numbers sent as strings', () => {
    expect(parseExotelFrame('{"event":"connected"}')).toEqual({
      ok: true,
      event: { event: 'connected' },
    });
    const start = parseExotelFrame(
      JSON.stringify({
        event: 'start',
        sequence_number: '1',
        stream_sid: SID,
        start: {
          stream_sid: SID,
          call_sid: 'c1a2',
          account_sid: 'acme1',
          from: '+919876543210',
          to: '08047491899',
          custom_parameters: { t: 'abc', n: 2 },
          media_format: { encoding: 'raw/slin', sample_rate: '8000', bit_rate: '16' },
        },
      }),
    );
    expect(start).toEqual({
      ok: true,
      event: {
        event: 'start',
        sequenceNumber: 1,
        streamSid: SID,
        callSid: 'c1a2',
        accountSid: 'acme1',
        from: '+919876543210',
        to: '08047491899',
        customParameters: { t: 'abc', n: '2' },
        mediaFormat: { encoding: 'raw/slin', sampleRate: 8000, bitRate: 16 },
      },
    });
  });

  it('decode a media payload to PCM, and read dtmf, mark and stop', () => {
    const pcm = Buffer.from([1, 0, 255, 127]);
    const media = parseExotelFrame(
      JSON.stringify({
        event: 'media',
        sequence_number: '3',
        stream_sid: SID,
        media: { chunk: '2', timestamp: '200', payload: pcm.toString('base64') },
      }),
    );
    expect(media.ok && media.event.event === 'media' && media.event.pcm.equals(pcm)).toBe(true);
    expect(media.ok && media.event.event === 'media' && media.event.timestamp).toBe(200);
    expect(
      parseExotelFrame(JSON.stringify({ event: 'dtmf', stream_sid: SID, dtmf: { digit: '5' } })),
    ).toMatchObject({ ok: true, event: { event: 'dtmf', digit: '5' } });
    expect(
      parseExotelFrame(JSON.stringify({ event: 'mark', stream_sid: SID, mark: { name: 't1' } })),
    ).toMatchObject({ ok: true, event: { event: 'mark', name: 't1', streamSid: SID } });
    expect(
      parseExotelFrame(
        JSON.stringify({ event: 'stop', stream_sid: SID, stop: { reason: 'callended' } }),
      ),
    ).toMatchObject({ ok: true, event: { event: 'stop', reason: 'callended' } });
  });

  it('refuse what is not a frame', () => {
    expect(parseExotelFrame('nope').ok).toBe(false);
    expect(parseExotelFrame('{"event":"hello"}').ok).toBe(false);
    expect(parseExotelFrame('{"event":"start","start":{}}').ok).toBe(false);
    expect(parseExotelFrame('{"event":"media","media":{"payload":"not base64!"}}').ok).toBe(false);
  });
});

describe('AgentStream frames to Exotel', () => {
  const payloads = (frames: string[]) =>
    frames.map((frame) => {
      const parsed = JSON.parse(frame) as {
        event: string;
        stream_sid: string;
        media: { payload: string };
      };
      expect(parsed).toMatchObject({ event: 'media', stream_sid: SID });
      return Buffer.from(parsed.media.payload, 'base64');
    });

  it('split audio into chunks of whole 320-byte units, the last padded with silence', () => {
    const pcm = Buffer.alloc(7000, 7);
    const chunks = payloads(mediaFrames(SID, pcm));
    expect(chunks.map((c) => c.length)).toEqual([3200, 3200, 3200]);
    expect(Buffer.concat(chunks).subarray(0, 7000).equals(pcm)).toBe(true);
    expect(chunks[2]?.subarray(600).every((b) => b === 0)).toBe(true);
  });

  it('never send less than the minimum, even for a few bytes or a small chunk size', () => {
    for (const size of [1, 321, 1600, 3201]) {
      for (const chunk of payloads(mediaFrames(SID, Buffer.alloc(size, 1), 500))) {
        expect(chunk.length % 320).toBe(0);
        expect(chunk.length).toBeGreaterThanOrEqual(EXOTEL_MIN_CHUNK_BYTES);
      }
    }
    expect(mediaFrames(SID, Buffer.alloc(0))).toEqual([]);
  });

  it('build mark and clear', () => {
    expect(JSON.parse(markFrame(SID, 'turn-1'))).toEqual({
      event: 'mark',
      stream_sid: SID,
      mark: { name: 'turn-1' },
    });
    expect(JSON.parse(clearFrame(SID))).toEqual({ event: 'clear', stream_sid: SID });
  });
});
