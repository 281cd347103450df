/**
 * Where an insight's action leads: screens of the web app, sent with the insight so the web never
 * guesses from the label. The web's `paths` (web/src/config/paths.ts) holds the same addresses;
 * a web test keeps the two equal.
 */
export const INSIGHT_LINKS = {
  contacts: '/app/contacts',
  /** The Contacts screen with this contact's detail open. */
  contact: (id: string) => `/app/contacts?contact=${encodeURIComponent(id)}`,
  /** The Contacts screen showing the user's own leads. */
  myLeads: '/app/contacts?leads=mine',
  deals: '/app/deals',
  /** The deals table showing the open deals past their expected close date. */
  pastDueDeals: '/app/deals?due=past',
  pipeline: '/app/deals?view=pipeline',
} as const;

/** Only a screen of the app itself: never another site, whatever a response says. */
export const isAppLink = (link: unknown): link is string =>
  typeof link === 'string' && /^\/app(?:[/?#]|$)/.test(link);
