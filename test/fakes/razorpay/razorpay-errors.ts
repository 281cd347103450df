import type { ServerResponse } from 'node:http';

export const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** Razorpay's error body: 400 `BAD_REQUEST_ERROR` with a description and, when known, the field. */
export class RazorpayError extends Error {
  constructor(
    readonly description: string,
    readonly field?: string,
    readonly status = 400,
  ) {
    super(description);
  }
}

export const sendError = (res: ServerResponse, error: RazorpayError) =>
  sendJson(res, error.status, {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description: error.description,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
      ...(error.field ? { field: error.field } : {}),
    },
  });

export const notFound = () => new RazorpayError('The id provided does not exist');
