import type { ServerResponse } from 'node:http';
import { wavWrap } from '@salesflow/functions/platform/speech/wav';
import { sendNotFound } from './exotel-errors';
import type { ExotelCall } from './exotel-state';

const RATE = 8000;

/** 8 kHz 16-bit mono PCM in a RIFF/WAVE file. */
export const wavOf = (pcm: Buffer): Buffer => wavWrap(pcm, RATE);

/** The PCM of a WAV file made by `wavOf` (the 44-byte header skipped). */
export const pcmOfWav = (wav: Buffer): Buffer => wav.subarray(44);

/** Two frames of the same length, sample by sample, summed and clipped: both sides of a call. */
export const mix = (a: Buffer, b: Buffer): Buffer => {
  const out = Buffer.alloc(Math.max(a.length, b.length));
  for (let i = 0; i + 1 < out.length; i += 2) {
    const left = i + 1 < a.length ? a.readInt16LE(i) : 0;
    const right = i + 1 < b.length ? b.readInt16LE(i) : 0;
    out.writeInt16LE(Math.max(-32768, Math.min(32767, left + right)), i);
  }
  return out;
};

export const recordingPath = (call: ExotelCall) =>
  `/exotelrecordings/${call.accountSid}/${call.sid}.wav`;

/**
 * GET /exotelrecordings/{AccountSid}/{CallSid}.wav — the RecordingUrl of a recorded call.
 * Exotel's recordings are MP3 (RecordingFormat mp3 / mp3-hq); the fake serves WAV so tests can
 * read the fake voice back. Asked with the account's API credentials, as Exotel's secure
 * recordings are (the caller is authenticated before this).
 */
export const sendRecording = (res: ServerResponse, call: ExotelCall | undefined, path: string) => {
  if (!call?.recordingUrl || !call.endedAt) return sendNotFound(res, `Recording ${path}`);
  const body = wavOf(Buffer.concat(call.recording));
  res.writeHead(200, { 'content-type': 'audio/wav', 'content-length': body.length });
  res.end(body);
};
