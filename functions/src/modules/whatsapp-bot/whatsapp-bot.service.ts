import { activityInputSchema } from '@salesflow/shared/activities/activity.schema';
import {
  CONTACT_LIMITS,
  type Contact,
  contactInputSchema,
  contactUpdateSchema,
} from '@salesflow/shared/contacts/contact.schema';
import { dealInputSchema } from '@salesflow/shared/deals/deal.schema';
import {
  type ParsedCommand,
  parseWhatsAppCommand,
} from '@salesflow/shared/whatsapp/command-parser';
import type * as z from 'zod/mini';
import { memberCaller } from '../../platform/auth/access';
import type { AuthContext } from '../../platform/auth/session';
import { DomainError } from '../../platform/errors';
import { logger } from '../../platform/logger';
import { takeOrganizationMutation } from '../../platform/rate-limit/organization-limit';
import { logActivity } from '../contacts/contact-timeline.service';
import {
  contactByEmail,
  createContact,
  listContacts,
  updateContact,
  visibleContact,
} from '../contacts/contacts.service';
import { typedCustomValues } from '../custom-fields/custom-text.service';
import { createDeal } from '../deals/deals.service';
import { organizationTimezone } from '../organizations/organizations.service';
import { userIdByPhone } from '../settings/profile-phone.service';
import { replies } from './bot-replies';

/** The commands that change records. */
const WRITES = new Set<ParsedCommand['kind']>(['add', 'update', 'log', 'deal']);

/** /search answers at most this many contacts. */
const SEARCH_SHOWN = 5;
/**
 * …and counts the other matches up to this many (one page of the search; a list's `total` is every
 * contact the member may see, not the matches). Past it the answer says "45+ more".
 */
const SEARCH_COUNTED = 50;

export type BotAnswer = { handled: false } | { handled: true; userId: string; reply: string };

/** The first problem of a form's rules, as the form would say it. */
const firstIssue = (result: { error?: z.core.$ZodError }) =>
  result.error?.issues[0]?.message ?? 'That is not valid.';

/** The contact with this email the member may see, or null (one they may not see is "none"). */
const visibleByEmail = async (auth: AuthContext, email: string): Promise<Contact | null> => {
  const found = await contactByEmail(auth.organizationId, email);
  return found ? visibleContact(auth, found.id) : null;
};

/** Today's date in the member's time zone, to date the notes a WhatsApp /update adds. */
const today = (timezone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: timezone, dateStyle: 'medium' }).format(new Date());

const run = async (auth: AuthContext, command: ParsedCommand): Promise<string> => {
  switch (command.kind) {
    case 'none':
      return replies.hint();
    case 'help':
      return replies.help();
    case 'error':
      return replies.problem(command.message);
    case 'add': {
      const input = contactInputSchema.safeParse({
        name: command.name,
        email: command.email,
        phone: command.phone,
        company: command.company,
        title: command.title,
        source: null,
        notes: null,
      });
      if (!input.success) return replies.problem(firstIssue(input));
      return replies.added(await createContact(auth, input.data));
    }
    case 'update': {
      const contact = await visibleByEmail(auth, command.email);
      if (!contact) return replies.noContact(command.email);
      // Notes are added under the ones the contact has, dated: nothing typed before is lost.
      const notes = command.notes
        ? [contact.notes, `${today(auth.timezone)} (WhatsApp): ${command.notes}`]
            .filter(Boolean)
            .join('\n')
        : undefined;
      if (notes && notes.length > CONTACT_LIMITS.notes) {
        return replies.problem(
          `${contact.name}'s notes are full (${CONTACT_LIMITS.notes} characters). Shorten them in the app first.`,
        );
      }
      const input = contactUpdateSchema.safeParse({
        ...(command.status ? { status: command.status } : {}),
        ...(notes ? { notes } : {}),
      });
      if (!input.success) return replies.problem(firstIssue(input));
      const custom = command.fields
        ? await typedCustomValues(auth.organizationId, command.fields)
        : null;
      if (custom && 'problem' in custom) return replies.problem(custom.problem);
      if (!command.status && !command.notes && !custom?.said.length) {
        return replies.problem('Nothing to change: give a status, notes or a field=value.');
      }
      const updated = await updateContact(
        auth,
        contact.id,
        custom
          ? (previous) => ({
              ...input.data,
              customFields: { ...previous.customFields, ...custom.values },
            })
          : input.data,
      );
      const changed = [
        ...(command.status ? [`status ${updated.status}`] : []),
        ...(custom?.said ?? []),
        ...(command.notes ? ['notes added'] : []),
      ];
      return replies.updated(updated, changed);
    }
    case 'log': {
      const contact = await visibleByEmail(auth, command.email);
      if (!contact) return replies.noContact(command.email);
      const input = activityInputSchema.safeParse({
        type: 'note',
        subject: 'Logged from WhatsApp',
        description: command.text,
      });
      if (!input.success) return replies.problem(firstIssue(input));
      await logActivity(auth, contact.id, input.data);
      return replies.logged(contact);
    }
    case 'deal': {
      const contact = await visibleByEmail(auth, command.email);
      if (!contact) return replies.noContact(command.email);
      const input = dealInputSchema.safeParse({
        title: command.title,
        value: command.amount,
        stage: command.stage,
        contactId: contact.id,
      });
      if (!input.success) return replies.problem(firstIssue(input));
      return replies.deal(await createDeal(auth, input.data), contact);
    }
    case 'search': {
      const page = await listContacts(auth, { limit: SEARCH_COUNTED, search: command.term });
      return replies.found(
        page.items.slice(0, SEARCH_SHOWN),
        {
          count: Math.max(page.items.length - SEARCH_SHOWN, 0),
          atLeast: page.nextCursor !== null,
        },
        command.term,
      );
    }
  }
};

/**
 * The team member of the organization who writes from this number (the profile phone they
 * claimed), as a caller with their role and what they may see; null for anyone else (a lead).
 * `from` is the sender as WhatsApp gives it: digits without '+', e.g. '919812345678'.
 */
export const whatsAppMember = async (
  organizationId: string,
  from: string,
): Promise<AuthContext | null> => {
  const userId = await userIdByPhone(`+${from.replace(/^\+/, '')}`);
  if (!userId) return null;
  return memberCaller(organizationId, userId, await organizationTimezone(organizationId));
};

/**
 * A member's WhatsApp text (document 2 section 9) run as a command as them, through the same
 * services as the app (counters, timelines, scoring and notifications follow), answered with the
 * text to send back. A rule broken (a duplicate email, a plan limit, a bad field) is the answer,
 * never a failure.
 */
export const runWhatsAppCommand = async (auth: AuthContext, text: string): Promise<string> => {
  const command = parseWhatsAppCommand(text);
  try {
    // A change from WhatsApp counts against the organization's changes a minute, like the app's.
    if (WRITES.has(command.kind)) await takeOrganizationMutation(auth.organizationId);
    return await run(auth, command);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    logger.info('A WhatsApp command was refused', { command: command.kind, reason: error.message });
    const detail = error.details?.[0]?.message;
    return replies.problem(
      detail && detail !== error.message ? `${error.message}: ${detail}` : error.message,
    );
  }
};

/** Both steps: a member's message answered, anyone else's not handled (it is a lead's). */
export const answerWhatsAppMessage = async (input: {
  organizationId: string;
  from: string;
  text: string;
}): Promise<BotAnswer> => {
  const member = await whatsAppMember(input.organizationId, input.from);
  if (!member) return { handled: false };
  return {
    handled: true,
    userId: member.userId,
    reply: await runWhatsAppCommand(member, input.text),
  };
};
