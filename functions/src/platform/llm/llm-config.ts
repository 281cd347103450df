/** The OpenAI-compatible API the agent talks to: OpenAI by default, the fake in tests. */
export const llmBaseUrl = (): string =>
  (process.env.LLM_API_BASE_URL || 'https://api.openai.com').replace(/\/+$/, '');

export const llmModel = (): string => process.env.LLM_MODEL || 'gpt-4o-mini';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Time limits in milliseconds; a live call cannot wait long for a word. */
export interface LlmTimeouts {
  /** Request sent to first content token (or to the whole JSON answer). */
  firstTokenMs: number;
  /** Between two chunks of a stream. */
  idleMs: number;
  /** The whole answer. */
  totalMs: number;
}

/** A lead waits in silence for the first token: a few seconds at most, then the built-in agent. */
export const DEFAULT_STREAM_TIMEOUTS: LlmTimeouts = {
  firstTokenMs: 5_000,
  idleMs: 4_000,
  totalMs: 30_000,
};
export const DEFAULT_JSON_TIMEOUTS: LlmTimeouts = {
  firstTokenMs: 30_000,
  idleMs: 30_000,
  totalMs: 45_000,
};
