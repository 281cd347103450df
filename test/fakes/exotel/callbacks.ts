import { callbackParams, formOf } from './call-resource';
import type { ExotelCall, SentCallback } from './exotel-state';

/** Exotel waits 15 s for our answer; the fake, less. */
const CALLBACK_TIMEOUT_MS = 5_000;

/**
 * One StatusCallback POST from "Exotel": JSON when the call asked for
 * StatusCallbackContentType=application/json, else a form. Unsigned, as Exotel's are: our side
 * tells them apart by the token in the URL. Kept on the call with our side's answer.
 */
export const sendStatusCallback = async (
  call: ExotelCall,
  event: 'answered' | 'terminal',
  signal: AbortSignal,
): Promise<void> => {
  const url = call.request.statusCallback;
  if (!url) return;
  const params = callbackParams(call, event);
  const json = call.request.statusCallbackJson;
  const contentType = json ? 'application/json' : 'application/x-www-form-urlencoded';
  const record: SentCallback = { event, url, contentType, params, answeredStatus: 0 };
  call.callbacks.push(record);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': contentType, 'user-agent': 'Exotel-fake/1.0' },
      body: json ? JSON.stringify(params) : formOf(params).toString(),
      signal: AbortSignal.any([signal, AbortSignal.timeout(CALLBACK_TIMEOUT_MS)]),
    });
    record.answeredStatus = response.status;
    await response.arrayBuffer();
  } catch {
    // Unreachable or too slow: Exotel gives up too (our side polls Call details).
  }
};
