/**
 * The fakes' "voice": text carried in 16-bit PCM so that a fake lead (the Exotel fake) can speak
 * and the fake speech services can hear it, with no real speech model. The fake synthesis
 * services (OpenAI `/v1/audio/speech`, Polly's SynthesizeSpeech) speak text this way, and the fake
 * recognisers (OpenAI `/v1/audio/transcriptions`, Transcribe) read it back; the Exotel fake's
 * scripted lead speaks this way too. It survives what our side does to real audio: chunking at
 * any sample boundary, and resampling by a whole factor (24 kHz → 8 kHz by averaging, 8 kHz →
 * 16 kHz by repeating or linear interpolation).
 *
 * Layout at 8 kHz, in blocks of 16 samples (2 ms), each block one level, signs alternating block
 * by block so it sounds (and averages) like audio rather than a DC offset:
 * - a sync block at level SYNC;
 * - each UTF-8 byte as two blocks, high nibble first, nibble n at level (n + 1) * STEP;
 * - an end block at level END;
 * - a low hum (level HUM) until the utterance has lasted about as long as speech of that text
 *   would (MS_PER_CHAR a character), so that voice activity detection sees a realistic turn.
 *
 * Every level is far above any sensible voice-activity threshold, and silence is zeros.
 */
export const FAKE_VOICE = {
  rate: 8000,
  blockSamples: 16,
  step: 1500,
  sync: 30_000,
  end: 27_000,
  hum: 3000,
  msPerChar: 60,
} as const;

const blockAt = (rate: number) => Math.round((FAKE_VOICE.blockSamples * rate) / FAKE_VOICE.rate);

/** PCM (16-bit little-endian, mono) that says `text` at `rate` samples a second. */
export const encodeSpeech = (text: string, rate: number = FAKE_VOICE.rate): Buffer => {
  const bytes = Buffer.from(text, 'utf8');
  const levels: number[] = [FAKE_VOICE.sync];
  for (const byte of bytes) {
    levels.push(((byte >> 4) + 1) * FAKE_VOICE.step, ((byte & 15) + 1) * FAKE_VOICE.step);
  }
  levels.push(FAKE_VOICE.end);
  const block = blockAt(rate);
  const spokenBlocks = Math.ceil(
    (Array.from(text).length * FAKE_VOICE.msPerChar * rate) / 1000 / block,
  );
  while (levels.length < spokenBlocks) levels.push(FAKE_VOICE.hum);
  const pcm = Buffer.alloc(levels.length * block * 2);
  levels.forEach((level, i) => {
    const value = i % 2 === 0 ? level : -level;
    for (let s = 0; s < block; s += 1) pcm.writeInt16LE(value, (i * block + s) * 2);
  });
  return pcm;
};

/** Samples of 16-bit little-endian PCM as numbers (an odd trailing byte is dropped). */
const samplesOf = (pcm: Buffer): Int16Array => {
  const count = Math.floor(pcm.length / 2);
  const out = new Int16Array(count);
  for (let i = 0; i < count; i += 1) out[i] = pcm.readInt16LE(i * 2);
  return out;
};

/** The mean absolute level of the block starting at `start`, over its middle half. */
const levelAt = (samples: Int16Array, start: number, block: number): number => {
  const from = start + Math.floor(block / 4);
  const to = Math.min(samples.length, start + Math.ceil((block * 3) / 4));
  if (to <= from) return 0;
  let sum = 0;
  for (let i = from; i < to; i += 1) sum += Math.abs(samples[i] ?? 0);
  return sum / (to - from);
};

/**
 * Every utterance in `pcm` (at `rate`), in order: what `encodeSpeech` said, read back. Silence
 * and the hum between utterances are skipped; an utterance cut off before its end block is read
 * as far as it goes.
 */
export const decodeSpeech = (pcm: Buffer, rate: number = FAKE_VOICE.rate): string[] => {
  const samples = samplesOf(pcm);
  const block = blockAt(rate);
  const syncFloor = (FAKE_VOICE.sync + FAKE_VOICE.end) / 2;
  const said: string[] = [];
  let i = 0;
  while (i < samples.length) {
    if (Math.abs(samples[i] ?? 0) < syncFloor) {
      i += 1;
      continue;
    }
    let at = i + block;
    const bytes: number[] = [];
    for (;;) {
      if (at + block > samples.length) break;
      const high = levelAt(samples, at, block);
      if (Math.abs(high - FAKE_VOICE.end) < FAKE_VOICE.step / 2 || high < FAKE_VOICE.step / 2) {
        at += block;
        break;
      }
      if (at + 2 * block > samples.length) break;
      const low = levelAt(samples, at + block, block);
      const nibble = (level: number) =>
        Math.min(15, Math.max(0, Math.round(level / FAKE_VOICE.step) - 1));
      bytes.push((nibble(high) << 4) | nibble(low));
      at += 2 * block;
    }
    said.push(Buffer.from(bytes).toString('utf8'));
    i = at;
  }
  return said;
};

/** All of what `pcm` says, as one line (utterances joined by a space). */
export const heardText = (pcm: Buffer, rate: number = FAKE_VOICE.rate): string =>
  decodeSpeech(pcm, rate).join(' ').trim();

/** Silence: `ms` milliseconds of zero samples at `rate`. */
export const silence = (ms: number, rate: number = FAKE_VOICE.rate): Buffer =>
  Buffer.alloc(Math.round((ms * rate) / 1000) * 2);
