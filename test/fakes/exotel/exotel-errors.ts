import type { ServerResponse } from 'node:http';

/**
 * Exotel's v1 error body, `{ "RestException": { "Status", "Message" } }` (the v1 API keeps
 * Twilio's 2010 shape; public integrations read `RestException.Message`). The exact messages are
 * ours: Exotel's docs give the status codes (400, 401, 402, 403, 404, 429, 5xx), not the wording.
 */
export const sendExotelError = (res: ServerResponse, status: number, message: string): void =>
  sendJson(res, status, { RestException: { Status: status, Message: message } });

export const sendJson = (res: ServerResponse, status: number, body: unknown): void => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

export const sendUnauthorized = (res: ServerResponse) =>
  sendExotelError(res, 401, 'Authentication failed: check the API key and API token');

export const sendNotFound = (res: ServerResponse, what: string) =>
  sendExotelError(res, 404, `${what} was not found`);
