import * as z from 'zod/mini';
import { cursorField, limitField } from '../text/paging';
import type { Contact } from './contact.schema';

/**
 * The trash (issue 27): a deleted contact is kept here for 30 days, its timeline, deals, calls and
 * tasks with it, and can be restored; then it is gone for good. The plan's count of contacts frees
 * at once. No zod in what the screens read.
 */
export const TRASH_DAYS = 30;
export const TRASH_PAGE_MAX = 100;
export const RESTORE_IDS_MAX = 200;

/** A contact in the trash: the contact as it was, when and by whom it was deleted, and until when. */
export interface TrashedContact {
  contact: Contact;
  deletedAt: string;
  deletedBy: string | null;
  /** When it is gone for good. */
  purgeAt: string;
}

export interface TrashPage {
  items: TrashedContact[];
  nextCursor: string | null;
}

/** What a restore answers: the contacts back, and why each other one was not. */
export interface RestoreResult {
  restored: Contact[];
  failed: { id: string; reason: string }[];
}

const idField = z
  .string({ error: 'Not a valid contact id' })
  .check(
    z.minLength(1, 'Not a valid contact id'),
    z.maxLength(64, 'Not a valid contact id'),
    z.regex(/^[A-Za-z0-9_-]+$/, 'Not a valid contact id'),
  );

/** GET /api/trash */
export const trashQuerySchema = z.object({
  limit: z.optional(limitField(TRASH_PAGE_MAX)),
  cursor: cursorField,
});
export type TrashQuery = z.output<typeof trashQuerySchema>;

/** POST /api/trash/restore: the contacts to bring back (the Undo of a delete sends its ids). */
export const restoreSchema = z.object({
  ids: z
    .array(idField, { error: 'Choose at least one contact' })
    .check(
      z.minLength(1, 'Choose at least one contact'),
      z.maxLength(RESTORE_IDS_MAX, `Choose at most ${RESTORE_IDS_MAX} contacts at once`),
    ),
});
export type RestoreInput = z.output<typeof restoreSchema>;
