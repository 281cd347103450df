import { describe, expect, it } from 'vitest';
import { toLambdaResult } from '../../platform/http/http-result';
import { answerStatusOf, leadCaptureAnswer } from './lead-capture-answer';
import type { LeadCaptureResult } from './lead-capture-result';

/** The status and the exact bytes the sender receives. */
const sent = (result: LeadCaptureResult) => {
  const answer = toLambdaResult(leadCaptureAnswer(result));
  return { status: answer.statusCode, body: answer.body };
};

describe('a lead webhook’s answer to its result', () => {
  it('answers a new contact 201 with its id', () => {
    expect(sent({ kind: 'created', contactId: 'c-1' })).toEqual({
      status: 201,
      body: '{"success":true,"status":"created","contact":{"id":"c-1"}}',
    });
  });

  it('answers a lead merged into the contact with its email 200, updated or duplicate', () => {
    expect(sent({ kind: 'updated', contactId: 'c-2' })).toEqual({
      status: 200,
      body: '{"success":true,"status":"updated","contact":{"id":"c-2"}}',
    });
    expect(sent({ kind: 'duplicate', contactId: 'c-3' })).toEqual({
      status: 200,
      body: '{"success":true,"status":"duplicate","contact":{"id":"c-3"}}',
    });
  });

  it('answers a held lead 202 with its id and why it is held', () => {
    expect(sent({ kind: 'held', heldId: 'h-1', reason: 'Your plan is full' })).toEqual({
      status: 202,
      body: '{"success":true,"status":"held","held":{"id":"h-1"},"message":"Your plan is full"}',
    });
  });

  it('answers a refused delivery 400 with the error body, its fields when it names them', () => {
    expect(
      sent({
        kind: 'refused',
        problem: {
          code: 'VALIDATION_FAILED',
          message: 'Some fields are not valid',
          details: [{ field: 'email', message: 'Invalid email address' }],
          requestId: 'req-1',
        },
      }),
    ).toEqual({
      status: 400,
      body: '{"success":false,"error":{"code":"VALIDATION_FAILED","message":"Some fields are not valid","details":[{"field":"email","message":"Invalid email address"}],"requestId":"req-1"}}',
    });
    expect(
      sent({
        kind: 'refused',
        problem: { code: 'BAD_REQUEST', message: 'The body is not JSON', requestId: 'req-2' },
      }),
    ).toEqual({
      status: 400,
      body: '{"success":false,"error":{"code":"BAD_REQUEST","message":"The body is not JSON","requestId":"req-2"}}',
    });
  });

  it('gives the same bytes whatever order a kept record’s keys come back in', () => {
    const reordered = {
      problem: {
        requestId: 'req-3',
        details: [{ message: 'Required', field: 'name' }],
        message: 'Some fields are not valid',
        code: 'VALIDATION_FAILED' as const,
      },
      kind: 'refused' as const,
    };
    expect(sent(reordered).body).toBe(
      '{"success":false,"error":{"code":"VALIDATION_FAILED","message":"Some fields are not valid","details":[{"field":"name","message":"Required"}],"requestId":"req-3"}}',
    );
  });

  it('gives the delivery log the status each kind is answered with', () => {
    expect(
      (['created', 'updated', 'duplicate', 'held', 'refused'] as const).map(answerStatusOf),
    ).toEqual([201, 200, 200, 202, 400]);
  });
});
