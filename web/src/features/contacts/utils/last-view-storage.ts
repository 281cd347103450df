/**
 * The saved view a person last opened on the Contacts screen, kept in this browser per
 * organization and user (someone in two organizations, or two people on one computer, each get
 * their own).
 */
export interface ViewOwner {
  organizationId: string;
  userId: string;
}

const keyOf = ({ organizationId, userId }: ViewOwner) =>
  `salesflow.contacts.last-view.${organizationId}.${userId}`;

// Storage can be refused (private windows, quotas): remembering is a convenience, never an error.
export const readLastView = (owner: ViewOwner): string | null => {
  try {
    return localStorage.getItem(keyOf(owner));
  } catch {
    return null;
  }
};

/** Remembers a view, or (null) that the default list was chosen. */
export const writeLastView = (owner: ViewOwner, viewId: string | null) => {
  try {
    if (viewId) localStorage.setItem(keyOf(owner), viewId);
    else localStorage.removeItem(keyOf(owner));
  } catch {
    // See above.
  }
};
