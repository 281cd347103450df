import type { ViewEntity } from '@salesflow/shared/views/view.schema';

/**
 * The saved view a person last opened on a list's screen (Contacts, Deals), kept in this browser
 * per list, organization and user (someone in two organizations, or two people on one computer,
 * each get their own).
 */
export interface ViewOwner {
  organizationId: string;
  userId: string;
}

const keyOf = (entity: ViewEntity, { organizationId, userId }: ViewOwner) =>
  `salesflow.${entity}.last-view.${organizationId}.${userId}`;

// Storage can be refused (private windows, quotas): remembering is a convenience, never an error.
export const readLastView = (entity: ViewEntity, owner: ViewOwner): string | null => {
  try {
    return localStorage.getItem(keyOf(entity, owner));
  } catch {
    return null;
  }
};

/** Remembers a view, or (null) that the default list was chosen. */
export const writeLastView = (entity: ViewEntity, owner: ViewOwner, viewId: string | null) => {
  try {
    if (viewId) localStorage.setItem(keyOf(entity, owner), viewId);
    else localStorage.removeItem(keyOf(entity, owner));
  } catch {
    // See above.
  }
};
