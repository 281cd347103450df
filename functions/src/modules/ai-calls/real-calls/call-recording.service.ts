import { todayIn } from '@salesflow/shared/dates/calendar-date';
import { laterThan } from '../../../platform/data/later-than';
import { commit } from '../../../platform/data/unit-of-work';
import { presignDownload, putUpload } from '../../../platform/storage/uploads';
import { exotelBaseUrl } from '../../../platform/telephony/exotel-http';
import { twilioBaseUrl } from '../../../platform/telephony/twilio-client';
import { exotelReadiness, telephonyReadiness } from '../../security-settings/provider-keys.service';
import type { CallRecord, RealCallState } from '../ai-call.entity';
import { CallChangedError, callReplaceWrites, findCall } from '../ai-calls.repository';

/** Twilio's recording as its callback told of it. */
export interface TwilioRecording {
  sid: string;
  url: string;
  duration: number;
}

/** Exotel's recording as its terminal callback told of it. */
export interface ExotelRecording {
  url: string;
}

type WithRecording = RealCallState & {
  twilioRecording?: TwilioRecording;
  exotelRecording?: ExotelRecording;
};

/** Where a recording is fetched from, with which Basic credentials; null: nothing to fetch. */
const recordingSource = async (
  organizationId: string,
  real: WithRecording,
): Promise<{ url: string; basic: string } | null> => {
  if (real.exotelRecording) {
    const exotel = await exotelReadiness(organizationId);
    if (!exotel.ready) return null;
    const url = new URL(real.exotelRecording.url);
    // Only Exotel's hosts (or the configured base, the local fake): never a URL a forged body
    // could point elsewhere.
    const base = new URL(exotelBaseUrl(exotel.region));
    if (url.host !== base.host && !/(^|\.)exotel\.(com|in)$/.test(url.hostname)) return null;
    const { apiKey, apiToken } = exotel.exotel;
    return { url: url.toString(), basic: Buffer.from(`${apiKey}:${apiToken}`).toString('base64') };
  }
  if (!real.twilioRecording) return null;
  const readiness = await telephonyReadiness(organizationId);
  if (!readiness.ready) return null;
  // Twilio's RecordingUrl is api.twilio.com's; the same path on the configured API base.
  const source = new URL(real.twilioRecording.url);
  return {
    url: `${twilioBaseUrl()}${source.pathname}.wav`,
    basic: Buffer.from(`${readiness.twilio.accountSid}:${readiness.twilio.authToken}`).toString(
      'base64',
    ),
  };
};

/** Where a call's recording is kept: the uploads bucket, outside the imports' expiry. */
export const recordingKey = (
  call: Pick<CallRecord, 'organizationId' | 'id'>,
  extension: 'wav' | 'mp3' = 'wav',
) => `recordings/${call.organizationId}/${call.id}.${extension}`;

const MAX_RECORDING_BYTES = 200 * 1024 * 1024;
const LINK_SECONDS = 300;

/**
 * Copies a finished call's recording from Twilio (HTTP Basic with the organization's account;
 * Twilio's URL is the API's, on the local fake's host locally) into the uploads bucket, once:
 * a call whose copy is made is left alone.
 */
export const keepRecording = async (
  organizationId: string,
  callId: string,
): Promise<'kept' | 'skipped'> => {
  const call = await findCall(organizationId, callId);
  const real = call?.real as WithRecording | undefined;
  if (!call || !real || real.recordingKey) return 'skipped';
  const source = await recordingSource(organizationId, real);
  if (!source) return 'skipped';
  const answer = await fetch(source.url, {
    headers: { authorization: `Basic ${source.basic}` },
    signal: AbortSignal.timeout(60_000),
  });
  if (!answer.ok) {
    await answer.body?.cancel();
    throw new Error(`The carrier answered ${answer.status} for the recording`);
  }
  const body = Buffer.from(await answer.arrayBuffer());
  if (body.length > MAX_RECORDING_BYTES) throw new Error('The recording is larger than 200 MB');
  const mp3 = (answer.headers.get('content-type') ?? '').includes('mpeg');
  const key = recordingKey(call, mp3 ? 'mp3' : 'wav');
  await putUpload(key, body, mp3 ? 'audio/mpeg' : 'audio/wav');
  for (let attempt = 0; attempt < 5; attempt++) {
    const latest = await findCall(organizationId, callId);
    if (!latest?.real) return 'skipped';
    try {
      await commit(
        callReplaceWrites(latest, {
          ...latest,
          recordingUrl: `/api/ai-calls/${callId}/recording`,
          updatedAt: laterThan(latest.updatedAt),
          real: { ...latest.real, recordingKey: key },
        }),
      );
      return 'kept';
    } catch (error) {
      if (!(error instanceof CallChangedError)) throw error;
    }
  }
  return 'skipped';
};

/**
 * A short-lived link to a call's kept recording (with a file name: saved as that file); null when
 * there is none (yet).
 */
export const recordingLink = async (
  call: CallRecord,
  downloadAs?: string,
): Promise<string | null> =>
  call.real?.recordingKey
    ? presignDownload(call.real.recordingKey, LINK_SECONDS, downloadAs)
    : null;

/** "Call with Priya Sharma, 2026-11-25.wav" (the day in `timeZone`), in letters a header carries. */
export const recordingFileName = (call: CallRecord, timeZone: string): string => {
  const day = todayIn(timeZone, new Date(call.createdAt));
  const name = (call.contactName ?? 'a contact').normalize('NFKD').replace(/[^\w .,'-]/g, '');
  const extension = call.real?.recordingKey?.endsWith('.mp3') ? 'mp3' : 'wav';
  return `Call with ${name.trim() || 'a contact'}, ${day}.${extension}`;
};
