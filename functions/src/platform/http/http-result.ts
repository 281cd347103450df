import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** What a route function returns; `toLambdaResult` turns it into API Gateway's answer. */
export interface HttpResult {
  status: number;
  body?: unknown;
  /** A page instead of JSON: sent as it is, as text/html. */
  html?: string;
  /** Plain text instead of JSON (a webhook handshake's echo): sent as it is, as text/plain. */
  text?: string;
  /** XML instead of JSON (TwiML for Twilio): sent as it is, as text/xml. */
  xml?: string;
  /** A download (a CSV file): sent as it is, with its type and name. */
  file?: { contentType: string; fileName: string; body: string };
  headers?: Record<string, string>;
  cookies?: string[];
}

export const json = (status: number, body: unknown, cookies?: string[]): HttpResult => ({
  status,
  body,
  cookies,
});

export const noContent = (cookies?: string[]): HttpResult => ({ status: 204, cookies });

export const redirect = (location: string, cookies?: string[]): HttpResult => ({
  status: 302,
  headers: { location },
  cookies,
});

export const downloadFile = (fileName: string, contentType: string, body: string): HttpResult => ({
  status: 200,
  file: { contentType, fileName, body },
});

export const htmlPage = (status: number, html: string, cookies?: string[]): HttpResult => ({
  status,
  html,
  cookies,
});

export const plainText = (status: number, text: string): HttpResult => ({ status, text });

export const xmlDocument = (status: number, xml: string): HttpResult => ({ status, xml });

export const toLambdaResult = (result: HttpResult): APIGatewayProxyStructuredResultV2 => {
  const headers: Record<string, string> = {
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...result.headers,
  };
  if (result.html !== undefined) {
    return {
      statusCode: result.status,
      headers: { ...headers, 'content-type': 'text/html; charset=utf-8' },
      body: result.html,
      ...(result.cookies?.length ? { cookies: result.cookies } : {}),
    };
  }
  if (result.text !== undefined) {
    return {
      statusCode: result.status,
      headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' },
      body: result.text,
    };
  }
  if (result.xml !== undefined) {
    return {
      statusCode: result.status,
      headers: { ...headers, 'content-type': 'text/xml; charset=utf-8' },
      body: result.xml,
    };
  }
  if (result.file !== undefined) {
    return {
      statusCode: result.status,
      headers: {
        ...headers,
        'content-type': result.file.contentType,
        'content-disposition': `attachment; filename="${result.file.fileName.replace(/[^\w.-]/g, '_')}"`,
      },
      body: result.file.body,
    };
  }
  const hasBody = result.body !== undefined && result.status !== 204;
  if (hasBody) headers['content-type'] = 'application/json; charset=utf-8';
  return {
    statusCode: result.status,
    headers,
    body: hasBody ? JSON.stringify(result.body) : '',
    ...(result.cookies?.length ? { cookies: result.cookies } : {}),
  };
};
