import { accountsRoutes } from './modules/accounts/accounts.routes';
import { aiAgentRoutes } from './modules/ai-agent/ai-agent.routes';
import { aiCallsRoutes } from './modules/ai-calls/ai-calls.routes';
import { authLocalOnlyRoutes, authRoutes } from './modules/auth/auth.routes';
import { bulkActionsRoutes } from './modules/bulk-actions/bulk-actions.routes';
import { callRelaySocketRoutes } from './modules/call-relay/call-relay.routes';
import { callingSettingsRoutes } from './modules/calling-settings/calling-settings.routes';
import { contactDuplicatesRoutes } from './modules/contact-duplicates/contact-duplicates.routes';
import { contactMergesRoutes } from './modules/contact-merges/contact-merges.routes';
import { contactsRoutes } from './modules/contacts/contacts.routes';
import { customFieldsRoutes } from './modules/custom-fields/custom-fields.routes';
import { dealsRoutes } from './modules/deals/deals.routes';
import { dndNumbersRoutes } from './modules/dnd-numbers/dnd-numbers.routes';
import { emailsRoutes } from './modules/emails/emails.routes';
import { heldLeadsRoutes } from './modules/held-leads/held-leads.routes';
import { importsRoutes } from './modules/imports/imports.routes';
import { leadAssignmentsRoutes } from './modules/lead-assignments/lead-assignments.routes';
import { leadWebhooksRoutes } from './modules/lead-webhooks/lead-webhooks.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes';
import { reportEmailsRoutes } from './modules/report-emails/report-emails.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { securitySettingsRoutes } from './modules/security-settings/security-settings.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { siteMessagesRoutes } from './modules/site-messages/site-messages.routes';
import { statsRoutes } from './modules/stats/stats.routes';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes';
import { tagColoursRoutes } from './modules/tag-colours/tag-colours.routes';
import { tasksRoutes } from './modules/tasks/tasks.routes';
import { teamsRoutes } from './modules/teams/teams.routes';
import { viewsRoutes } from './modules/views/views.routes';
import { whatsappRoutes } from './modules/whatsapp/whatsapp.routes';
import type { RouteDefinition, SocketRouteDefinition } from './platform/http/route-table';

export type {
  Access,
  HttpMethod,
  RouteDefinition,
  SocketRouteDefinition,
  SocketRouteKey,
  TableAccess,
} from './platform/http/route-table';

/**
 * The one route table, composed from each module's own rows (`modules/<area>/<area>.routes.ts`,
 * written with the builders of platform/http/route-table.ts). The CDK stack makes one Lambda per
 * row; the local gateway serves the same rows with the same handler modules; `route()` reads a
 * handler's row here by the event's route key. A route is found by grepping its path: every path
 * and handler is written out in its module's file.
 */
export const routes: readonly RouteDefinition[] = [
  ...authRoutes,
  ...onboardingRoutes,
  ...contactsRoutes,
  ...contactDuplicatesRoutes,
  ...contactMergesRoutes,
  ...tagColoursRoutes,
  ...customFieldsRoutes,
  ...bulkActionsRoutes,
  ...importsRoutes,
  ...heldLeadsRoutes,
  ...emailsRoutes,
  ...subscriptionsRoutes,
  ...accountsRoutes,
  ...dealsRoutes,
  ...tasksRoutes,
  ...viewsRoutes,
  ...statsRoutes,
  ...reportsRoutes,
  ...reportEmailsRoutes,
  ...aiCallsRoutes,
  ...callingSettingsRoutes,
  ...dndNumbersRoutes,
  ...teamsRoutes,
  ...leadAssignmentsRoutes,
  ...siteMessagesRoutes,
  ...leadWebhooksRoutes,
  ...whatsappRoutes,
  ...aiAgentRoutes,
  ...settingsRoutes,
  ...securitySettingsRoutes,
  ...notificationsRoutes,
];

/** Served by the local stack only, for automated tests; never deployed (a template test checks). */
export const localOnlyRoutes: readonly RouteDefinition[] = [...authLocalOnlyRoutes];

/** The WebSocket routes (the relay of a real AI call), one Lambda each like `routes`. */
export const socketRoutes: readonly SocketRouteDefinition[] = [...callRelaySocketRoutes];

/** Stable function name part for a route, e.g. `contacts-update-contact`. */
export const routeId = (route: Pick<RouteDefinition, 'handler'>): string =>
  route.handler
    .replace(/^modules\//, '')
    .replace(/\.handler$/, '')
    .replace(/[/.]/g, '-');

const byKey = new Map(
  [...routes, ...localOnlyRoutes].map((route) => [`${route.method} ${route.path}`, route]),
);

/** The row an API Gateway event is for, by its `routeKey` ("GET /api/contacts/{id}"). */
export const findRoute = (routeKey: string | undefined): RouteDefinition | undefined =>
  routeKey ? byKey.get(routeKey) : undefined;
