import { accountsErasure } from './modules/accounts/accounts.erasure';
import { activitiesErasure } from './modules/activities/activities.erasure';
import { aiAgentErasure } from './modules/ai-agent/ai-agent.erasure';
import { aiCallsErasure } from './modules/ai-calls/ai-calls.erasure';
import { authErasure } from './modules/auth/auth.erasure';
import { bulkActionsErasure } from './modules/bulk-actions/bulk-actions.erasure';
import { contactDuplicatesErasure } from './modules/contact-duplicates/contact-duplicates.erasure';
import { contactMergesErasure } from './modules/contact-merges/contact-merges.erasure';
import { contactsErasure } from './modules/contacts/contacts.erasure';
import { customFieldsErasure } from './modules/custom-fields/custom-fields.erasure';
import { dealsErasure } from './modules/deals/deals.erasure';
import { directoryErasure } from './modules/directory/directory.erasure';
import { dndNumbersErasure } from './modules/dnd-numbers/dnd-numbers.erasure';
import { emailsErasure } from './modules/emails/emails.erasure';
import { heldLeadsErasure } from './modules/held-leads/held-leads.erasure';
import { importsErasure } from './modules/imports/imports.erasure';
import { leadAssignmentsErasure } from './modules/lead-assignments/lead-assignments.erasure';
import { leadWebhooksErasure } from './modules/lead-webhooks/lead-webhooks.erasure';
import { notificationsErasure } from './modules/notifications/notifications.erasure';
import { erasureRecordErasure } from './modules/organization-erasure/erasure-record.erasure';
import { reportEmailsErasure } from './modules/report-emails/report-emails.erasure';
import { settingsErasure } from './modules/settings/settings.erasure';
import { subscriptionsErasure } from './modules/subscriptions/subscriptions.erasure';
import { tagColoursErasure } from './modules/tag-colours/tag-colours.erasure';
import { tasksErasure } from './modules/tasks/tasks.erasure';
import { teamsErasure } from './modules/teams/teams.erasure';
import { viewsErasure } from './modules/views/views.erasure';
import { whatsAppErasure } from './modules/whatsapp/whatsapp.erasure';
import type { ErasureDeclaration } from './platform/data/erasure-declaration';
import { rateLimitErasure } from './platform/rate-limit/rate-limit.erasure';

/**
 * Every module's declaration of what it writes for an organization (data/erasure-declaration.ts),
 * in one place beside the route table (the platform knows no module, so the composition root
 * holds it, as routes.ts holds the handlers): the organization-erasure worker reads the
 * organization's partitions from these alone, and the coverage test
 * (test/integration/organization-erasure.int.test.ts) fails on a key written for an organization
 * that none of them names. A module that starts writing a new kind of item for an organization
 * adds it to its `<module>.erasure.ts` (or adds that file here).
 */
export const erasureDeclarations: readonly ErasureDeclaration[] = [
  contactsErasure,
  contactDuplicatesErasure,
  contactMergesErasure,
  tagColoursErasure,
  dndNumbersErasure,
  customFieldsErasure,
  activitiesErasure,
  dealsErasure,
  aiCallsErasure,
  heldLeadsErasure,
  bulkActionsErasure,
  importsErasure,
  leadWebhooksErasure,
  whatsAppErasure,
  emailsErasure,
  aiAgentErasure,
  leadAssignmentsErasure,
  reportEmailsErasure,
  rateLimitErasure,
  tasksErasure,
  teamsErasure,
  viewsErasure,
  subscriptionsErasure,
  erasureRecordErasure,
  accountsErasure,
  authErasure,
  directoryErasure,
  notificationsErasure,
  settingsErasure,
];
