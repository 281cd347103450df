import {
  admin,
  emailing,
  identities,
  manager,
  member,
  type RouteDefinition,
} from '../../platform/http/route-table';

/** Compose Email, its templates, and the organization's own sending address. */
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
  // The organization's email templates: every member uses them, managers and above write them.
  member('GET', '/api/email-templates', 'emails/list-email-templates'),
  manager('POST', '/api/email-templates', 'emails/create-email-template'),
  manager('PUT', '/api/email-templates/{id}', 'emails/update-email-template'),
  manager('DELETE', '/api/email-templates/{id}', 'emails/delete-email-template'),
];
