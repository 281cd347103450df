import type { SpeechFailure } from './speech-port';

/**
 * An AWS SDK error (Polly, Transcribe) as a speech failure: the service's own "no" (a bad voice,
 * throttling, access denied) is `refused`; a server fault, a network error or missing credentials
 * is `unreachable`; the caller's abort or our deadline is what `stopped` says.
 */
export const awsSpeechFailure = (error: unknown, stopped: SpeechFailure | null): SpeechFailure => {
  if (stopped) return stopped;
  const e = error as {
    name?: string;
    message?: string;
    $fault?: 'client' | 'server';
    $metadata?: { httpStatusCode?: number };
  };
  const status = e.$metadata?.httpStatusCode;
  const message = e.message ?? String(error);
  if (status === undefined || e.$fault === 'server' || status >= 500) {
    return {
      kind: 'unreachable',
      reason: `${e.name ?? 'Error'}${status ? ` (HTTP ${status})` : ''}: ${message}`,
    };
  }
  return { kind: 'refused', status, code: e.name ?? null, message };
};

/** Region of the speech services: the function's, or SPEECH_AWS_REGION where they are not offered. */
export const speechRegion = (): string =>
  process.env.SPEECH_AWS_REGION ||
  process.env.AWS_REGION ||
  process.env.AWS_DEFAULT_REGION ||
  'ap-south-1';
