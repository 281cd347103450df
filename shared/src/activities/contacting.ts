import type { ActivityType } from './activity.schema';

/**
 * What counts as reaching a contact: a call, an email, a WhatsApp message or a note logged on it.
 * Every path that records one of these on a contact's timeline (by hand today; emails, WhatsApp
 * and AI calls as they arrive) also moves the contact's `lastContactedAt`, through the one
 * function that records contact activities (contacts/contact-timeline.service.ts).
 */
export const CONTACTING_ACTIVITY_TYPES = [
  'call',
  'email',
  'whatsapp',
  'note',
] as const satisfies readonly ActivityType[];

export const countsAsContact = (type: ActivityType): boolean =>
  (CONTACTING_ACTIVITY_TYPES as readonly ActivityType[]).includes(type);

/** A hot lead waits from its last contact or, never contacted, from its creation. */
export const waitingSince = (contact: {
  createdAt: string;
  lastContactedAt?: string | null;
}): string => contact.lastContactedAt ?? contact.createdAt;
