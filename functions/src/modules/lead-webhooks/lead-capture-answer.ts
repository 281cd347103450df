import { type HttpResult, json } from '../../platform/http/http-result';
import type { LeadCaptureResult } from './lead-capture-result';

/**
 * The HTTP status each result is answered with; the delivery log keeps it for the integrations
 * page (webhooks.repository.ts), so the page shows what the sender was told.
 */
const ANSWER_STATUS = {
  created: 201,
  updated: 200,
  duplicate: 200,
  held: 202,
  refused: 400,
} as const satisfies Record<LeadCaptureResult['kind'], number>;

export const answerStatusOf = (kind: LeadCaptureResult['kind']): number => ANSWER_STATUS[kind];

/**
 * A lead webhook's answer to its sender. Each body is built here, key by key, so a result read
 * back from its kept record answers a retry with the same bytes as the first delivery.
 */
export const leadCaptureAnswer = (result: LeadCaptureResult): HttpResult => {
  const status = answerStatusOf(result.kind);
  switch (result.kind) {
    case 'created':
    case 'updated':
    case 'duplicate':
      return json(status, {
        success: true,
        status: result.kind,
        contact: { id: result.contactId },
      });
    case 'held':
      return json(status, {
        success: true,
        status: 'held',
        held: { id: result.heldId },
        message: result.reason,
      });
    case 'refused': {
      const { code, message, details, requestId } = result.problem;
      return json(status, {
        success: false,
        error: {
          code,
          message,
          ...(details
            ? { details: details.map((d) => ({ field: d.field, message: d.message })) }
            : {}),
          requestId,
        },
      });
    }
  }
};
