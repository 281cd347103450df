import { toE164 } from '@salesflow/shared/contacts/phone';
import {
  compactPhone,
  type WhatsAppSend,
  type WhatsAppSendResult,
} from '@salesflow/shared/whatsapp/whatsapp-message.schema';
import {
  WHATSAPP_WINDOW_MS,
  WINDOW_CLOSED_MESSAGE,
} from '@salesflow/shared/whatsapp/whatsapp-window';
import type { AuthContext } from '../../platform/auth/session';
import {
  BadRequestError,
  UpstreamError,
  ValidationError,
  WindowClosedError,
} from '../../platform/errors';
import { countEvent } from '../../platform/metrics';
import {
  type GraphAnswer,
  graphFailureMessage,
  type SentAnswer,
  sendTemplateMessage,
  sendTextMessage,
} from '../../platform/whatsapp/graph-client';
import { assertMayChangeContact, getContact } from '../contacts/contacts.service';
import { lastInboundAt } from './whatsapp-messages.repository';
import { type WhatsAppSender, whatsAppSender } from './whatsapp-settings.service';
import { storeWhatsAppMessage } from './whatsapp-store.service';
import { findStoredTemplate } from './whatsapp-templates.repository';

/** WhatsApp's "Re-engagement message": free-form text outside the 24-hour window. */
const REENGAGEMENT = 131047;

const e164Of = (to: string) => toE164(compactPhone(to)) ?? compactPhone(to);

/** The answer's message id, or the refusal as a domain error (409 window closed, else 424). */
const sentIdOf = (answer: GraphAnswer<SentAnswer>): string => {
  if (answer.kind === 'ok') {
    const id = answer.body.messages?.[0]?.id;
    if (id) return id;
    throw new UpstreamError('WhatsApp answered without a message id');
  }
  if (answer.kind === 'refused' && answer.code === REENGAGEMENT) {
    throw new WindowClosedError(WINDOW_CLOSED_MESSAGE);
  }
  throw new UpstreamError(graphFailureMessage(answer));
};

interface Outbound {
  to: string;
  contactId?: string | null;
  userId?: string | null;
  messageType: 'text' | 'template';
  content: string;
  metadata?: Record<string, unknown>;
}

const storeOutbound = async (
  organizationId: string,
  sender: WhatsAppSender,
  whatsappMessageId: string,
  outbound: Outbound,
) => {
  await storeWhatsAppMessage(
    {
      organizationId,
      contactId: outbound.contactId ?? null,
      whatsappMessageId,
      fromNumber: sender.phoneNumber,
      toNumber: outbound.to,
      messageType: outbound.messageType,
      content: outbound.content,
      mediaUrl: null,
      direction: 'outbound',
      status: 'sent',
      metadata: outbound.metadata ?? {},
    },
    { subject: 'WhatsApp message sent', userId: outbound.userId ?? null, outcome: null },
  );
  countEvent('whatsappSent');
};

/**
 * Sends a free-form text from the organization's number and stores it like every outbound
 * message (on the contact's timeline when `contactId` is given). For the command bot's replies
 * and the routes below. 409 when WhatsApp is not configured or the window is closed at WhatsApp,
 * 424 with WhatsApp's reason when it refuses.
 */
export const sendWhatsAppText = async (
  organizationId: string,
  to: string,
  text: string,
  options: { contactId?: string; userId?: string } = {},
): Promise<{ messageId: string }> => {
  const sender = await whatsAppSender(organizationId);
  const phone = e164Of(to);
  const messageId = sentIdOf(await sendTextMessage(sender, phone.replace(/^\+/, ''), text));
  await storeOutbound(organizationId, sender, messageId, {
    to: phone,
    contactId: options.contactId,
    userId: options.userId,
    messageType: 'text',
    content: text,
  });
  return { messageId };
};

/** Whether the customer wrote within the last 24 hours (their last inbound message we stored). */
export const windowOpen = async (organizationId: string, phoneE164: string, now = Date.now()) => {
  const last = await lastInboundAt(organizationId, phoneE164);
  return last !== null && now - Date.parse(last) < WHATSAPP_WINDOW_MS;
};

/**
 * POST /api/whatsapp/send (the contacts dialog): to the contact's own phone only; a text within
 * the customer's 24-hour window (409 WINDOW_CLOSED outside it), or an approved template with its
 * parameters at any time.
 */
export const sendToContact = async (
  auth: AuthContext,
  input: WhatsAppSend,
): Promise<WhatsAppSendResult> => {
  const contact = await getContact(auth, input.contactId);
  assertMayChangeContact(auth, contact);
  const phone = e164Of(input.to);
  if (!contact.phoneE164 || contact.phoneE164 !== phone) {
    throw new ValidationError([
      { field: 'to', message: 'Send to the phone number of this contact' },
    ]);
  }
  const options = { contactId: contact.id, userId: auth.userId };
  // Not configured is said first: a closed window would offer templates that cannot be sent.
  const sender = await whatsAppSender(auth.organizationId);
  const choice = input.template;
  if (input.message !== undefined || !choice) {
    if (!(await windowOpen(auth.organizationId, phone))) {
      throw new WindowClosedError(WINDOW_CLOSED_MESSAGE);
    }
    const { messageId } = await sendWhatsAppText(
      auth.organizationId,
      phone,
      input.message ?? '',
      options,
    );
    return { success: true, messageId };
  }
  const template = await findStoredTemplate(auth.organizationId, choice.name, choice.language);
  if (!template?.usable) {
    throw new ValidationError([
      { field: 'template.name', message: 'Choose an approved template (sync the templates first)' },
    ]);
  }
  const parameters = choice.parameters ?? [];
  if (parameters.length !== template.parameterCount) {
    throw new ValidationError([
      {
        field: 'template.parameters',
        message: `This template takes ${template.parameterCount} parameter(s)`,
      },
    ]);
  }
  const messageId = sentIdOf(
    await sendTemplateMessage(sender, phone.replace(/^\+/, ''), {
      name: template.name,
      language: template.language,
      parameters,
    }),
  );
  const content = (template.body ?? template.name).replace(
    /\{\{\s*(\d+)\s*\}\}/g,
    (whole, n: string) => parameters[Number(n) - 1] ?? whole,
  );
  await storeOutbound(auth.organizationId, sender, messageId, {
    ...options,
    to: phone,
    messageType: 'template',
    content,
    metadata: { template: { name: template.name, language: template.language } },
  });
  return { success: true, messageId };
};

/** POST /api/whatsapp/test-message (the WhatsApp page's Testing tab): a text to any number. */
export const sendTestMessage = async (
  auth: AuthContext,
  input: { phoneNumber: string; message: string },
): Promise<WhatsAppSendResult> => {
  if (!input.message.trim()) throw new BadRequestError('Message cannot be empty');
  try {
    const { messageId } = await sendWhatsAppText(
      auth.organizationId,
      input.phoneNumber,
      input.message,
      { userId: auth.userId },
    );
    return { success: true, messageId };
  } catch (error) {
    // The Testing tab has no template to fall back on: WhatsApp's refusal, said plainly (424).
    if (error instanceof WindowClosedError) {
      throw new UpstreamError(
        'WhatsApp refused the message: this number has not written to you in the last 24 hours, so only an approved template can reach it (error 131047). Send a WhatsApp message to your business number first, then test again.',
      );
    }
    throw error;
  }
};
