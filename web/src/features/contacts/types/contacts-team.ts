import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { ReactNode } from 'react';

/**
 * What the app gives the Contacts screen from the team, so this feature never imports teams:
 * names for assignees, and (to managers and above) the assign dialog.
 */

/**
 * Whether the signed-in user may change this lead and work it (edit, delete, notes, calls, email,
 * WhatsApp): shared/src/teams/lead-rules.ts, as the server enforces it. Without it, all.
 */
export type MayChangeContact = (contact: Pick<Contact, 'assignedTo' | 'ownerId'>) => boolean;

/** "You", a member's name, or what an unassigned lead says (for null). */
export type AssigneeName = (userId: string | null) => string;

export interface AssignContactsDialogProps {
  open: boolean;
  /** One contact (row menu, drawer) or a selection (at most `BULK_ASSIGN_MAX`). */
  contactIds: string[];
  /** After Cancel, or once the leads are assigned. */
  onClose: () => void;
  /** The contacts that were assigned (some of a selection may not be). */
  onAssigned: (contactIds: string[]) => void;
}

/**
 * Choosing the member for leads the Contacts screen assigns itself, as a bulk action (every
 * contact a filter matches, or more than the assign dialog takes).
 */
export interface ChooseAssigneeDialogProps {
  open: boolean;
  /** Which leads are meant: "All 1,234 matching contacts go to the same team member…". */
  intro: string;
  pending: boolean;
  onChoose: (memberId: string) => void;
  onClose: () => void;
}

/** The assign capability: present only for someone who may assign leads. */
export interface ContactsAssign {
  renderDialog: (props: AssignContactsDialogProps) => ReactNode;
  renderChooseAssignee: (props: ChooseAssigneeDialogProps) => ReactNode;
}
