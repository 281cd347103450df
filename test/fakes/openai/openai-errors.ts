import type { ServerResponse } from 'node:http';

/** OpenAI's error body: `{ "error": { "message", "type", "param", "code" } }`. */
export const sendOpenAiError = (
  res: ServerResponse,
  status: number,
  error: { message: string; type: string; param?: string | null; code?: string | null },
  headers: Record<string, string> = {},
): void => {
  const body = JSON.stringify({
    error: {
      message: error.message,
      type: error.type,
      param: error.param ?? null,
      code: error.code ?? null,
    },
  });
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(body);
};

export const sendJson = (res: ServerResponse, status: number, body: unknown): void => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** What OpenAI answers to a wrong key: the key shown with its middle masked. */
export const sendInvalidKey = (res: ServerResponse, key: string | null) =>
  sendOpenAiError(res, 401, {
    message: key
      ? `Incorrect API key provided: ${key.slice(0, 3)}${'*'.repeat(Math.max(0, key.length - 7))}${key.slice(-4)}. You can find your API key at https://platform.openai.com/account/api-keys.`
      : "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).",
    type: 'invalid_request_error',
    code: key ? 'invalid_api_key' : null,
  });

export const sendRateLimited = (res: ServerResponse, model: string) =>
  sendOpenAiError(
    res,
    429,
    {
      message: `Rate limit reached for ${model} in organization org-fake on requests per min (RPM): Limit 3, Used 3, Requested 1. Please try again in 20s.`,
      type: 'requests',
      param: null,
      code: 'rate_limit_exceeded',
    },
    { 'retry-after': '20' },
  );

export const sendInvalidRequest = (res: ServerResponse, param: string | null, message: string) =>
  sendOpenAiError(res, 400, { message, type: 'invalid_request_error', param, code: null });
