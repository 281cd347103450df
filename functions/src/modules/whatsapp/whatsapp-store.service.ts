import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { newId } from '../../platform/data/ids';
import { commit, type Write } from '../../platform/data/unit-of-work';
import { contactActivityWrites } from '../contacts/contact-timeline.service';
import { stepAsideOrThrow } from '../contacts/contact-write-retry';
import { organizationTimezone } from '../organizations/organizations.service';
import { findContactForMessage } from './whatsapp-contacts';
import type { WhatsAppMessageRecord } from './whatsapp-message.entity';
import { whatsAppMessageStoreWrite } from './whatsapp-messages.repository';

/**
 * One WhatsApp message stored with its place on the contact's timeline (an activity of type
 * whatsapp, in or out) in one transaction, unique on its WhatsApp message id: the same message
 * twice is stored once (DuplicateWhatsAppMessageError). A contact edited meanwhile is read again;
 * one deleted meanwhile leaves the message stored without it.
 */
export const storeWhatsAppMessage = async (
  record: Omit<WhatsAppMessageRecord, 'id' | 'createdAt' | 'updatedAt'> & { at?: string },
  activity: { subject: string; userId: string | null; outcome: string | null },
): Promise<WhatsAppMessageRecord> => {
  const { at: when, ...fields } = record;
  const at = when ?? new Date().toISOString();
  const message: WhatsAppMessageRecord = { ...fields, id: newId(), createdAt: at, updatedAt: at };
  const timezone = await organizationTimezone(record.organizationId);
  for (let attempt = 0; ; attempt += 1) {
    const contact: Contact | null = message.contactId
      ? await findContactForMessage(message.organizationId, message.contactId)
      : null;
    const timeline = contact
      ? contactActivityWrites(
          { organizationId: message.organizationId, userId: activity.userId, timezone },
          contact,
          {
            type: 'whatsapp',
            dealId: null,
            subject: activity.subject,
            description: message.content,
            outcome: activity.outcome,
          },
        )
      : null;
    const stored = { ...message, contactId: contact?.id ?? null };
    const writes: Write[] = [whatsAppMessageStoreWrite(stored), ...(timeline?.writes ?? [])];
    try {
      await commit(writes);
      return stored;
    } catch (error) {
      await stepAsideOrThrow(error, attempt);
    }
  }
};
