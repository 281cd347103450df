import {
  WHATSAPP_WINDOW_MS,
  type WhatsAppWindow,
} from '@salesflow/shared/whatsapp/whatsapp-window';
import type { AuthContext } from '../../platform/auth/session';
import { getContact } from '../contacts/contacts.service';
import { lastInboundAt, lastInboundTimes } from './whatsapp-messages.repository';
import { whatsAppStatus } from './whatsapp-settings.service';

/**
 * GET /api/whatsapp/window: what the contacts WhatsApp dialog says as it opens, before anything
 * is typed: whether WhatsApp is set up, whether the contact (one the caller may see, else 404)
 * has a phone, and whether they wrote within the last 24 hours (a text can reach them until
 * `closesAt`), from their last inbound message we stored, as sending decides it.
 */
export const contactWindow = async (
  auth: Pick<AuthContext, 'organizationId' | 'userId' | 'scope'>,
  contactId: string,
  now = Date.now(),
): Promise<WhatsAppWindow> => {
  const contact = await getContact(auth, contactId);
  const { configured } = await whatsAppStatus(auth.organizationId);
  if (!contact.phoneE164) return { configured, hasPhone: false, open: false, closesAt: null };
  const last = await lastInboundAt(auth.organizationId, contact.phoneE164);
  const closes = last ? Date.parse(last) + WHATSAPP_WINDOW_MS : null;
  const open = closes !== null && closes > now;
  return {
    configured,
    hasPhone: true,
    open,
    closesAt: open && closes !== null ? new Date(closes).toISOString() : null,
  };
};

/**
 * When each number last wrote to the organization on WhatsApp (the 24-hour window's own times):
 * what a follow-up shows as a reply (tasks).
 */
export const lastWhatsAppReplies = (organizationId: string, phonesE164: readonly string[]) =>
  lastInboundTimes(organizationId, phonesE164);
