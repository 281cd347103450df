import { describe, expect, it } from 'vitest';
import { toLambdaResult } from '../../platform/http/http-result';
import { leadCaptureAnswer } from './lead-capture-answer';
import { keptResultOf, type LeadCaptureResult } from './lead-capture-result';

const results: LeadCaptureResult[] = [
  { kind: 'created', contactId: 'c-1' },
  { kind: 'updated', contactId: 'c-2' },
  { kind: 'duplicate', contactId: 'c-3' },
  { kind: 'held', heldId: 'h-1', reason: 'Your plan is full' },
  {
    kind: 'refused',
    problem: {
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid',
      details: [{ field: 'email', message: 'Invalid email address' }],
      requestId: 'req-1',
    },
  },
  { kind: 'refused', problem: { code: 'BAD_REQUEST', message: 'Empty', requestId: 'req-2' } },
];

/** Answers as lead-capture.service.ts kept them before it kept results, one of each. */
const answersKeptBefore = [
  {
    httpStatus: 201,
    body: { success: true, status: 'created', contact: { id: 'c-1' } },
  },
  {
    httpStatus: 200,
    body: { success: true, status: 'updated', contact: { id: 'c-2' } },
  },
  {
    httpStatus: 200,
    body: { success: true, status: 'duplicate', contact: { id: 'c-3' } },
  },
  {
    httpStatus: 202,
    body: { success: true, status: 'held', held: { id: 'h-1' }, message: 'Your plan is full' },
  },
  {
    httpStatus: 400,
    body: {
      success: false,
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid',
        details: [{ field: 'email', message: 'Invalid email address' }],
        requestId: 'req-1',
      },
    },
  },
  {
    httpStatus: 400,
    body: {
      success: false,
      error: { code: 'BAD_REQUEST', message: 'Empty', requestId: 'req-2' },
    },
  },
];

describe('the result kept for a delivery’s retries', () => {
  it('reads a result kept as it is', () => {
    for (const result of results) expect(keptResultOf(result)).toEqual(result);
  });

  it('reads an answer kept before results were into the result it stood for', () => {
    expect(answersKeptBefore.map(keptResultOf)).toEqual(results);
  });

  it('answers a retry from an answer kept before results with exactly what it kept', () => {
    for (const kept of answersKeptBefore) {
      const answer = toLambdaResult(leadCaptureAnswer(keptResultOf(kept)));
      expect(answer.statusCode).toBe(kept.httpStatus);
      expect(answer.body).toBe(JSON.stringify(kept.body));
    }
  });

  it('refuses, as a fault of ours and not a ZodError, a record it could not give back exactly', () => {
    const unreadable = [
      null,
      { kind: 'created' },
      // A status that does not go with its body.
      { httpStatus: 200, body: { success: true, status: 'created', contact: { id: 'c-1' } } },
      // A field the result would drop.
      {
        httpStatus: 201,
        body: { success: true, status: 'created', contact: { id: 'c-1' }, extra: 1 },
      },
    ];
    for (const stored of unreadable) {
      expect(() => keptResultOf(stored)).toThrow(
        'A lead webhook answer was kept in a shape no reader knows',
      );
    }
  });
});
