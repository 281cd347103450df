import type { Contact, NewContactFields } from '@salesflow/shared/contacts/contact.schema';
import { contactInputSchema } from '@salesflow/shared/contacts/contact.schema';
import {
  type ImportedLead,
  type ImportResult,
  type ImportType,
  readImport,
  toContactInput,
} from '@salesflow/shared/contacts/contact-import';
import { toE164 } from '@salesflow/shared/contacts/phone';
import { readCustomTexts } from '@salesflow/shared/custom-fields/custom-text';
import type { HeldImportRow } from '@salesflow/shared/imports/import-job';
import type { AuthContext } from '../../platform/auth/session';
import { newId } from '../../platform/data/ids';
import { ValidationError } from '../../platform/errors';
import { logger } from '../../platform/logger';
import { mapLimited } from '../../platform/map-limited';
import { countEvent } from '../../platform/metrics';
import {
  type BulkInsertOutcome,
  contactByEmail,
  contactRoomOf,
  emailClaimsOf,
  insertImportedContacts,
  newContactOf,
  phonesHeld,
} from '../contacts/contacts.service';
import { listCustomFields } from '../custom-fields/custom-fields.service';
import { holdLead } from '../held-leads/held-leads.service';
import { importedLeadsNotice, notify } from '../notifications/notifications.service';
import { reachMilestone } from '../onboarding/onboarding.service';
import { markedAsUsed } from '../organizations/organizations.service';
import { roundRobinAssigner } from '../teams/team-settings.service';

/** Round-robin turns taken, and leads held, at once. */
const ASSIGN_AT_ONCE = 8;
const HOLDS_AT_ONCE = 8;
const DUPLICATE = 'A contact with this email already exists';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A row by the form's rules, its email the first of the paste's. */
interface Checked {
  row: number;
  fields: NewContactFields;
  notes: string[] | undefined;
  phone: string | null;
}

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
 * Each row is checked by the same rules as the contact form (a duplicate email anywhere in the
 * organization or earlier in the file is refused for that row only). Rows that fail are reported
 * with their row number; the others are saved in bulk: one read of their email claims splits the
 * new rows from existing contacts, and the new ones are written with their claims and their places
 * under the plan's limit a few dozen a transaction (insertImportedContacts). Rows past the
 * contacts the plan holds are kept as held leads (`held`), made contacts when room is made.
 */
export const importContacts = async (
  caller: AuthContext,
  { type, data }: { type: ImportType; data: string },
): Promise<ImportResult> => {
  // A CSV column headed by a contact custom field's label or key fills it, as a file's does.
  const customFields = type === 'csv' ? await listCustomFields(caller, 'contact') : [];
  const { rows, error } = readImport(type, data, customFields);
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
  const phoneNote = (row: number, phone: string | null | undefined, held: Set<string>) => {
    if (!phone) return null;
    const first = firstRowOfPhone.get(phone);
    if (first !== undefined && first < row) return `same phone as row ${first} (imported)`;
    return held.has(phone) ? 'same phone as a contact you already have (imported)' : null;
  };
  // Each row checked by the form's rules; the first row of an email wins within the paste.
  const firstRowOfEmail = new Map<string, number>();
  const checked = rows.map((read, index): Checked | { error: string } => {
    const { row, fields } = read;
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
    // Custom values read by their fields' types; one that cannot be is left out, with a note.
    const custom = read.customText ? readCustomTexts(customFields, read.customText) : null;
    const notes = [...(read.notes ?? []), ...(custom?.problems ?? [])];
    return {
      row,
      fields: { ...parsed.data, ...(custom?.values ? { customFields: custom.values } : {}) },
      notes: notes.length ? notes : undefined,
      phone: phones[index] ?? null,
    };
  });
  const valid = checked.flatMap((c) => ('fields' in c ? [c] : []));
  const written = new Map<Checked, { contact: Contact; outcome: BulkInsertOutcome }>();
  const [claims, nextAssignee, room] = await Promise.all([
    emailClaimsOf(
      auth.organizationId,
      valid.map((c) => c.fields.email),
    ),
    // Unassigned, unless the team hands new leads out in turn.
    roundRobinAssigner(auth.organizationId),
    contactRoomOf(auth.organizationId),
  ]);
  const hold = async ({ row, fields }: Checked): Promise<Outcome> => {
    // No room: a known email is a duplicate as ever; a new lead is kept until there is room.
    if (await contactByEmail(auth.organizationId, fields.email)) {
      return { error: `Row ${row}: ${DUPLICATE}` };
    }
    await holdLead(auth.organizationId, fields, `import:${type}`, null);
    return { held: { row, name: fields.name, email: fields.email } };
  };
  const known = (c: Checked) => claims.has(c.fields.email.toLowerCase());
  // New rows past what the plan holds (a first look, in row order) are held, not saved.
  const fresh = valid.filter((c) => !known(c));
  const roomy = fresh.filter(() => room.take() === null);
  const now = new Date();
  const contacts = await mapLimited(roomy, ASSIGN_AT_ONCE, async (c) =>
    newContactOf(auth, c.fields, nextAssignee ? await nextAssignee() : null, now),
  );
  // Phones looked up while the contacts are written: this paste's own are not "already had".
  const [inserted, heldPhones] = await Promise.all([
    insertImportedContacts(contacts, room.claim),
    phonesHeld(
      auth.organizationId,
      [...firstRowOfPhone.keys()],
      new Set(contacts.map((c) => c.id)),
    ),
  ]);
  roomy.forEach((c, i) => {
    const contact = contacts[i];
    const outcome = inserted[i];
    if (contact && outcome) written.set(c, { contact, outcome });
  });
  const outcomes = await mapLimited(
    checked,
    HOLDS_AT_ONCE,
    async (c): Promise<Outcome & { notes?: string[] }> => {
      if ('error' in c) return c;
      const result = written.get(c);
      if (known(c) || result?.outcome.outcome === 'taken') {
        return { error: `Row ${c.row}: ${DUPLICATE}` };
      }
      // Past the plan's room when looked at, or when its transaction claimed places.
      if (!result || result.outcome.outcome === 'noRoom') return hold(c);
      const contact = result.contact;
      const phone = phoneNote(c.row, c.phone, heldPhones);
      const notes = [...(c.notes ?? []), ...(phone ? [phone] : [])];
      return {
        lead: { name: contact.name, email: contact.email },
        assignedTo: contact.assignedTo,
        ...(notes.length ? { notes: notes.map((note) => `Row ${c.row}: ${note}`) } : {}),
      };
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
