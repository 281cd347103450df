import { llmBaseUrl } from './llm-config';
import type { LlmDeadlines } from './llm-deadlines';
import { type LlmFailure, reasonOf, refusalOf } from './llm-errors';

/** The one request both calls make: `POST {base}/v1/chat/completions`, and its error body. */
const completionsUrl = () => `${llmBaseUrl()}/v1/chat/completions`;

export const postCompletion = async (
  key: string,
  body: Record<string, unknown>,
  deadlines: LlmDeadlines,
): Promise<Response | LlmFailure> => {
  try {
    return await fetch(completionsUrl(), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
        accept: body.stream ? 'text/event-stream' : 'application/json',
      },
      body: JSON.stringify(body),
      signal: deadlines.signal,
    });
  } catch (error) {
    return deadlines.failure() ?? { kind: 'unreachable', reason: reasonOf(error) };
  }
};

/** A failed answer's body read as OpenAI's error JSON (bounded by the same deadlines). */
export const refusalFrom = async (
  response: Response,
  deadlines: LlmDeadlines,
): Promise<LlmFailure> => {
  try {
    return refusalOf(response.status, await response.text());
  } catch (error) {
    return deadlines.failure() ?? { kind: 'unreachable', reason: reasonOf(error) };
  }
};

export interface CompletionBody {
  choices?: { message?: { content?: unknown; refusal?: unknown } }[];
}
