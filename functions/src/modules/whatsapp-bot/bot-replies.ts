import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { Deal } from '@salesflow/shared/deals/deal.schema';
import { formatUsd } from '@salesflow/shared/money/money';
import { WHATSAPP_COMMANDS } from '@salesflow/shared/whatsapp/command-catalogue';

/** WhatsApp's text limit is 4,096 characters; the bot's answers stay far below it. */
export const MAX_REPLY = 1000;

const clip = (text: string) =>
  text.length > MAX_REPLY ? `${text.slice(0, MAX_REPLY - 1)}…` : text;

/** A long name or company cut short, so that five search lines always fit one answer. */
const short = (text: string, max = 40) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const line = (contact: Contact) =>
  [
    `*${short(contact.name)}*`,
    contact.company && short(contact.company),
    contact.status,
    `score ${contact.score}`,
  ]
    .filter(Boolean)
    .join(' · ');

export const replies = {
  help: () =>
    clip(
      [
        '*SalesFlow commands*',
        ...WHATSAPP_COMMANDS.map((c) => `${c.syntax}\n  ${c.description}`),
        `Example: ${WHATSAPP_COMMANDS[0]?.example ?? ''}`,
      ].join('\n'),
    ),
  hint: () => 'Send /help to see what I can do.',
  added: (contact: Contact) => clip(`Added ${line(contact)} (${contact.email})`),
  updated: (contact: Contact, changed: string[]) =>
    clip(`Updated *${contact.name}*: ${changed.join(', ')}`),
  logged: (contact: Contact) => clip(`Logged on *${contact.name}*'s timeline.`),
  deal: (deal: Deal, contact: Contact) =>
    clip(`Deal *${deal.title}* · ${formatUsd(deal.value)} · ${deal.stage} for ${contact.name}`),
  /** The matches shown, and how many others matched (`atLeast`: that many and more). */
  found: (contacts: Contact[], more: { count: number; atLeast: boolean }, term: string) =>
    contacts.length === 0
      ? `No contacts match "${short(term, 60)}".`
      : clip(
          [
            ...contacts.map((c) => `• ${line(c)}\n  ${short(c.email, 60)}`),
            ...(more.count > 0 || more.atLeast
              ? [`…and ${more.count}${more.atLeast ? '+' : ''} more`]
              : []),
          ].join('\n'),
        ),
  noContact: (email: string) => `No contact with email ${email}.`,
  problem: (message: string) => clip(`Not done: ${message}`),
};
