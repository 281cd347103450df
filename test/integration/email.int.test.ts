import { sendEmail } from '@salesflow/functions/platform/email/send-email';
import { routeGrants } from '@salesflow/functions/platform/route-grants';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { emailsTo } from '../support/mailbox';

/** The one way the functions send email, through the local SES that stands in for SES. */
describe('sending email', () => {
  beforeAll(() => {
    Object.assign(process.env, {
      AWS_ENDPOINT_URL_SESV2: inject('mailboxUrl'),
      AWS_REGION: 'ap-south-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      EMAIL_FROM: 'SalesFlow <no-reply@salesflow.local>',
    });
  });

  it('delivers text and HTML from the configured sender, to the mailbox of the local SES', async () => {
    const to = `mail-${Date.now()}@example.in`;
    const id = await routeGrants.run({ table: 'readwrite', sends: [], emails: true }, () =>
      sendEmail({ to, subject: 'Hello Meera', text: 'Plain words', html: '<p>Plain words</p>' }),
    );
    expect(id).toEqual(expect.any(String));
    const [email] = await emailsTo(to);
    expect(email).toMatchObject({
      subject: 'Hello Meera',
      from: 'SalesFlow <no-reply@salesflow.local>',
      body: { text: 'Plain words', html: '<p>Plain words</p>' },
    });
  });

  it('is refused to a route that does not declare it', async () => {
    await expect(
      routeGrants.run({ table: 'readwrite', sends: [] }, () =>
        sendEmail({ to: 'x@example.in', subject: 's', text: 't' }),
      ),
    ).rejects.toThrow(/may not send email/);
  });
});
