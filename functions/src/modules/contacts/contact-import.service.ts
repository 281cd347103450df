import { contactInputSchema } from '@salesflow/shared/contacts/contact.schema';
import {
  type ImportedLead,
  type ImportResult,
  type ImportType,
  readImport,
  toContactInput,
} from '@salesflow/shared/contacts/contact-import';
import { toE164 } from '@salesflow/shared/contacts/phone';
import type { HeldImportRow } from '@salesflow/shared/imports/import-job';
import { markedAsUsed } from '../../platform/auth/organization-use';
import type { AuthContext } from '../../platform/auth/session';
import { newId } from '../../platform/data/ids';
import { ConflictError, ValidationError } from '../../platform/errors';
import { logger } from '../../platform/logger';
import { mapLimited } from '../../platform/map-limited';
import { countEvent } from '../../platform/metrics';
import { holdLead } from '../held-leads/held-leads.service';
import { importedLeadsNotice, notify } from '../notifications/notifications.service';
import { reachMilestone } from '../onboarding/onboarding.service';
import { roundRobinAssigner } from '../teams/team-settings.service';
import { ContactRoomTakenError, contactRoom } from './contact-room';
import { contactByEmail, insertNewContact, phonesHeld } from './contacts.service';

/** Contacts written at once: enough to finish 1,000 rows in a few seconds, few counter conflicts. */
const CONCURRENCY = 8;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type Outcome =
  | { lead: ImportedLead; assignedTo: string | null }
  | { error: string }
  | { held: HeldImportRow };

const dataError = (message: string) => new ValidationError([{ field: 'data', message }], message);

/** Each member round-robin handed leads to hears of it once (the importer's own are not told). */
const tellAssignees = async (auth: AuthContext, outcomes: Outcome[]) => {
  const assigned = new Map<string, number>();
  for (const outcome of outcomes) {
    if ('lead' in outcome && outcome.assignedTo && outcome.assignedTo !== auth.userId) {
      assigned.set(outcome.assignedTo, (assigned.get(outcome.assignedTo) ?? 0) + 1);
    }
  }
  const importId = newId();
  await Promise.all(
    [...assigned].map(async ([userId, count]) => {
      try {
        await notify(
          userId,
          importedLeadsNotice({
            organizationId: auth.organizationId,
            importId,
            count,
            from: 'an import',
          }),
        );
      } catch (error) {
        logger.error('import notice not sent', { error: error as Error, userId });
      }
    }),
  );
};

/**
 * Each row is checked by the same rules as the contact form and saved in its own transaction (a
 * duplicate email anywhere in the organization or earlier in the file is refused for that row
 * only). Rows that fail are reported with their row number; the others are saved. Rows past the
 * contacts the plan holds are kept as held leads (`held`), made contacts when room is made.
 */
export const importContacts = async (
  caller: AuthContext,
  { type, data }: { type: ImportType; data: string },
): Promise<ImportResult> => {
  const { rows, error } = readImport(type, data);
  if (error !== undefined) throw dataError(error);
  // Its rows are saved side by side: the organization is marked as used once, before them.
  const auth = await markedAsUsed(caller);

  // Phones: one an earlier row has, or a contact had before this import, is imported and said.
  const phones = rows.map(({ fields }) => (fields.phone ? toE164(fields.phone) : null));
  const firstRowOfPhone = new Map<string, number>();
  rows.forEach(({ row }, i) => {
    const phone = phones[i];
    if (phone && !firstRowOfPhone.has(phone)) firstRowOfPhone.set(phone, row);
  });
  const heldPhones = await phonesHeld(auth.organizationId, [...firstRowOfPhone.keys()]);
  const phoneNote = (row: number, phone: string | null | undefined): string | null => {
    if (!phone) return null;
    const first = firstRowOfPhone.get(phone);
    if (first !== undefined && first < row) return `same phone as row ${first} (imported)`;
    return heldPhones.has(phone) ? 'same phone as a contact you already have (imported)' : null;
  };
  // Unassigned, unless the team hands new leads out in turn.
  const nextAssignee = await roundRobinAssigner(auth.organizationId);
  const firstRowOfEmail = new Map<string, number>();
  // Rows past what the plan holds are reported, not saved.
  const room = await contactRoom(auth.organizationId);
  const outcomes = await mapLimited(
    rows,
    CONCURRENCY,
    async ({ row, fields, notes: readNotes }, index): Promise<Outcome & { notes?: string[] }> => {
      const parsed = contactInputSchema.safeParse(toContactInput(fields));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const message = issue?.message ?? 'Not valid';
        const field = String(issue?.path[0] ?? '');
        // "Name is required" names its field already; "Must be at most 200 characters" does not.
        const named = !field || message.toLowerCase().includes(field.toLowerCase());
        return { error: `Row ${row}: ${named ? message : `${capitalise(field)}: ${message}`}` };
      }
      const email = parsed.data.email.toLowerCase();
      const earlier = firstRowOfEmail.get(email);
      if (earlier !== undefined) return { error: `Row ${row}: same email as row ${earlier}` };
      firstRowOfEmail.set(email, row);
      const hold = async (): Promise<Outcome> => {
        // No room: a known email is a duplicate as ever; a new lead is kept until there is room.
        if (await contactByEmail(auth.organizationId, email)) {
          return { error: `Row ${row}: A contact with this email already exists` };
        }
        await holdLead(auth.organizationId, parsed.data, `import:${type}`, null);
        return { held: { row, name: parsed.data.name, email: parsed.data.email } };
      };
      if (room.take()) return hold();
      try {
        const assignedTo = nextAssignee ? await nextAssignee() : null;
        const contact = await insertNewContact(auth, parsed.data, {
          assignedTo,
          room: room.claim,
        });
        const phone = phoneNote(row, phones[index]);
        const notes = [...(readNotes ?? []), ...(phone ? [phone] : [])];
        return {
          lead: { name: contact.name, email: contact.email },
          assignedTo: contact.assignedTo,
          ...(notes.length ? { notes: notes.map((note) => `Row ${row}: ${note}`) } : {}),
        };
      } catch (error) {
        room.release();
        // Another create took the plan's last place meanwhile (contact-room.ts).
        if (error instanceof ContactRoomTakenError) return hold();
        if (error instanceof ConflictError) return { error: `Row ${row}: ${error.message}` };
        logger.error('import row not saved', { error: error as Error, row });
        return { error: `Row ${row}: could not be saved, please import it again` };
      }
    },
  );

  const imported = outcomes.flatMap((o) => ('lead' in o ? [o.lead] : []));
  const refused = outcomes.flatMap((o) => ('error' in o ? [o.error] : []));
  // Notes on imported rows ("source "Expo" imported as other") among the refused rows, by row.
  const errors = outcomes.flatMap((o) => ('error' in o ? [o.error] : (o.notes ?? [])));
  const heldLeads = outcomes.flatMap((o) => ('held' in o ? [o.held] : []));
  const held = heldLeads.length;
  countEvent('leadImported', imported.length);
  if (imported.length > 0) await reachMilestone(auth.userId, 'hasAddedFirstContact');
  await tellAssignees(auth, outcomes);
  return {
    success: imported.length,
    failed: refused.length,
    errors,
    imported,
    ...(held ? { held, heldLeads } : {}),
  };
};
