import type { ServerResponse } from 'node:http';

/** Twilio's error body: `{ code, message, more_info, status }` (https://www.twilio.com/docs/errors). */
export const sendTwilioError = (
  res: ServerResponse,
  status: number,
  code: number,
  message: string,
): void => {
  const body = JSON.stringify({
    code,
    message,
    more_info: `https://www.twilio.com/docs/errors/${code}`,
    status,
  });
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(body);
};

export const sendJson = (res: ServerResponse, status: number, body: unknown): void => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

/** 401 with error 20003, what Twilio answers to missing or wrong credentials. */
export const sendAuthenticate = (res: ServerResponse) =>
  sendTwilioError(res, 401, 20003, 'Authenticate');

/** 404 with error 20404, what Twilio answers for a resource the credentials cannot see. */
export const sendNotFound = (res: ServerResponse, path: string) =>
  sendTwilioError(res, 404, 20404, `The requested resource ${path} was not found`);
