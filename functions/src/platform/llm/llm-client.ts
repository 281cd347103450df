import type * as z from 'zod/mini';
import {
  type ChatMessage,
  DEFAULT_JSON_TIMEOUTS,
  DEFAULT_STREAM_TIMEOUTS,
  type LlmTimeouts,
  llmModel,
} from './llm-config';
import { type LlmDeadlines, startDeadlines } from './llm-deadlines';
import { type LlmFailure, reasonOf, refusalOf } from './llm-errors';
import { type CompletionBody, postCompletion, refusalFrom } from './llm-http';
import { createSseParser } from './sse-parser';

/**
 * The one port to an OpenAI-compatible chat completions API (`POST {base}/v1/chat/completions`),
 * with fetch: the `openai` package would outweigh the rest of a call handler's bundle. Nothing here
 * throws to the caller: failures are values (llm-errors.ts).
 *
 * The stream's choice: `streamChat` answers an async iterable of content tokens that ends quietly
 * on any failure, and its `outcome` promise says afterwards how it ended (`ok` with the finish
 * reason, or a failure). A caller speaks tokens as they come and reads `outcome` once the loop
 * ends; breaking out of the loop cancels the request (outcome `aborted`).
 */
export interface StreamChatOptions {
  key: string;
  messages: readonly ChatMessage[];
  temperature?: number;
  maxTokens?: number;
  signal?: AbortSignal;
  timeouts?: Partial<LlmTimeouts>;
}

export type StreamOutcome =
  | { kind: 'ok'; finishReason: string | null; tokens: number }
  | LlmFailure;

export interface TokenStream extends AsyncIterable<string> {
  /** Settles when iteration ends (the stream finished, failed, or the loop was left). */
  readonly outcome: Promise<StreamOutcome>;
}

interface ChunkBody {
  error?: unknown;
  choices?: { delta?: { content?: unknown }; finish_reason?: unknown }[];
}

async function* chatTokens(
  options: StreamChatOptions,
  deadlines: LlmDeadlines,
): AsyncGenerator<string, StreamOutcome> {
  const response = await postCompletion(
    options.key,
    {
      model: llmModel(),
      messages: options.messages,
      stream: true,
      ...(options.temperature === undefined ? {} : { temperature: options.temperature }),
      ...(options.maxTokens === undefined ? {} : { max_tokens: options.maxTokens }),
    },
    deadlines,
  );
  if (!(response instanceof Response)) return response;
  if (!response.ok) return refusalFrom(response, deadlines);
  if (!response.body) return { kind: 'unreachable', reason: 'an answer with no body' };
  // Some compatible servers ignore `stream` and answer one whole completion: said as one token.
  if (response.headers.get('content-type')?.includes('application/json')) {
    let whole: CompletionBody;
    try {
      whole = JSON.parse(await response.text()) as CompletionBody;
    } catch (error) {
      return deadlines.failure() ?? { kind: 'invalid', reason: `not JSON: ${reasonOf(error)}` };
    }
    const content = whole.choices?.[0]?.message?.content;
    if (typeof content !== 'string') return { kind: 'invalid', reason: 'no content' };
    if (content !== '') yield content;
    return { kind: 'ok', finishReason: 'stop', tokens: content === '' ? 0 : 1 };
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  let tokens = 0;
  let finishReason: string | null = null;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      // Any chunk (a keep-alive, a role) shows the server is alive once tokens flow.
      if (tokens > 0) deadlines.arm('idle');
      const events = done ? parser.end() : parser.push(decoder.decode(value, { stream: true }));
      for (const event of events) {
        if (event.data === '[DONE]') return { kind: 'ok', finishReason, tokens };
        let chunk: ChunkBody;
        try {
          chunk = JSON.parse(event.data) as ChunkBody;
        } catch {
          return { kind: 'invalid', reason: 'a stream event that is not JSON' };
        }
        if (chunk.error) return refusalOf(response.status, event.data);
        const choice = chunk.choices?.[0];
        if (typeof choice?.finish_reason === 'string') finishReason = choice.finish_reason;
        const content = choice?.delta?.content;
        if (typeof content === 'string' && content !== '') {
          tokens += 1;
          // The caller's time speaking a token is not the server's silence.
          deadlines.pause();
          yield content;
          deadlines.arm('idle');
        }
      }
      if (done) break;
    }
  } catch (error) {
    return deadlines.failure() ?? { kind: 'unreachable', reason: reasonOf(error) };
  } finally {
    reader.cancel().catch(() => undefined);
  }
  return finishReason
    ? { kind: 'ok', finishReason, tokens }
    : { kind: 'unreachable', reason: 'the stream ended before [DONE]' };
}

export const streamChat = (options: StreamChatOptions): TokenStream => {
  let settle: (outcome: StreamOutcome) => void = () => undefined;
  const outcome = new Promise<StreamOutcome>((resolve) => {
    settle = resolve;
  });
  let started = false;
  return {
    outcome,
    async *[Symbol.asyncIterator]() {
      if (started) return;
      started = true;
      const deadlines = startDeadlines(options.signal, {
        ...DEFAULT_STREAM_TIMEOUTS,
        ...options.timeouts,
      });
      try {
        settle(yield* chatTokens(options, deadlines));
      } finally {
        // Left early (break, return): the request is cancelled. A settled promise ignores this.
        settle(deadlines.failure() ?? { kind: 'aborted' });
        deadlines.dispose();
      }
    },
  };
};

export interface CompleteJsonOptions<T> {
  key: string;
  messages: readonly ChatMessage[];
  /** Checks the answer; a reply that fails it is `invalid`. */
  schema: z.ZodMiniType<T>;
  /** What the API is asked to follow (`response_format.json_schema`). */
  jsonSchema: { name: string; schema: Record<string, unknown> };
  temperature?: number;
  signal?: AbortSignal;
  timeouts?: Partial<LlmTimeouts>;
}

export type JsonAnswer<T> = { kind: 'ok'; value: T } | LlmFailure;

/** One non-streamed completion whose content is JSON following `jsonSchema`, checked by `schema`. */
export const completeJson = async <T>(options: CompleteJsonOptions<T>): Promise<JsonAnswer<T>> => {
  const deadlines = startDeadlines(options.signal, {
    ...DEFAULT_JSON_TIMEOUTS,
    ...options.timeouts,
  });
  try {
    const response = await postCompletion(
      options.key,
      {
        model: llmModel(),
        messages: options.messages,
        ...(options.temperature === undefined ? {} : { temperature: options.temperature }),
        response_format: {
          type: 'json_schema',
          json_schema: {
            name: options.jsonSchema.name,
            schema: options.jsonSchema.schema,
            strict: true,
          },
        },
      },
      deadlines,
    );
    if (!(response instanceof Response)) return response;
    if (!response.ok) return await refusalFrom(response, deadlines);
    let body: CompletionBody;
    try {
      body = JSON.parse(await response.text()) as CompletionBody;
    } catch (error) {
      return deadlines.failure() ?? { kind: 'invalid', reason: `not JSON: ${reasonOf(error)}` };
    }
    const message = body.choices?.[0]?.message;
    if (typeof message?.refusal === 'string') {
      return { kind: 'invalid', reason: `the model refused: ${message.refusal}` };
    }
    if (typeof message?.content !== 'string') return { kind: 'invalid', reason: 'no content' };
    let value: unknown;
    try {
      value = JSON.parse(message.content);
    } catch {
      return { kind: 'invalid', reason: 'content that is not JSON' };
    }
    const checked = options.schema.safeParse(value);
    if (!checked.success) {
      const first = checked.error.issues[0];
      return {
        kind: 'invalid',
        reason:
          `does not fit the schema: ${first?.path.join('.') ?? ''} ${first?.message ?? ''}`.trim(),
      };
    }
    return { kind: 'ok', value: checked.data };
  } finally {
    deadlines.dispose();
  }
};
