import {
  admin,
  emailing,
  identities,
  member,
  type RouteDefinition,
} from '../../platform/http/route-table';

/** Compose Email, and the organization's own sending address. */
export const emailsRoutes: readonly RouteDefinition[] = [
  // Through SES, on the contact's timeline, which rescores it.
  emailing(member('POST', '/api/emails/send', 'emails/send-contact-email')),
  // The organization's own sending address: a code emailed to it, then SES's verification. The
  // GET asks SES while the address waits for it, and records the answer.
  {
    ...identities(member('GET', '/api/settings/email-sender', 'emails/get-email-sender')),
    table: 'readwrite',
  },
  emailing(admin('PUT', '/api/settings/email-sender', 'emails/request-email-sender')),
  identities(admin('POST', '/api/settings/email-sender/confirm', 'emails/confirm-email-sender')),
  admin('DELETE', '/api/settings/email-sender', 'emails/remove-email-sender'),
];
