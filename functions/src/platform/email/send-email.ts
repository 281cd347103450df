import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { config } from '../config';
import { assertMayEmail } from '../route-grants';

export interface Email {
  to: string;
  subject: string;
  /** Plain text; every email has it, for clients that show no HTML. */
  text: string;
  html?: string;
  replyTo?: string;
  /** A display name in place of the configured sender's ("Priya Sharma via SalesFlow"). */
  fromName?: string;
  /** An address of the organization's own, verified in SES, in place of the configured one. */
  fromAddress?: string;
}

/** The configured sender, or another address, with another display name. */
const fromWithName = (configured: string, name: string | undefined, own: string | undefined) => {
  if (!name && !own) return configured;
  const address = own ?? /<([^>]+)>/.exec(configured)?.[1] ?? configured;
  return name ? `"${name.replace(/["\\\r\n]/g, '')}" <${address}>` : address;
};

let client: SESv2Client | undefined;

/**
 * Sends one email through SES (the local SES on the local stack, whose mailbox shows it), from
 * the configured sender. Only routes that declare `emails` in the route table may call it.
 */
export const sendEmail = async (email: Email): Promise<string | undefined> => {
  assertMayEmail();
  client ??= new SESv2Client({});
  const out = await client.send(
    new SendEmailCommand({
      FromEmailAddress: fromWithName(config.emailFrom, email.fromName, email.fromAddress),
      // In AWS, the configuration set publishes bounces and complaints (the email-events queue).
      ...(process.env.SES_CONFIGURATION_SET
        ? { ConfigurationSetName: process.env.SES_CONFIGURATION_SET }
        : {}),
      Destination: { ToAddresses: [email.to] },
      ...(email.replyTo ? { ReplyToAddresses: [email.replyTo] } : {}),
      Content: {
        Simple: {
          Subject: { Data: email.subject, Charset: 'UTF-8' },
          Body: {
            Text: { Data: email.text, Charset: 'UTF-8' },
            ...(email.html ? { Html: { Data: email.html, Charset: 'UTF-8' } } : {}),
          },
        },
      },
    }),
  );
  return out.MessageId;
};
