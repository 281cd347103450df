import { llmBaseUrl } from '../llm/llm-config';
import type { LlmDeadlines } from '../llm/llm-deadlines';
import { type LlmFailure, reasonOf, refusalOf } from '../llm/llm-errors';
import type { SpeechFailure } from './speech-port';

/**
 * What the OpenAI-compatible audio calls share: their options, their deadlines, and the one POST
 * to `{base}/v1/audio/...` with the organization's Bearer key. The base URL is the LLM's
 * (LLM_API_BASE_URL: OpenAI by default, the fake in tests).
 */
export interface OpenAiSpeechOptions {
  /** The organization's key (sent as a Bearer token). */
  key: string;
  /** `gpt-4o-mini-transcribe` by default (or SPEECH_TRANSCRIBE_MODEL). */
  transcribeModel?: string;
  /** `gpt-4o-mini-tts` by default (or SPEECH_TTS_MODEL). */
  speechModel?: string;
  timeouts?: Partial<OpenAiSpeechTimeouts>;
}

export interface OpenAiSpeechTimeouts {
  /** The whole transcription request. */
  transcribeMs: number;
  /** Request to the first audio bytes of speech. */
  firstAudioMs: number;
  /** Between two chunks of speech. */
  idleMs: number;
  /** The whole speech answer. */
  speechTotalMs: number;
}

export const DEFAULT_OPENAI_SPEECH_TIMEOUTS: OpenAiSpeechTimeouts = {
  transcribeMs: 8_000,
  firstAudioMs: 4_000,
  idleMs: 3_000,
  speechTotalMs: 60_000,
};

/** An LLM failure in the speech port's terms: a 5xx is the provider being down, not a "no". */
export const speechFailureOf = (failure: LlmFailure): SpeechFailure => {
  switch (failure.kind) {
    case 'refused':
      return failure.status >= 500
        ? { kind: 'unreachable', reason: `HTTP ${failure.status}: ${failure.message}` }
        : failure;
    case 'timeout':
      return { kind: 'timeout' };
    case 'invalid':
      return { kind: 'unreachable', reason: failure.reason };
    default:
      return failure;
  }
};

export const postAudio = async (
  path: string,
  key: string,
  body: FormData | string,
  deadlines: LlmDeadlines,
): Promise<Response | SpeechFailure> => {
  try {
    const response = await fetch(`${llmBaseUrl()}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${key}`,
        ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
      },
      body,
      signal: deadlines.signal,
    });
    if (response.ok) return response;
    return speechFailureOf(refusalOf(response.status, await response.text()));
  } catch (error) {
    return speechFailureOf(deadlines.failure() ?? { kind: 'unreachable', reason: reasonOf(error) });
  }
};
