import type { AuthContext } from '../../platform/auth/session';
import { logger } from '../../platform/logger';
import { countEvent } from '../../platform/metrics';
import { runWhatsAppCommand, whatsAppMember } from '../whatsapp-bot/whatsapp-bot.service';
import { contactForNumber } from './whatsapp-contacts';
import { DuplicateWhatsAppMessageError, recordCustomerWrote } from './whatsapp-messages.repository';
import { sendWhatsAppText } from './whatsapp-send.service';
import { storeWhatsAppMessage } from './whatsapp-store.service';

/** One inbound message as the webhook worker reads it from a delivery. */
export interface InboundWhatsAppMessage {
  organizationId: string;
  whatsappMessageId: string;
  /** The customer's number in E.164 (`+` and the wa_id's digits). */
  from: string;
  /** Our number as the delivery shows it (display form), if known. */
  to: string | null;
  /** WhatsApp's message type (text, image, …). */
  messageType: string;
  /** The text, or a short description of what was sent when it is not text. */
  content: string;
  /** The name the customer set on their WhatsApp profile. */
  profileName: string | null;
  /** When the customer sent it (ISO 8601), from the delivery's timestamp. */
  sentAt: string;
}

/**
 * A team member's text (document 2 section 9): stored once (on no contact: it is not a lead's),
 * then run as a command as them, and the answer sent back. The same message again runs nothing:
 * a command is run at most once, even when WhatsApp delivers it twice.
 */
const receiveCommand = async (
  member: AuthContext,
  message: InboundWhatsAppMessage,
): Promise<'command' | 'duplicate'> => {
  try {
    await storeWhatsAppMessage(
      {
        organizationId: message.organizationId,
        contactId: null,
        whatsappMessageId: message.whatsappMessageId,
        fromNumber: message.from,
        toNumber: message.to,
        messageType: message.messageType,
        content: message.content,
        mediaUrl: null,
        direction: 'inbound',
        status: 'received',
        metadata: { command: true, userId: member.userId },
        at: message.sentAt,
      },
      { subject: 'WhatsApp command', userId: member.userId, outcome: null },
    );
  } catch (error) {
    if (!(error instanceof DuplicateWhatsAppMessageError)) throw error;
    return 'duplicate';
  }
  await recordCustomerWrote(message.organizationId, message.from, message.sentAt);
  const reply = await runWhatsAppCommand(member, message.content);
  try {
    await sendWhatsAppText(message.organizationId, message.from, reply, { userId: member.userId });
  } catch (error) {
    // The command ran; only its answer is lost. Trying the message again would not run it again.
    logger.warn('The WhatsApp bot could not send its answer', { error });
  }
  countEvent('whatsappCommandRun');
  return 'command';
};

/**
 * The processing of one inbound message, in one place. A team member's text is a command
 * (receiveCommand). Anyone else's is stored once, on the contact whose phone is the sender's
 * (E.164 compare) and on its timeline as a WhatsApp reply; the sender's 24-hour window moves to
 * its time. The same message again stores nothing more, but still makes sure the window moved (a
 * crash between the two).
 */
export const receiveInboundMessage = async (
  message: InboundWhatsAppMessage,
): Promise<'stored' | 'duplicate' | 'command'> => {
  const member =
    message.messageType === 'text'
      ? await whatsAppMember(message.organizationId, message.from.replace(/^\+/, ''))
      : null;
  if (member) return receiveCommand(member, message);
  const contact = await contactForNumber(message.organizationId, message.from);
  let outcome: 'stored' | 'duplicate' = 'stored';
  try {
    await storeWhatsAppMessage(
      {
        organizationId: message.organizationId,
        contactId: contact?.id ?? null,
        whatsappMessageId: message.whatsappMessageId,
        fromNumber: message.from,
        toNumber: message.to,
        messageType: message.messageType,
        content: message.content,
        mediaUrl: null,
        direction: 'inbound',
        status: 'received',
        metadata: message.profileName ? { profileName: message.profileName } : {},
        at: message.sentAt,
      },
      { subject: 'WhatsApp message received', userId: null, outcome: 'replied' },
    );
  } catch (error) {
    if (!(error instanceof DuplicateWhatsAppMessageError)) throw error;
    outcome = 'duplicate';
  }
  await recordCustomerWrote(message.organizationId, message.from, message.sentAt);
  countEvent(outcome === 'stored' ? 'whatsappInboundStored' : 'whatsappInboundDuplicate');
  logger.info('whatsapp inbound message', { outcome, matchedContact: Boolean(contact) });
  return outcome;
};
