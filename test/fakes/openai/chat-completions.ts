import type { ServerResponse } from 'node:http';
import type { FakeChatRequest, FakeResponder } from './default-responder';
import { type JsonSchema, schemaProblem } from './json-schema-check';
import { sendInvalidRequest, sendJson, sendOpenAiError } from './openai-errors';

/** POST /v1/chat/completions: a validated body, then a streamed or a whole answer. */
const ROLES = new Set(['system', 'developer', 'user', 'assistant', 'tool']);

/** The request as responders see it, or the 400 problem (param and message) OpenAI would name. */
export const readChatRequest = (
  body: unknown,
): FakeChatRequest | { param: string; message: string } => {
  if (!body || typeof body !== 'object')
    return { param: 'body', message: 'We could not parse the JSON body of your request.' };
  const b = body as Record<string, unknown>;
  if (typeof b.model !== 'string' || b.model === '') {
    return { param: 'model', message: 'you must provide a model parameter' };
  }
  if (!Array.isArray(b.messages) || b.messages.length === 0) {
    return {
      param: 'messages',
      message: "Invalid 'messages': empty array. Expected an array with minimum length 1.",
    };
  }
  const messages: FakeChatRequest['messages'] = [];
  for (const [index, m] of b.messages.entries()) {
    const message = m as { role?: unknown; content?: unknown };
    if (typeof message?.role !== 'string' || !ROLES.has(message.role)) {
      return {
        param: `messages.[${index}].role`,
        message: `Invalid value for 'messages[${index}].role'.`,
      };
    }
    if (typeof message.content !== 'string') {
      return {
        param: `messages.[${index}].content`,
        message: `Invalid type for 'messages[${index}].content': expected a string.`,
      };
    }
    messages.push({ role: message.role, content: message.content });
  }
  const format = b.response_format as
    | { type?: unknown; json_schema?: { name?: unknown; schema?: unknown } }
    | undefined;
  let jsonSchema: JsonSchema | null = null;
  if (format !== undefined) {
    if (format?.type === 'json_schema') {
      if (
        typeof format.json_schema?.name !== 'string' ||
        typeof format.json_schema.schema !== 'object'
      ) {
        return {
          param: 'response_format.json_schema',
          message: "Missing required parameter: 'response_format.json_schema.name' or 'schema'.",
        };
      }
      jsonSchema = format.json_schema.schema as JsonSchema;
    } else if (format?.type !== 'text') {
      return {
        param: 'response_format.type',
        message: "Invalid value for 'response_format.type'.",
      };
    }
  }
  if (
    b.temperature !== undefined &&
    (typeof b.temperature !== 'number' || b.temperature < 0 || b.temperature > 2)
  ) {
    return {
      param: 'temperature',
      message: "Invalid 'temperature': expected a number from 0 to 2.",
    };
  }
  return {
    model: b.model,
    messages,
    stream: b.stream === true,
    jsonSchema,
    temperature: typeof b.temperature === 'number' ? b.temperature : null,
  };
};

/** Words with the space before them: how a model's tokens look ("Hello", " there", ","). */
export const tokensOf = (text: string): string[] => text.match(/\s*[^\s]+/g) ?? [];

export interface StreamControl {
  tokenDelayMs: number;
  /** Send this many tokens, then hold the stream open without a word (the stall mode). */
  stallAfter: number | null;
  /** Send this many tokens, then an error event and the end of the stream. */
  failAfter: number | null;
  /** Whether the server is stopping or the client left: ends the loop. */
  closed: () => boolean;
  hold: (res: ServerResponse) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let sequence = 0;

export const answerChat = async (
  res: ServerResponse,
  request: FakeChatRequest,
  responder: FakeResponder,
  control: StreamControl,
): Promise<void> => {
  sequence += 1;
  const id = `chatcmpl-fake${String(sequence).padStart(6, '0')}`;
  const created = Math.floor(Date.now() / 1000);
  const reply = responder(request);
  let content: string;
  if (typeof reply === 'string') content = reply;
  else {
    const problem = request.jsonSchema ? schemaProblem(request.jsonSchema, reply) : null;
    if (problem) {
      return sendOpenAiError(res, 500, {
        message: `The fake's responder broke the schema: ${problem}`,
        type: 'server_error',
      });
    }
    content = JSON.stringify(reply);
  }
  if (!request.stream) {
    const completionTokens = tokensOf(content).length;
    return sendJson(res, 200, {
      id,
      object: 'chat.completion',
      created,
      model: request.model,
      system_fingerprint: 'fp_fake',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content, refusal: null },
          logprobs: null,
          finish_reason: 'stop',
        },
      ],
      usage: {
        prompt_tokens: request.messages.length * 10,
        completion_tokens: completionTokens,
        total_tokens: request.messages.length * 10 + completionTokens,
      },
    });
  }
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  const chunk = (delta: Record<string, unknown>, finish: string | null) =>
    `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: request.model, system_fingerprint: 'fp_fake', choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] })}\n\n`;
  res.write(chunk({ role: 'assistant', content: '' }, null));
  let sent = 0;
  for (const token of tokensOf(content)) {
    if (control.closed()) return;
    if (control.stallAfter !== null && sent >= control.stallAfter) return control.hold(res);
    if (control.failAfter !== null && sent >= control.failAfter) {
      const error = {
        message: 'The server had an error while processing your request. Sorry about that!',
        type: 'server_error',
        param: null,
        code: null,
      };
      return void res.end(`data: ${JSON.stringify({ error })}\n\n`);
    }
    if (control.tokenDelayMs > 0) await sleep(control.tokenDelayMs);
    res.write(chunk({ content: token }, null));
    sent += 1;
  }
  res.write(chunk({}, 'stop'));
  res.end('data: [DONE]\n\n');
};

export const sendBadRequest = (res: ServerResponse, problem: { param: string; message: string }) =>
  sendInvalidRequest(res, problem.param, problem.message);
