import { CONTACT_STATUSES, type ContactStatus, contactFields } from '../contacts/contact.schema';
import { DEAL_STAGES, type DealStage } from '../deals/deal.schema';
import { toCents } from '../money/money';
import { WHATSAPP_COMMANDS } from './command-catalogue';

/** What a WhatsApp message asks the bot to do (document 2 section 9), or why it cannot. */
export type ParsedCommand =
  | {
      kind: 'add';
      name: string;
      email: string;
      phone: string | null;
      company: string | null;
      title: string | null;
    }
  | { kind: 'update'; email: string; status: ContactStatus | null; notes: string | null }
  | { kind: 'log'; email: string; text: string }
  /** `amount` as a plain decimal ("50000", "5000.50"), read by the deal form's rules. */
  | { kind: 'deal'; email: string; title: string; amount: string; stage: DealStage }
  | { kind: 'search'; term: string }
  | { kind: 'help' }
  | { kind: 'error'; command: string | null; message: string }
  /** Plain chat: not a command. */
  | { kind: 'none' };

type CommandName = 'add' | 'update' | 'log' | 'deal' | 'search' | 'help';
const NAMES: readonly CommandName[] = ['add', 'update', 'log', 'deal', 'search', 'help'];

/** Phones type curly quotes, non-breaking spaces and full-width bars; read them as plain ones. */
const normalise = (text: string) =>
  text
    .replace(/[\u2018\u2019\u201A\u201B\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201E\u201F\u2033]/g, '"')
    .replace(/[\u00A0\u2007\u202F]/g, ' ')
    .replace(/\uFF5C/g, '|')
    .replace(/\uFF0C/g, ',')
    .trim();

const syntaxOf = (name: CommandName) =>
  WHATSAPP_COMMANDS.find((c) => c.command === `/${name}`)?.syntax ?? `/${name}`;

const error = (command: CommandName | null, message: string): ParsedCommand => ({
  kind: 'error',
  command: command ? `/${command}` : null,
  message,
});

const missing = (command: CommandName, field: string) =>
  error(command, `Missing ${field}. Send: ${syntaxOf(command)}`);

/**
 * The fields after the command word: split on `|` when the message uses it, else on commas. The
 * free-text last field (notes, the conversation) keeps any separators inside it.
 */
const fieldsOf = (rest: string, fixed: number, freeTextLast: boolean): string[] => {
  const separator = rest.includes('|') ? '|' : ',';
  const parts = rest.split(separator).map((p) => p.trim());
  if (freeTextLast && parts.length > fixed) {
    return [
      ...parts.slice(0, fixed - 1),
      parts
        .slice(fixed - 1)
        .join(`${separator} `)
        .trim(),
    ];
  }
  return parts;
};

const unquote = (value: string) => value.replace(/^["']+|["']+$/g, '').trim();

const emailOf = (command: CommandName, raw: string | undefined): string | ParsedCommand => {
  const value = unquote(raw ?? '');
  if (!value) return missing(command, 'email');
  const parsed = contactFields.email.safeParse(value);
  return parsed.success
    ? parsed.data.toLowerCase()
    : error(command, `"${value}" is not a valid email address.`);
};

const UNITS: Record<string, number> = {
  k: 1_000,
  thousand: 1_000,
  l: 100_000,
  lac: 100_000,
  lakh: 100_000,
  lakhs: 100_000,
  cr: 10_000_000,
  crore: 10_000_000,
  crores: 10_000_000,
};

/**
 * An amount as people type it: 50000, 50,000, 5,00,000, ₹50,000, $5,000.50, Rs. 50000, 50k,
 * 2.5L, 2 lakh, 1cr. Null when it is not one (two decimal points, letters, a negative).
 */
export const readAmount = (raw: string): string | null => {
  const text = raw
    .trim()
    .toLowerCase()
    .replace(/^(₹|\$|rs\.?|inr|usd)\s*/, '');
  const match = /^(\d[\d,]*(?:\.\d+)?)\s*([a-z]+)?$/.exec(text);
  if (!match?.[1]) return null;
  const digits = match[1].replace(/,/g, '');
  if (!/^\d+(\.\d+)?$/.test(digits)) return null;
  const unit = match[2];
  if (unit === undefined) {
    return toCents(digits) === null ? null : digits;
  }
  const factor = UNITS[unit];
  if (!factor) return null;
  const value = Number(digits) * factor;
  const fixed = Number.isInteger(value) ? String(value) : value.toFixed(2);
  return toCents(fixed) === null ? null : fixed;
};

const parseAdd = (rest: string): ParsedCommand => {
  const [name, email, phone, company, title, ...extra] = fieldsOf(rest, 5, false).map(unquote);
  if (!name) return missing('add', 'name');
  if (extra.length) {
    return error('add', `Too many fields. Send: ${syntaxOf('add')}`);
  }
  const checkedEmail = emailOf('add', email);
  if (typeof checkedEmail !== 'string') return checkedEmail;
  const checkedName = contactFields.name.safeParse(name);
  if (!checkedName.success) return error('add', checkedName.error.issues[0]?.message ?? 'Bad name');
  const checkedPhone = contactFields.phone.safeParse(phone ?? '');
  if (!checkedPhone.success) {
    return error(
      'add',
      `"${phone}" is not a valid phone number. Include the country code, like +919876543210.`,
    );
  }
  return {
    kind: 'add',
    name: checkedName.data,
    email: checkedEmail,
    phone: checkedPhone.data,
    company: company || null,
    title: title || null,
  };
};

const statusOf = (value: string): ContactStatus | null =>
  (CONTACT_STATUSES as readonly string[]).includes(value.toLowerCase())
    ? (value.toLowerCase() as ContactStatus)
    : null;

const parseUpdate = (rest: string): ParsedCommand => {
  const [email, second, third] = fieldsOf(rest, 3, true);
  const checkedEmail = emailOf('update', email);
  if (typeof checkedEmail !== 'string') return checkedEmail;
  if (!second && !third) return missing('update', 'status or notes');
  const status = second ? statusOf(unquote(second)) : null;
  // One word that is no status, before notes, is a mistyped status; several words are notes.
  if (second && !status && third && !/\s/.test(unquote(second))) {
    return error('update', `Unknown status "${second}". Use ${CONTACT_STATUSES.join(', ')}.`);
  }
  // "/update email, notes..." with no status: the second field is the notes.
  const notes = status ? third || null : [second, third].filter(Boolean).join(', ') || null;
  return { kind: 'update', email: checkedEmail, status, notes };
};

const parseLog = (rest: string): ParsedCommand => {
  const [email, text] = fieldsOf(rest, 2, true);
  const checkedEmail = emailOf('log', email);
  if (typeof checkedEmail !== 'string') return checkedEmail;
  if (!text) return missing('log', 'conversation text');
  return { kind: 'log', email: checkedEmail, text };
};

/** "50,000" split by the comma separator: the parts between the title and the stage, rejoined. */
const dealFields = (rest: string): string[] => {
  const parts = fieldsOf(rest, 4, false).map(unquote);
  if (parts.length <= 4 || rest.includes('|')) return parts;
  const amount = parts.slice(2, -1).join(',');
  return readAmount(amount) === null
    ? parts
    : [parts[0] ?? '', parts[1] ?? '', amount, parts.at(-1) ?? ''];
};

const parseDeal = (rest: string): ParsedCommand => {
  const [email, title, amount, stage, ...extra] = dealFields(rest);
  const checkedEmail = emailOf('deal', email);
  if (typeof checkedEmail !== 'string') return checkedEmail;
  if (!title) return missing('deal', 'title');
  if (!amount) return missing('deal', 'amount');
  if (!stage) return missing('deal', 'stage');
  if (extra.length) {
    return error(
      'deal',
      `Too many fields (write the amount without commas, or use | between fields). Send: ${syntaxOf('deal')}`,
    );
  }
  const value = readAmount(amount);
  if (value === null) {
    return error('deal', `"${amount}" is not an amount. Write it like 50000, 50,000, 50k or 2.5L.`);
  }
  const wanted = stage.toLowerCase();
  if (!(DEAL_STAGES as readonly string[]).includes(wanted)) {
    return error('deal', `Unknown stage "${stage}". Use ${DEAL_STAGES.join(', ')}.`);
  }
  return {
    kind: 'deal',
    email: checkedEmail,
    title,
    amount: value,
    stage: wanted as DealStage,
  };
};

/**
 * Reads one WhatsApp message as a command, tolerant of phone typing: extra spaces, commas or `|`
 * between fields, curly quotes, upper case, a missing leading slash when the first word is a
 * command's name, punctuation after the command word. Anything else is `none` (chat); a slash
 * word that is no command, or a command with bad fields, is an `error` that says what to send.
 */
export const parseWhatsAppCommand = (message: string): ParsedCommand => {
  const text = normalise(message);
  const match = /^(\/?)\s*([A-Za-z]+)[.:!?]*(?:\s+([\s\S]*))?$/.exec(text);
  if (!match?.[2]) return { kind: 'none' };
  const slash = match[1] === '/';
  const word = match[2].toLowerCase();
  const rest = (match[3] ?? '').trim();
  const name = NAMES.find((n) => n === word);
  if (!name) {
    return slash
      ? error(null, `Unknown command /${word}. Send /help to see the commands.`)
      : { kind: 'none' };
  }
  // Without a slash, only a message that is clearly a command ("help", "add Priya, …") counts.
  if (!slash && name !== 'help' && name !== 'search' && !/[,|]/.test(rest)) return { kind: 'none' };
  if (!slash && name === 'search' && !rest) return { kind: 'none' };
  switch (name) {
    case 'help':
      return rest && !slash ? { kind: 'none' } : { kind: 'help' };
    case 'search': {
      const term = unquote(rest);
      if (!term) return missing('search', 'search term');
      return { kind: 'search', term };
    }
    case 'add':
      return rest ? parseAdd(rest) : missing('add', 'name and email');
    case 'update':
      return rest ? parseUpdate(rest) : missing('update', 'email');
    case 'log':
      return rest ? parseLog(rest) : missing('log', 'email');
    case 'deal':
      return rest ? parseDeal(rest) : missing('deal', 'email');
  }
};
