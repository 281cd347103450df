import type {
  AudioStream,
  TranscribeStreamingClient,
  TranscriptResultStream,
} from '@aws-sdk/client-transcribe-streaming';
import { awsSpeechFailure, speechRegion } from './aws-speech-errors';
import { CALL_RATE } from './pcm';
import type {
  HeardText,
  RecognitionStream,
  SpeechAnswer,
  SpeechFailure,
  SpeechRecognizer,
  TranscribeOptions,
} from './speech-port';
import { transcribeLanguage } from './speech-voices';
import { audioEventsOf, finalText, readResultEvent, utteranceEvents } from './transcribe-results';

/**
 * The speech port's recognition on Amazon Transcribe streaming (StartStreamTranscription over
 * HTTP/2 with signed event-stream frames): 8 kHz PCM frames go in as AudioEvents as they
 * arrive, partial and final results come out. Granted by the function's IAM role
 * (`transcribe:StartStreamTranscription`), no key. The client is imported on first use. The
 * endpoint is the regional one, or AWS_ENDPOINT_URL_TRANSCRIBE_STREAMING (the local fake).
 */
export interface TranscribeSpeechOptions {
  /** No answer headers in this long: `timeout`. 5 s by default. */
  connectMs?: number;
  /** Turn by turn: the whole utterance's answer. 8 s by default. */
  turnMs?: number;
  /** A client of the caller's (tests); otherwise one is made on first use and kept. */
  client?: TranscribeStreamingClient;
}

type TranscribeModule = typeof import('@aws-sdk/client-transcribe-streaming');
let shared: Promise<{ client: TranscribeStreamingClient; module: TranscribeModule }> | null = null;

const transcribeModule = async (client?: TranscribeStreamingClient) => {
  if (client) return { client, module: await import('@aws-sdk/client-transcribe-streaming') };
  shared ??= import('@aws-sdk/client-transcribe-streaming').then((module) => ({
    module,
    client: new module.TranscribeStreamingClient({
      region: speechRegion(),
      endpoint: process.env.AWS_ENDPOINT_URL_TRANSCRIBE_STREAMING || undefined,
      maxAttempts: 1,
    }),
  }));
  return shared;
};

/** Closes and forgets the shared client (tests that move the endpoint). */
export const resetTranscribeClient = (): void => {
  shared?.then(({ client }) => client.destroy()).catch(() => undefined);
  shared = null;
};

/** A queue one side pushes into and the other iterates; `close` ends the iteration. */
const channel = <T>() => {
  const items: T[] = [];
  let closed = false;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  return {
    push: (item: T) => {
      if (closed) return;
      items.push(item);
      notify();
    },
    close: () => {
      closed = true;
      notify();
    },
    async *[Symbol.asyncIterator](): AsyncGenerator<T> {
      for (;;) {
        const item = items.shift();
        if (item !== undefined) {
          yield item;
          continue;
        }
        if (closed) return;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
    },
  };
};

const startStream = (
  options: TranscribeSpeechOptions,
  { language, signal }: TranscribeOptions,
): RecognitionStream => {
  const audio = channel<Buffer>();
  const results = channel<HeardText>();
  const controller = new AbortController();
  let stopped: SpeechFailure | null = null;
  const stop = (why: SpeechFailure) => {
    stopped ??= why;
    audio.close();
    controller.abort();
  };
  const onAbort = () => stop({ kind: 'aborted' });
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  const connect = setTimeout(() => stop({ kind: 'timeout' }), options.connectMs ?? 5_000);

  async function* audioStream(): AsyncGenerator<AudioStream> {
    for await (const frame of audio) {
      for (const chunk of audioEventsOf(frame)) yield { AudioEvent: { AudioChunk: chunk } };
    }
  }

  const run = async (): Promise<SpeechAnswer<{ finals: number }>> => {
    let finals = 0;
    try {
      const { client, module } = await transcribeModule(options.client);
      const output = await client.send(
        new module.StartStreamTranscriptionCommand({
          LanguageCode: transcribeLanguage(language),
          MediaEncoding: 'pcm',
          MediaSampleRateHertz: CALL_RATE,
          AudioStream: audioStream(),
        }),
        { abortSignal: controller.signal },
      );
      clearTimeout(connect);
      const stream: AsyncIterable<TranscriptResultStream> | undefined =
        output.TranscriptResultStream;
      if (!stream) return { kind: 'unreachable', reason: 'an answer with no result stream' };
      for await (const event of stream) {
        const read = readResultEvent(event);
        if ('failure' in read) return read.failure;
        for (const heard of read.heard) {
          if (heard.final) finals += 1;
          results.push(heard);
        }
      }
      return stopped ?? { kind: 'ok', value: { finals } };
    } catch (error) {
      return awsSpeechFailure(error, stopped);
    } finally {
      clearTimeout(connect);
      signal?.removeEventListener('abort', onAbort);
      audio.close();
      results.close();
    }
  };
  const outcome = run();
  return {
    push: (frame) => audio.push(frame),
    end: () => audio.close(),
    results,
    outcome,
  };
};

/** Turn by turn over the same stream: the utterance in 100 ms events, then its final texts. */
const transcribe = async (
  options: TranscribeSpeechOptions,
  pcm8k: Buffer,
  transcribeOptions: TranscribeOptions,
): Promise<SpeechAnswer<{ text: string }>> => {
  const turn = AbortSignal.timeout(options.turnMs ?? 8_000);
  const signal = transcribeOptions.signal
    ? AbortSignal.any([transcribeOptions.signal, turn])
    : turn;
  const stream = startStream(options, { ...transcribeOptions, signal });
  for (const chunk of utteranceEvents(pcm8k)) stream.push(chunk);
  stream.end();
  const heard: HeardText[] = [];
  for await (const result of stream.results) heard.push(result);
  const outcome = await stream.outcome;
  if (outcome.kind !== 'ok') {
    return outcome.kind === 'aborted' && turn.aborted && !transcribeOptions.signal?.aborted
      ? { kind: 'timeout' }
      : outcome;
  }
  return { kind: 'ok', value: { text: finalText(heard) } };
};

export const transcribeSpeech = (options: TranscribeSpeechOptions = {}): SpeechRecognizer => ({
  transcribe: (pcm8k, transcribeOptions) => transcribe(options, pcm8k, transcribeOptions),
  startStream: (transcribeOptions) => startStream(options, transcribeOptions),
});
