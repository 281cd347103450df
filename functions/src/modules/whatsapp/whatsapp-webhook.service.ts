import { ForbiddenError } from '../../platform/errors';
import { sendMessages } from '../../platform/queue/send-message';
import { WHATSAPP_EVENTS_QUEUE } from '../../platform/queue-names';
import { isValidHubSignature } from '../../platform/whatsapp/webhook-signature';
import type { WhatsAppEvent } from './whatsapp-event';
import { hashVerifyToken } from './whatsapp-settings.entity';
import {
  organizationByPhoneNumberId,
  organizationByVerifyTokenHash,
  readWhatsAppSettings,
} from './whatsapp-settings.repository';
import { openWhatsAppSecret } from './whatsapp-settings.service';

const refused = () =>
  new ForbiddenError('This request is not signed for a connected WhatsApp number');

/**
 * GET /api/webhooks/whatsapp: Meta's subscription handshake. The URL is one for every
 * organization, so the token finds its organization (by its hash); the challenge is echoed.
 */
export const verifyWhatsAppSubscription = async (query: {
  mode?: string;
  token?: string;
  challenge?: string;
}): Promise<string> => {
  if (query.mode !== 'subscribe' || !query.token || !query.challenge) throw refused();
  const hash = hashVerifyToken(query.token);
  const organizationId = await organizationByVerifyTokenHash(hash);
  const settings = organizationId ? await readWhatsAppSettings(organizationId) : null;
  if (!settings || settings.verifyTokenHash !== hash) throw refused();
  return query.challenge;
};

interface Change {
  phoneNumberId: string;
  value: Record<string, unknown>;
}

const changesOf = (body: unknown): Change[] => {
  const entries = (body as { entry?: unknown })?.entry;
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry) => {
    const changes = (entry as { changes?: unknown })?.changes;
    if (!Array.isArray(changes)) return [];
    return changes.flatMap((change) => {
      const value = (change as { value?: Record<string, unknown> })?.value;
      const metadata = value?.metadata as { phone_number_id?: unknown } | undefined;
      const id = metadata?.phone_number_id;
      return value && typeof id === 'string' && id ? [{ phoneNumberId: id, value }] : [];
    });
  });
};

/**
 * POST /api/webhooks/whatsapp: a delivery is accepted only when every change names a phone
 * number id connected to an organization and the raw body's X-Hub-Signature-256 is that
 * organization's app secret's; otherwise 403 and nothing is written or queued. The changes go to
 * the whatsapp-events queue (the worker stores them), so the answer is fast.
 */
export const acceptWhatsAppDelivery = async (
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ queued: number }> => {
  if (!signature) throw refused();
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw refused();
  }
  const changes = changesOf(body);
  if (changes.length === 0) throw refused();
  const organizations = new Map<string, string>();
  for (const phoneNumberId of new Set(changes.map((change) => change.phoneNumberId))) {
    const organizationId = await organizationByPhoneNumberId(phoneNumberId);
    const settings = organizationId ? await readWhatsAppSettings(organizationId) : null;
    if (!organizationId || settings?.phoneNumberId !== phoneNumberId) throw refused();
    const appSecret = await openWhatsAppSecret(settings, 'appSecret');
    if (!appSecret || !isValidHubSignature(appSecret, signature, rawBody)) throw refused();
    organizations.set(phoneNumberId, organizationId);
  }
  const events = changes.map(
    (change) =>
      ({
        organizationId: organizations.get(change.phoneNumberId) as string,
        phoneNumberId: change.phoneNumberId,
        value: change.value,
      }) as WhatsAppEvent,
  );
  await sendMessages(WHATSAPP_EVENTS_QUEUE, events);
  return { queued: events.length };
};
