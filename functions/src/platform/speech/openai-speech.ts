import type { OpenAiSpeechOptions } from './openai-audio-http';
import { openAiSynthesize } from './openai-synthesize';
import { openAiTranscribe } from './openai-transcribe';
import {
  type SpeechRecognizer,
  type SpeechStream,
  type SpeechSynthesizer,
  speechStream,
} from './speech-port';

/**
 * The speech port over an OpenAI-compatible audio API, for an organization that brings its own
 * key: `POST {base}/v1/audio/transcriptions` (a WAV of the utterance, multipart) and
 * `POST {base}/v1/audio/speech` (24 kHz PCM, streamed and brought down to 8 kHz as it arrives).
 * The base URL is the LLM's (LLM_API_BASE_URL, OpenAI by default; the fake in tests), with fetch
 * rather than the `openai` package, for the same reason as the LLM client.
 */
export const openAiSpeech = (
  options: OpenAiSpeechOptions,
): SpeechRecognizer & SpeechSynthesizer => ({
  transcribe: (pcm8k, transcribeOptions) => openAiTranscribe(options, pcm8k, transcribeOptions),
  synthesize: (text, { language, voice, signal }): SpeechStream =>
    speechStream((inner) => openAiSynthesize(options, text, voice, language, inner), signal),
});
