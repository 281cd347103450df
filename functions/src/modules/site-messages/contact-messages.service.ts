import { createHash } from 'node:crypto';
import type {
  ContactMessage,
  ContactMessageReceipt,
} from '@salesflow/shared/site/contact-message.schema';
import { newId } from '../../platform/data/ids';
import { commit } from '../../platform/data/unit-of-work';
import { sendEmail } from '../../platform/email/send-email';
import { RateLimitedError } from '../../platform/errors';
import { logger } from '../../platform/logger';
import { countEvent } from '../../platform/metrics';
import { outboxPut, sendFromOutbox } from '../../platform/queue/outbox';
import { SITE_MESSAGES_QUEUE } from '../../platform/queue-names';
import { countInWindow } from '../../platform/rate-limit/rate-limit.repository';
import {
  type ContactMessageKey,
  contactMessageKey,
  contactMessageWrite,
  markEmailed,
  readContactMessage,
  type StoredContactMessage,
} from './contact-messages.repository';

/** Messages one email address may send in an hour, and the whole site in an hour. */
export const MESSAGES_PER_SENDER_HOUR = 3;
export const MESSAGES_PER_SITE_HOUR = 200;

/** The counters of the site's own limits (not an organization's). */
const SITE_COUNTERS = 'SITE';

const hourOf = (now: Date) => Math.floor(now.getTime() / 3_600_000) * 3600;

const refuse = (hour: number, now: Date, message: string) =>
  new RateLimitedError(Math.max(1, hour + 3600 - Math.floor(now.getTime() / 1000)), message);

/** Where the sales team reads the messages: `SALES_INBOX`, else SalesFlow's sales address. */
export const salesInbox = () => process.env.SALES_INBOX || 'sales@salesflow.app';

/**
 * Keeps a visitor's message and queues it for the sales inbox, in one transaction: once the
 * visitor is told "Message Sent Successfully!", the message is stored whatever SES does. A
 * filled-in `website` (the field people never see) is a robot's: it is answered alike and kept
 * nowhere. Three messages an hour per email address, 200 an hour for the site.
 */
export const receiveContactMessage = async (
  input: ContactMessage,
  now = new Date(),
): Promise<ContactMessageReceipt> => {
  const id = newId();
  const receivedAt = now.toISOString();
  if (input.website) {
    countEvent('contactMessageRobot');
    return { id, receivedAt };
  }
  const hour = hourOf(now);
  const sender = createHash('sha256').update(input.email.toLowerCase()).digest('hex').slice(0, 32);
  if (
    !(await countInWindow(SITE_COUNTERS, hour, 3600, MESSAGES_PER_SENDER_HOUR, `MSG#${sender}`))
  ) {
    throw refuse(
      hour,
      now,
      `You have sent ${MESSAGES_PER_SENDER_HOUR} messages this hour. We will answer them soon; for anything urgent, email ${salesInbox()}.`,
    );
  }
  if (!(await countInWindow(SITE_COUNTERS, hour, 3600, MESSAGES_PER_SITE_HOUR, 'MSG'))) {
    throw refuse(
      hour,
      now,
      `We are receiving a lot of messages right now. Please try again later or email ${salesInbox()}.`,
    );
  }
  const { website: _website, ...fields } = input;
  const message: StoredContactMessage = { id, receivedAt, emailedAt: null, ...fields };
  const notify = outboxPut(SITE_MESSAGES_QUEUE, contactMessageKey(id, receivedAt));
  await commit([contactMessageWrite(message), notify.write]);
  await sendFromOutbox(notify.entry);
  countEvent('contactMessageReceived');
  return { id, receivedAt };
};

const INQUIRY_LABELS: Record<ContactMessage['inquiry'], string> = {
  sales: 'Sales',
  support: 'Support',
  partnership: 'Partnership',
  demo: 'Demo',
  other: 'Other',
};

/** The email the sales inbox gets: who wrote, about what, and their words; replies go to them. */
export const contactMessageEmail = (message: StoredContactMessage) => {
  const name = `${message.firstName} ${message.lastName}`;
  const lines = [
    `${INQUIRY_LABELS[message.inquiry]} inquiry from the contact page`,
    '',
    `Name: ${name}`,
    `Email: ${message.email}`,
    `Phone: ${message.phone ?? '-'}`,
    `Company: ${message.company}`,
    `Role: ${message.role ?? '-'}`,
    `Team size: ${message.teamSize ?? '-'}`,
    `Received: ${message.receivedAt}`,
    '',
    message.message,
  ];
  return {
    to: salesInbox(),
    subject: `[${INQUIRY_LABELS[message.inquiry]}] ${name}, ${message.company}`.slice(0, 200),
    text: lines.join('\n'),
    replyTo: message.email,
  };
};

/**
 * Emails a stored message to the sales inbox (the site-messages queue). A message already emailed
 * (a redelivery) is left alone; an SES failure throws, so the queue tries again, then keeps the
 * message in its dead-letter queue. The message itself stays stored either way.
 */
export const emailContactMessage = async (key: ContactMessageKey): Promise<void> => {
  const message = await readContactMessage(key);
  if (!message) {
    logger.warn('Contact message not found', { key });
    return;
  }
  if (message.emailedAt) return;
  await sendEmail(contactMessageEmail(message));
  await markEmailed(key, new Date().toISOString());
};
