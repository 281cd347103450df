import { isWhatsAppStatus } from '@salesflow/shared/whatsapp/message-status';
import { countEvent } from '../../platform/metrics';
import type { WhatsAppEvent } from './whatsapp-event';
import { receiveInboundMessage } from './whatsapp-inbound.service';
import { applyWhatsAppStatus } from './whatsapp-messages.repository';

const isoOf = (seconds: string) => {
  const n = Number(seconds);
  return Number.isFinite(n) && n > 0 ? new Date(n * 1000).toISOString() : new Date().toISOString();
};

/**
 * One change of a delivery, from the whatsapp-events queue: each inbound message received once,
 * each status applied only forward. Safe to run twice, in any order.
 */
export const processWhatsAppEvent = async (event: WhatsAppEvent): Promise<void> => {
  const { organizationId, value } = event;
  const ourNumber = value.metadata?.display_phone_number ?? null;
  for (const message of value.messages ?? []) {
    const digits = message.from.replace(/\D/g, '');
    if (!digits) continue;
    const profile = value.contacts?.find((c) => c.wa_id === message.from)?.profile?.name ?? null;
    await receiveInboundMessage({
      organizationId,
      whatsappMessageId: message.id,
      from: `+${digits}`,
      to: ourNumber ? `+${ourNumber.replace(/\D/g, '')}` : null,
      messageType: message.type,
      content: message.type === 'text' ? (message.text?.body ?? '') : `[${message.type} message]`,
      profileName: profile,
      sentAt: isoOf(message.timestamp),
    });
  }
  for (const status of value.statuses ?? []) {
    if (!isWhatsAppStatus(status.status)) continue;
    const error = status.errors?.[0];
    const moved = await applyWhatsAppStatus(
      organizationId,
      status.id,
      status.status,
      isoOf(status.timestamp),
      status.status === 'failed'
        ? { code: error?.code ?? null, title: error?.title ?? 'Message failed' }
        : null,
    );
    if (moved) countEvent('whatsappStatusApplied');
  }
};
