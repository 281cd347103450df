import type { PollyClient } from '@aws-sdk/client-polly';
import { startDeadlines } from '../llm/llm-deadlines';
import { awsSpeechFailure, speechRegion } from './aws-speech-errors';
import { CALL_RATE, createResampler } from './pcm';
import {
  type SpeechAnswer,
  type SpeechFailure,
  type SpeechStream,
  type SpeechSynthesizer,
  type SynthesizeOptions,
  speechStream,
} from './speech-port';
import { pollyVoice } from './speech-voices';

/**
 * The speech port's synthesis on Amazon Polly: SynthesizeSpeech with the neural engine, PCM at
 * 8 kHz (the carrier's rate, so no resampling), read as Polly streams it. Granted by the
 * function's IAM role (`polly:SynthesizeSpeech`), no key. The client is imported on first use, so
 * a bundle that never speaks does not load it. The endpoint is the regional one, or
 * AWS_ENDPOINT_URL_POLLY (the local fake, test/fakes/polly), as for the other AWS clients.
 */
export interface PollySpeechOptions {
  timeouts?: Partial<PollyTimeouts>;
  /** A client of the caller's (tests); otherwise one is made on first use and kept. */
  client?: PollyClient;
}

export interface PollyTimeouts {
  firstAudioMs: number;
  idleMs: number;
  totalMs: number;
}

export const DEFAULT_POLLY_TIMEOUTS: PollyTimeouts = {
  firstAudioMs: 3_000,
  idleMs: 3_000,
  totalMs: 60_000,
};

let shared: Promise<{
  client: PollyClient;
  module: typeof import('@aws-sdk/client-polly');
}> | null = null;

const pollyModule = async (client?: PollyClient) => {
  if (client) return { client, module: await import('@aws-sdk/client-polly') };
  shared ??= import('@aws-sdk/client-polly').then((module) => ({
    module,
    client: new module.PollyClient({
      region: speechRegion(),
      endpoint: process.env.AWS_ENDPOINT_URL_POLLY || undefined,
      // A live call cannot wait for the SDK's three attempts with backoff.
      maxAttempts: 2,
    }),
  }));
  return shared;
};

/** Closes and forgets the shared client (tests that move AWS_ENDPOINT_URL_POLLY). */
export const resetPollyClient = (): void => {
  shared?.then(({ client }) => client.destroy()).catch(() => undefined);
  shared = null;
};

async function* speak(
  options: PollySpeechOptions,
  text: string,
  { voice, language }: SynthesizeOptions,
  signal: AbortSignal,
): AsyncGenerator<Buffer, SpeechAnswer<{ bytes: number }>> {
  const timeouts = { ...DEFAULT_POLLY_TIMEOUTS, ...options.timeouts };
  const deadlines = startDeadlines(signal, {
    firstTokenMs: timeouts.firstAudioMs,
    idleMs: timeouts.idleMs,
    totalMs: timeouts.totalMs,
  });
  const stopped = (): SpeechFailure | null => {
    const failure = deadlines.failure();
    if (!failure) return null;
    return failure.kind === 'aborted' ? failure : { kind: 'timeout' };
  };
  try {
    const { client, module } = await pollyModule(options.client);
    const polly = pollyVoice(voice, language);
    let audio: AsyncIterable<Uint8Array>;
    try {
      const output = await client.send(
        new module.SynthesizeSpeechCommand({
          Engine: polly.engine,
          LanguageCode: polly.languageCode,
          VoiceId: polly.voiceId,
          OutputFormat: 'pcm',
          SampleRate: String(CALL_RATE),
          TextType: 'text',
          Text: text,
        }),
        { abortSignal: deadlines.signal },
      );
      if (!output.AudioStream) return { kind: 'unreachable', reason: 'an answer with no audio' };
      audio = output.AudioStream as AsyncIterable<Uint8Array>;
    } catch (error) {
      return awsSpeechFailure(error, stopped());
    }
    // Polly's PCM is already 8 kHz; this only keeps chunks to whole samples.
    const samples = createResampler(CALL_RATE, CALL_RATE);
    let bytes = 0;
    try {
      for await (const chunk of audio) {
        const out = samples.push(Buffer.from(chunk));
        deadlines.pause();
        if (out.length > 0) {
          bytes += out.length;
          yield out;
        }
        deadlines.arm('idle');
      }
    } catch (error) {
      return awsSpeechFailure(error, stopped());
    }
    // An aborted HTTP/2 stream may simply end: the audio was cut, not finished.
    return stopped() ?? { kind: 'ok', value: { bytes } };
  } finally {
    deadlines.dispose();
  }
}

export const pollySpeech = (options: PollySpeechOptions = {}): SpeechSynthesizer => ({
  synthesize: (text, synthesizeOptions): SpeechStream =>
    speechStream(
      (inner) => speak(options, text, synthesizeOptions, inner),
      synthesizeOptions.signal,
    ),
});
