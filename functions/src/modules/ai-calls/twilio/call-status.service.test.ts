import { describe, expect, it } from 'vitest';
import { type StatusCallback, statusStep } from './call-status.service';

const callback = (status: string, extra: Partial<StatusCallback> = {}): StatusCallback => ({
  sid: 'CA1',
  status,
  duration: '',
  ...extra,
});

describe("Twilio's status callbacks", () => {
  it('keeps a call on its way while it rings, and marks its start once answered', () => {
    for (const status of ['queued', 'initiated', 'ringing']) {
      expect(statusStep({ twilioCallSid: null }, callback(status))).toEqual({
        kind: 'progress',
        sid: 'CA1',
        answered: false,
      });
    }
    expect(statusStep({ twilioCallSid: 'CA1' }, callback('in-progress'))).toEqual({
      kind: 'progress',
      sid: 'CA1',
      answered: true,
    });
  });

  it('finishes a completed call with its duration, and none when Twilio sent none', () => {
    expect(statusStep({ twilioCallSid: 'CA1' }, callback('completed', { duration: '42' }))).toEqual(
      { kind: 'finish', seconds: 42 },
    );
    expect(statusStep({ twilioCallSid: 'CA1' }, callback('completed'))).toEqual({
      kind: 'finish',
      seconds: 0,
    });
    expect(
      statusStep({ twilioCallSid: 'CA1' }, callback('completed', { duration: 'soon' })),
    ).toEqual({ kind: 'finish', seconds: 0 });
  });

  it('tries a busy, unanswered or failed call again (or ends it), and ends a canceled one', () => {
    expect(statusStep({ twilioCallSid: 'CA1' }, callback('busy'))).toEqual({
      kind: 'retry',
      status: 'busy',
      reason: 'The line was busy',
    });
    expect(statusStep({ twilioCallSid: 'CA1' }, callback('no-answer'))).toMatchObject({
      kind: 'retry',
      status: 'no_answer',
    });
    expect(statusStep({ twilioCallSid: 'CA1' }, callback('failed'))).toMatchObject({
      kind: 'retry',
      status: 'failed',
    });
    expect(statusStep({ twilioCallSid: 'CA1' }, callback('canceled'))).toEqual({
      kind: 'end',
      status: 'failed',
      reason: 'The call was canceled',
    });
  });

  it('ignores a callback about an earlier try, and a status it does not know', () => {
    expect(statusStep({ twilioCallSid: 'CA2' }, callback('completed'))).toEqual({
      kind: 'ignore',
    });
    expect(statusStep({ twilioCallSid: 'CA1' }, callback('answered-by-robot'))).toEqual({
      kind: 'ignore',
    });
  });
});
