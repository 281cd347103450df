import type { WhatsAppMessageStatus } from '@salesflow/shared/whatsapp/message-status';
import { keyShape } from '../../platform/data/key-shape';
import { INDEXES } from '../../platform/data/table-definition';

/**
 * Key layout of WhatsApp messages (the spec's whatsapp_messages): one item per WhatsApp message
 * id in its organization (`ORG#<org>#WAMSG#<wamid>`), so the id is unique by key, a conditional
 * write keeps it once, and a burst spreads over as many partitions as messages. A status that
 * arrives before its message makes the item first, status only (with a TTL, dropped when the
 * message lands). Each customer number's last inbound message time is kept apart
 * (`ORG#<org>#WAWINDOW#<E.164>`): the 24-hour window is measured from it.
 */
export const MESSAGE_PARTITION = keyShape('ORG#<org>#WAMSG#<message>');
export const whatsAppMessageKey = (organizationId: string, whatsappMessageId: string) => ({
  pk: MESSAGE_PARTITION.key(organizationId, whatsappMessageId),
  sk: 'WAMSG',
});

export const WINDOW_PARTITION = keyShape('ORG#<org>#WAWINDOW#<number>');
export const whatsAppWindowKey = (organizationId: string, phoneE164: string) => ({
  pk: WINDOW_PARTITION.key(organizationId, phoneE164),
  sk: 'WINDOW',
});

/**
 * The organization's messages and windows, listed on gsi1 (`ORG#<org>#WHATSAPP`), so that its
 * erasure finds them (whatsapp.erasure.ts): their keys name a message id or a number, which no
 * other record of the organization leads to.
 */
export const WHATSAPP_ITEMS_INDEX = INDEXES.gsi1;
export const WHATSAPP_ITEMS_PARTITION = keyShape('ORG#<org>#WHATSAPP');
export const whatsAppItemsPartition = (organizationId: string) =>
  WHATSAPP_ITEMS_PARTITION.key(organizationId);

export type WhatsAppDirection = 'inbound' | 'outbound';

export interface WhatsAppMessageRecord {
  id: string;
  organizationId: string;
  contactId: string | null;
  whatsappMessageId: string;
  fromNumber: string | null;
  toNumber: string | null;
  messageType: string;
  content: string;
  mediaUrl: string | null;
  direction: WhatsAppDirection;
  status: WhatsAppMessageStatus | 'received';
  metadata: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}

/** A status-only item waits this long for its message, then the table's TTL drops it. */
export const ORPHAN_STATUS_TTL_SECONDS = 30 * 24 * 3600;
