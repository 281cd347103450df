import type { RouteDefinition } from '../../platform/http/route-table';

/** The contact page's message: public; stored, then emailed to the sales inbox (site-messages). */
export const siteMessagesRoutes: readonly RouteDefinition[] = [
  {
    method: 'POST',
    path: '/api/contact-messages',
    handler: 'modules/site-messages/send-contact-message.handler',
    access: 'public',
    table: 'readwrite',
    sends: ['site-messages'],
  },
];
