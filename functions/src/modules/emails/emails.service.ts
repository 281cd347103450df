import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { SendEmailAnswer, SendEmailInput } from '@salesflow/shared/emails/send-email.schema';
import type { MailStop } from '@salesflow/shared/emails/ses-event';
import type { AuthContext } from '../../platform/auth/session';
import { commit } from '../../platform/data/unit-of-work';
import { sendEmail } from '../../platform/email/send-email';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import { logger } from '../../platform/logger';
import { countEvent } from '../../platform/metrics';
import { takeOrganizationEmail } from '../../platform/rate-limit/organization-limit';
import { contactActivityWrites } from '../contacts/contact-timeline.service';
import { stepAsideOrThrow } from '../contacts/contact-write-retry';
import {
  assertMayChangeContact,
  currentContact,
  visibleContact,
} from '../contacts/contacts.service';
import { userById } from '../directory/user-directory.service';
import { organizationSenderAddress, senderRefused } from './email-sender.service';
import {
  findMailStop,
  findSentEmailOrganization,
  MailStopKnownError,
  mailStopWrite,
  sentEmailWrite,
} from './emails.repository';

const day = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(iso),
  );

/** The first lines of a message, for the timeline. */
const preview = (body: string) => (body.length > 300 ? `${body.slice(0, 299)}…` : body);

/**
 * POST /api/emails/send: the Compose Email dialog's message to a contact the caller may see, at
 * that contact's own address (another `to` is a 400 on it: no stranger is written to from the
 * organization's address, nor logged on the contact), through SES from the organization's
 * verified address (Settings) with the sender's name, else from the product's address as
 * "<name> via SalesFlow"; replies go to the sender. Refused, with nothing sent, for an address
 * that bounced for good or complained (409) and past the organization's emails a minute (429).
 * Sent, it is on the contact's timeline (an email activity: subject and first lines), which
 * counts as reaching the lead.
 */
export const sendContactEmail = async (
  auth: AuthContext,
  input: SendEmailInput,
): Promise<SendEmailAnswer> => {
  const contact = await visibleContact(auth, input.contactId);
  if (!contact) throw new NotFoundError('Contact not found');
  assertMayChangeContact(auth, contact);
  if (input.to.trim().toLowerCase() !== contact.email.trim().toLowerCase()) {
    throw new ValidationError([
      { field: 'to', message: `Send to ${contact.name}’s email address (${contact.email})` },
    ]);
  }
  const stop = await findMailStop(auth.organizationId, input.to);
  if (stop) {
    throw new ConflictError(
      stop.kind === 'bounce'
        ? `${input.to} bounced on ${day(stop.at)}; emails to it are stopped.`
        : `${input.to} marked an email as spam on ${day(stop.at)}; emails to it are stopped.`,
    );
  }
  await takeOrganizationEmail(auth.organizationId);
  const sender = await userById(auth.userId);
  const name = [sender?.firstName, sender?.lastName].filter(Boolean).join(' ') || sender?.email;
  const email = {
    to: input.to,
    subject: input.subject,
    text: input.body,
    ...(sender?.email ? { replyTo: sender.email } : {}),
  };
  const fromProduct = () =>
    sendEmail({ ...email, ...(name ? { fromName: `${name} via SalesFlow` } : {}) });
  const own = await organizationSenderAddress(auth.organizationId);
  let messageId: string | undefined;
  if (own) {
    try {
      messageId = await sendEmail({
        ...email,
        fromAddress: own,
        ...(name ? { fromName: name } : {}),
      });
    } catch (error) {
      if ((error as Error).name !== 'MessageRejected') throw error;
      // SES no longer lets us send from it: Settings says so, and this email still goes out.
      logger.warn('SES refused the organization sending address', {
        organizationId: auth.organizationId,
      });
      await senderRefused(auth.organizationId, own);
      messageId = await fromProduct();
    }
  } else {
    messageId = await fromProduct();
  }
  const activityId = await recordSentEmail(auth, contact, input, messageId);
  countEvent('emailSent');
  return { success: true, messageId: messageId ?? '', activityId };
};

/**
 * The email, once SES took it, on the contact's timeline with its record for SES's later events,
 * in one transaction. The email is out, so a contact moved meanwhile (rescored by the previous
 * email's notice, edited) is read again rather than failing the send; one deleted meanwhile
 * leaves just the record.
 */
const recordSentEmail = async (
  auth: AuthContext,
  sentTo: Contact,
  input: SendEmailInput,
  messageId: string | undefined,
): Promise<string> => {
  const sent = messageId ? [sentEmailWrite(auth.organizationId, messageId, new Date())] : [];
  let contact: Contact | null = sentTo;
  for (let attempt = 0; ; attempt += 1) {
    const timeline = contact
      ? contactActivityWrites(auth, contact, {
          type: 'email',
          dealId: null,
          subject: `Email: ${input.subject}`,
          description: preview(input.body),
          outcome: null,
        })
      : null;
    try {
      await commit([...(timeline?.writes ?? []), ...sent]);
      return timeline?.activity.id ?? '';
    } catch (error) {
      await stepAsideOrThrow(error, attempt);
      contact = await currentContact(auth.organizationId, sentTo.id);
    }
  }
};

/**
 * A permanent bounce or a complaint (the email-events worker): each address is stopped for the
 * organization that sent the email (its tag, else the sent email's record). Once: the same event
 * again finds the stop there.
 */
export const applyMailStop = async (stop: MailStop): Promise<number> => {
  const organizationId =
    stop.tags.organizationId?.[0] ?? (await findSentEmailOrganization(stop.messageId));
  if (!organizationId) {
    logger.warn('An SES event for an email we have no record of', { messageId: stop.messageId });
    return 0;
  }
  let stopped = 0;
  for (const address of stop.addresses) {
    try {
      await commit([
        mailStopWrite(organizationId, address, {
          kind: stop.kind,
          at: stop.at || new Date().toISOString(),
          messageId: stop.messageId,
        }),
      ]);
      stopped += 1;
    } catch (error) {
      if (!(error instanceof MailStopKnownError)) throw error;
    }
  }
  if (stopped) countEvent('emailAddressStopped', stopped);
  return stopped;
};
