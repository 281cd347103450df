/** A lead's temperature. Apart from the contact form's schema (and its phone rules). */
export const CONTACT_STATUSES = ['cold', 'warm', 'hot'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
