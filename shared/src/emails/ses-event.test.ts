import { describe, expect, it } from 'vitest';
import { sendEmailSchema } from './send-email.schema';
import { readSesEvent, sesEventNotification } from './ses-event';

const mail = {
  messageId: '0100018f-abc',
  source: 'no-reply@salesflow.local',
  destination: ['lead@example.in'],
  timestamp: '2026-11-24T10:00:00.000Z',
};

describe('reading SES events', () => {
  it('stops an address on a permanent bounce or a complaint, SNS-wrapped or raw', () => {
    expect(
      readSesEvent(
        sesEventNotification('bounce', mail, 'Lead@Example.in', '2026-11-24T10:01:00.000Z'),
      ),
    ).toEqual({
      kind: 'bounce',
      messageId: '0100018f-abc',
      addresses: ['lead@example.in'],
      at: '2026-11-24T10:01:00.000Z',
      tags: {},
    });
    const raw = JSON.parse(sesEventNotification('complaint', mail, 'lead@example.in')).Message;
    expect(readSesEvent(raw)).toMatchObject({ kind: 'complaint', addresses: ['lead@example.in'] });
  });

  it('reads identity notifications (notificationType) and tags too', () => {
    const body = JSON.stringify({
      notificationType: 'Bounce',
      bounce: {
        bounceType: 'Permanent',
        bouncedRecipients: [{ emailAddress: 'a@b.in' }],
        timestamp: 't',
      },
      mail: { ...mail, tags: { organizationId: ['org-1'] } },
    });
    expect(readSesEvent(body)).toMatchObject({
      kind: 'bounce',
      tags: { organizationId: ['org-1'] },
    });
  });

  it('ignores transient bounces, deliveries, and what is not an SES event', () => {
    const transient = JSON.parse(sesEventNotification('bounce', mail, 'lead@example.in'));
    const inner = JSON.parse(transient.Message);
    inner.bounce.bounceType = 'Transient';
    expect(readSesEvent(JSON.stringify(inner))).toBeNull();
    expect(readSesEvent(JSON.stringify({ eventType: 'Delivery', mail }))).toBeNull();
    expect(readSesEvent('not json')).toBeNull();
    expect(readSesEvent(JSON.stringify({ Message: 'not json' }))).toBeNull();
    expect(
      readSesEvent(JSON.stringify({ eventType: 'Bounce', bounce: { bounceType: 'Permanent' } })),
    ).toBeNull();
  });
});

describe('the Compose Email fields', () => {
  it('needs to, subject, message and the contact, as the dialog does', () => {
    const ok = sendEmailSchema.safeParse({
      to: ' lead@example.in ',
      subject: ' Follow up ',
      body: 'Hello',
      contactId: '01J0000000000000000000000A',
    });
    expect(ok.data).toMatchObject({ to: 'lead@example.in', subject: 'Follow up' });
    for (const field of ['to', 'subject', 'body', 'contactId']) {
      const result = sendEmailSchema.safeParse({
        to: 'lead@example.in',
        subject: 'Follow up',
        body: 'Hello',
        contactId: '01J0000000000000000000000A',
        [field]: '',
      });
      expect(result.error?.issues[0]?.path, field).toEqual([field]);
    }
  });
});
