import type { ServerResponse } from 'node:http';
import { wavWrap } from '@salesflow/functions/platform/speech/wav';
import type { FakeCall } from './call-record';
import { sendNotFound } from './twilio-errors';

const SAMPLE_RATE = 8000;

/** One second of a quiet 440 Hz tone: 8 kHz, 16-bit, mono PCM in a RIFF/WAVE file. */
export const wavTone = (seconds = 1): Buffer => {
  const samples = SAMPLE_RATE * seconds;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    data.writeInt16LE(Math.round(2000 * Math.sin((2 * Math.PI * 440 * i) / SAMPLE_RATE)), i * 2);
  }
  return wavWrap(data, SAMPLE_RATE);
};

/**
 * About a second of MPEG-1 Layer III silence: 38 frames of 128 kbit/s, 44.1 kHz, mono, each a
 * frame header followed by zeroed side information and data (a decoder plays them as silence).
 */
export const mp3Silence = (frames = 38): Buffer => {
  const frameLength = Math.floor((144 * 128_000) / 44_100);
  const frame = Buffer.alloc(frameLength);
  frame.set([0xff, 0xfb, 0x90, 0xc0], 0);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
};

/** GET /2010-04-01/Accounts/{AccountSid}/Recordings/{RecordingSid}.wav|.mp3 */
export const fetchRecordingMedia = (
  res: ServerResponse,
  calls: Iterable<FakeCall>,
  accountSid: string,
  recordingSid: string,
  format: 'wav' | 'mp3',
  path: string,
) => {
  const call = [...calls].find(
    (one) => one.accountSid === accountSid && one.recordingSid === recordingSid,
  );
  if (!call) return sendNotFound(res, path);
  const body = format === 'wav' ? wavTone() : mp3Silence();
  res.writeHead(200, {
    'content-type': format === 'wav' ? 'audio/x-wav' : 'audio/mpeg',
    'content-length': body.length,
  });
  res.end(body);
};
