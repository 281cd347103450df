import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type {
  ContactBulkInput,
  ContactBulkResult,
} from '@salesflow/shared/contacts/contact-bulk.schema';
import type { ContactStatus } from '@salesflow/shared/contacts/contact-statuses';
import { TAG_LIMITS, TAG_MESSAGES, tagKey } from '@salesflow/shared/contacts/contact-tags';
import { changesAllRecords } from '@salesflow/shared/teams/lead-rules';
import type { AuthContext } from '../../platform/auth/session';
import { DomainError, ForbiddenError, ValidationError } from '../../platform/errors';
import { chooseForCalling } from '../ai-calls/auto-calling/chosen-leads.service';
import { deleteContact, getContact, updateContact } from '../contacts/contacts.service';
import { assignLeads } from '../lead-assignments/assignments.service';

/** Contacts changed at once: each is its own transaction, so a few run side by side. */
const AT_ONCE = 4;

/**
 * Runs `each` on every id, a few at a time: what refuses one contact (not found or hidden, not
 * the caller's to change, changed meanwhile) is that contact's answer, never the others'.
 */
const eachContact = async <T>(
  ids: readonly string[],
  each: (id: string) => Promise<T>,
): Promise<{ done: Map<string, T>; failed: ContactBulkResult['failed'] }> => {
  const done = new Map<string, T>();
  const failed: ContactBulkResult['failed'] = [];
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += AT_ONCE) {
    await Promise.all(
      unique.slice(i, i + AT_ONCE).map(async (id) => {
        try {
          done.set(id, await each(id));
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          failed.push({ id, reason: error.message });
        }
      }),
    );
  }
  return { done, failed };
};

/** One bulk action, whoever it is for: what it does and its value. */
export type BulkStep =
  | { action: 'assign' | 'status' | 'tag' | 'untag'; value: string }
  | { action: 'delete' | 'autocall' | 'export'; value?: null };

/** The action and value of a request, apart from whom it is for. */
export const bulkStepOf = (input: ContactBulkInput): BulkStep =>
  'value' in input ? { action: input.action, value: input.value } : { action: input.action };

/** Assigning is for managers and above (as on the Team page). */
export const assertMayRunBulk = (auth: AuthContext, step: BulkStep) => {
  if (step.action === 'assign' && !changesAllRecords(auth)) {
    throw new ForbiddenError('Only managers and admins can assign leads');
  }
};

/**
 * One action on contacts chosen by id (a page of the list, or a bulk job's chunk), each checked
 * against the caller's role and visibility as its own change would be, and each its own
 * transaction: a contact refused is named with why, the others are done.
 */
export const applyBulkAction = async (
  auth: AuthContext,
  step: BulkStep,
  ids: readonly string[],
): Promise<ContactBulkResult> => {
  assertMayRunBulk(auth, step);
  switch (step.action) {
    case 'assign': {
      const result = await assignLeads(auth, {
        contactIds: [...ids],
        assignedTo: step.value,
        priority: 'medium',
        notes: null,
      });
      return {
        updated: result.assigned.length,
        failed: result.failed.map((f) => ({ id: f.contactId, reason: f.message })),
      };
    }
    case 'status': {
      const status = step.value as ContactStatus;
      const { done, failed } = await eachContact(ids, (id) => updateContact(auth, id, { status }));
      return { updated: done.size, failed };
    }
    case 'tag':
    case 'untag': {
      const { action, value } = step;
      const { done, failed } = await eachContact(ids, (id) =>
        updateContact(auth, id, (contact) => retagged(contact, action, value)),
      );
      return { updated: done.size, failed };
    }
    case 'delete': {
      const { done, failed } = await eachContact(ids, (id) => deleteContact(auth, id));
      return { updated: done.size, failed };
    }
    case 'autocall': {
      const { done, failed } = await eachContact(ids, (id) => chooseForCalling(auth, id));
      return { updated: done.size, failed };
    }
    case 'export': {
      const { done, failed } = await eachContact(ids, (id) => getContact(auth, id));
      const items = ids.flatMap((id) => {
        const contact = done.get(id);
        return contact ? [contact] : [];
      });
      return { updated: done.size, failed, items: dedupe(items) };
    }
  }
};

/**
 * The contact's tags with one added or taken off (in any case), or null when it has it already
 * (or has it not): nothing to write. A contact with 20 tags is refused one more.
 */
const retagged = (
  contact: Contact,
  action: 'tag' | 'untag',
  tag: string,
): { tags: string[] } | null => {
  const tags = contact.tags ?? [];
  const has = tags.some((t) => tagKey(t) === tagKey(tag));
  if (action === 'tag') {
    if (has) return null;
    if (tags.length >= TAG_LIMITS.perRecord)
      throw new ValidationError(
        [{ field: 'value', message: TAG_MESSAGES.many }],
        TAG_MESSAGES.many,
      );
    return { tags: [...tags, tag] };
  }
  return has ? { tags: tags.filter((t) => tagKey(t) !== tagKey(tag)) } : null;
};

const dedupe = (contacts: Contact[]) => [...new Map(contacts.map((c) => [c.id, c])).values()];
