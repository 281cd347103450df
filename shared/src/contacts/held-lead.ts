import type { NewContactFields } from './contact.schema';

/**
 * A lead that arrived when the organization's plan had no room for another contact (or its trial
 * had ended): kept whole, never lost, and made a contact once there is room.
 */
export interface HeldLead {
  id: string;
  receivedAt: string;
  /** Where it came from: `webhook:<source>`. */
  origin: string;
  fields: NewContactFields;
  assignedTo: string | null;
}

/** GET /api/held-leads: how many wait, the oldest 50, and why. */
export interface HeldLeadsAnswer {
  count: number;
  items: HeldLead[];
  reason: string | null;
  /** Whether the user may make them contacts now (admins and the owner). */
  canRelease: boolean;
}

/** POST /api/held-leads/release: what became contacts, and what still waits. */
export interface HeldLeadsRelease {
  released: number;
  merged: number;
  waiting: number;
  reason: string | null;
}
