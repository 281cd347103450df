import { describe, expect, it } from 'vitest';
import { decodeSpeech, encodeSpeech, FAKE_VOICE, heardText, silence } from './fake-voice';

/** 24 kHz → 8 kHz by averaging each three samples, as an adapter downsamples OpenAI's PCM. */
const averageDown = (pcm: Buffer, factor: number): Buffer => {
  const count = Math.floor(pcm.length / 2 / factor);
  const out = Buffer.alloc(count * 2);
  for (let i = 0; i < count; i += 1) {
    let sum = 0;
    for (let k = 0; k < factor; k += 1) sum += pcm.readInt16LE((i * factor + k) * 2);
    out.writeInt16LE(Math.round(sum / factor), i * 2);
  }
  return out;
};

/** 8 kHz → 16 kHz by linear interpolation, as an adapter upsamples for a 16 kHz recogniser. */
const interpolateUp = (pcm: Buffer): Buffer => {
  const count = pcm.length / 2;
  const out = Buffer.alloc(count * 4);
  for (let i = 0; i < count; i += 1) {
    const a = pcm.readInt16LE(i * 2);
    const b = i + 1 < count ? pcm.readInt16LE((i + 1) * 2) : a;
    out.writeInt16LE(a, i * 4);
    out.writeInt16LE(Math.round((a + b) / 2), i * 4 + 2);
  }
  return out;
};

describe('the fakes’ voice', () => {
  it('says English, Hindi in Devanagari and Hinglish, and reads them back', () => {
    for (const text of ['How much does it cost?', 'कितना खर्च होगा?', 'Haan ji, price kya hai?']) {
      expect(decodeSpeech(encodeSpeech(text))).toEqual([text]);
    }
  });

  it('lasts about as long as speech of the text would, and is loud enough to be heard', () => {
    const pcm = encodeSpeech('Yes, tell me more about it');
    const ms = (pcm.length / 2 / FAKE_VOICE.rate) * 1000;
    expect(ms).toBeGreaterThanOrEqual(26 * FAKE_VOICE.msPerChar);
    expect(ms).toBeLessThan(26 * FAKE_VOICE.msPerChar + 10);
    let quiet = 0;
    for (let i = 0; i < pcm.length; i += 2) if (Math.abs(pcm.readInt16LE(i)) < 1000) quiet += 1;
    expect(quiet).toBe(0);
  });

  it('reads utterances between silences, in order, whatever the chunks', () => {
    const pcm = Buffer.concat([
      silence(300),
      encodeSpeech('Hello?'),
      silence(700),
      encodeSpeech('Who is this?'),
      silence(200),
    ]);
    expect(decodeSpeech(pcm)).toEqual(['Hello?', 'Who is this?']);
    // Chunked at 320 bytes and joined again: the same.
    const chunks: Buffer[] = [];
    for (let i = 0; i < pcm.length; i += 320) chunks.push(pcm.subarray(i, i + 320));
    expect(heardText(Buffer.concat(chunks))).toBe('Hello? Who is this?');
  });

  it('survives resampling: 24 kHz averaged down to 8 kHz, 8 kHz interpolated up to 16 kHz', () => {
    const text = 'हाँ, demo Monday ko rakh lijiye';
    expect(heardText(averageDown(encodeSpeech(text, 24_000), 3))).toBe(text);
    expect(heardText(interpolateUp(encodeSpeech(text)), 16_000)).toBe(text);
  });

  it('hears nothing in silence, and reads a cut-off utterance as far as it goes', () => {
    expect(decodeSpeech(silence(500))).toEqual([]);
    const pcm = encodeSpeech('abcdef');
    // Sync block plus three bytes (two blocks each).
    expect(heardText(pcm.subarray(0, (16 + 6 * 16) * 2))).toBe('abc');
  });
});
