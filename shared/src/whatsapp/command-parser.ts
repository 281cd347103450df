import { CONTACT_STATUSES, type ContactStatus, contactFields } from '../contacts/contact.schema';
import { DEAL_STAGES, type DealStage } from '../deals/deal.schema';
import { toCents } from '../money/money';
import { WHATSAPP_COMMANDS } from './command-catalogue';

/** What a WhatsApp message asks the bot to do (document 2 section 9), or why it cannot. */
export type ParsedCommand =
  /** A field left out (or left empty) is absent, never null or an empty string. */
  | { kind: 'add'; name: string; email: string; phone?: string; company?: string; title?: string }
  /**
   * At least one of `status`, `fields` and `notes`. `fields`: custom values typed as
   * `name=value` (a custom field's label or key, as typed), read by the organization's fields.
   */
  | {
      kind: 'update';
      email: string;
      status?: ContactStatus;
      fields?: Record<string, string>;
      notes?: string;
    }
  | { kind: 'log'; email: string; text: string }
  /** `amount` as a plain decimal ("50000", "5000.50"), read by the deal form's rules. */
  | { kind: 'deal'; email: string; title: string; amount: string; stage: DealStage }
  | { kind: 'search'; term: string }
  | { kind: 'help' }
  /** `command`: the command it was meant to be ("/deal"), absent for an unknown one. */
  | { kind: 'error'; command?: string; message: string }
  /** Plain chat: not a command. */
  | { kind: 'none' };

/** WhatsApp's own limit on a text message; anything longer is no command. */
export const MAX_COMMAND_LENGTH = 4096;

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
  ...(command ? { command: `/${command}` } : {}),
  message,
});

/** The optional fields that have a value: an absent one is left out, as the contract has it. */
const present = <T extends Record<string, unknown>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null && v !== undefined)) as {
    [K in keyof T]?: NonNullable<T[K]>;
  };

/** What was typed, quoted in an answer: cut short, so that the answer stays short. */
const shown = (value: string | undefined, quote = '"') => {
  const text = value ?? '';
  return `${quote}${text.length > 40 ? `${text.slice(0, 39)}…` : text}${quote}`;
};

const missing = (command: CommandName, field: string) =>
  error(command, `Missing ${field}. Send: ${syntaxOf(command)}`);

/**
 * Between fields: `|`, or else whichever of a comma, a spaced dash (` - `, ` – `) or a new line
 * comes first. Fields are trimmed, so the separators need no \s* around them (it backtracks).
 */
const PIPE = /\|/g;
const COMMA = /,/g;
const DASH = /\s[-\u2013\u2014]\s/g;
const NEW_LINE = /\n/g;
const OTHER_SEPARATORS = [COMMA, DASH, NEW_LINE];

const separatorOf = (rest: string): RegExp => {
  if (rest.includes('|')) return PIPE;
  let first: { at: number; separator: RegExp } | null = null;
  for (const separator of OTHER_SEPARATORS) {
    const at = rest.search(separator);
    if (at >= 0 && (first === null || at < first.at)) first = { at, separator };
  }
  return first?.separator ?? COMMA;
};

/**
 * "/update priya@acme.in hot": an email holds no space, so a space after the leading email ends
 * that field as well as a separator would. The message's own separator is put there.
 */
const LEADING_EMAIL = /^([^\s@]+@[^\s,|]+)\s+([\s\S]+)$/;
const emailFieldEnded = (rest: string): string => {
  const match = LEADING_EMAIL.exec(rest);
  const [, email, after] = match ?? [];
  if (!email || !after || /^([,|]|[-\u2013\u2014]\s)/.test(after)) return rest;
  const separator = separatorOf(after);
  const joiner =
    separator === PIPE ? ' | ' : separator === DASH ? ' - ' : separator === NEW_LINE ? '\n' : ', ';
  return `${email}${joiner}${after}`;
};

/**
 * The fields after the command word, split on one separator for the whole message. With
 * `freeTextLast`, field number `fixed` is the rest of the message exactly as typed (notes, the
 * conversation), separators and all.
 */
const fieldsOf = (rest: string, fixed: number, freeTextLast: boolean): string[] => {
  const fields: string[] = [];
  let start = 0;
  for (const match of rest.matchAll(separatorOf(rest))) {
    if (freeTextLast && fields.length === fixed - 1) break;
    fields.push(rest.slice(start, match.index).trim());
    start = match.index + match[0].length;
  }
  fields.push(rest.slice(start).trim());
  return fields;
};

const unquote = (value: string) => value.replace(/^["']+|["']+$/g, '').trim();

/** A keyword (a status, a stage) or an email as typed at the end of a sentence: "hot.", "won!". */
const trailingPunctuation = (value: string) => value.replace(/[.!?;:,]+$/, '');

const emailOf = (command: CommandName, raw: string | undefined): string | ParsedCommand => {
  const value = trailingPunctuation(unquote(raw ?? ''));
  if (!value) return missing(command, 'email');
  const parsed = contactFields.email.safeParse(value);
  return parsed.success
    ? parsed.data.toLowerCase()
    : error(command, `${shown(value)} is not a valid email address.`);
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
 * Rupees: ₹, Rs, INR, rupees, or the "/-" of an Indian price. Deal values are US dollars (money is
 * shown in US dollars everywhere), so such an amount is refused rather than stored as dollars.
 */
const RUPEES = /₹|\brs\b\.?|\binr\b|\brupees?\b|\/-\s*$/i;
const withoutRupees = (raw: string) => raw.replace(new RegExp(RUPEES.source, 'gi'), ' ').trim();

/** Commas only as thousands (50,000 and 1,234,567) or as lakhs (5,00,000 and 12,34,567). */
const GROUPED = /^\d{1,3}(,\d{3})+$|^\d{1,2}(,\d{2})*,\d{3}$/;

/**
 * An amount in US dollars as people type it: 50000, 50,000, 5,00,000, $5,000.50, 5000 USD, 50k,
 * 2.5L, 2 lakh, 1cr (lakh and crore count, like thousand). Null when it is not one (two decimal
 * points, letters, a negative, more than 2 decimals, rupees).
 */
export const readAmount = (raw: string): string | null => {
  if (RUPEES.test(raw)) return null;
  const text = raw
    .trim()
    .toLowerCase()
    .replace(/^(\$|usd)\s*/, '')
    .replace(/\s*(\$|usd|dollars?)$/, '');
  const match = /^(\d[\d,]*(?:\.\d+)?)\s*([a-z]+)?$/.exec(text);
  if (!match?.[1]) return null;
  const [whole = '', fraction] = match[1].split('.');
  if (whole.includes(',') && !GROUPED.test(whole)) return null;
  const digits = `${whole.replace(/,/g, '')}${fraction === undefined ? '' : `.${fraction}`}`;
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
      `${shown(phone)} is not a valid phone number. Include the country code, like +919876543210.`,
    );
  }
  const checkedCompany = contactFields.company.safeParse(company);
  if (!checkedCompany.success) {
    return error('add', `Company: ${checkedCompany.error.issues[0]?.message ?? 'not valid'}`);
  }
  const checkedTitle = contactFields.title.safeParse(title);
  if (!checkedTitle.success) {
    return error('add', `Title: ${checkedTitle.error.issues[0]?.message ?? 'not valid'}`);
  }
  return {
    kind: 'add',
    name: checkedName.data,
    email: checkedEmail,
    ...present({
      phone: checkedPhone.data,
      company: checkedCompany.data,
      title: checkedTitle.data,
    }),
  };
};

const statusOf = (value: string): ContactStatus | null => {
  const word = trailingPunctuation(unquote(value)).toLowerCase();
  return (CONTACT_STATUSES as readonly string[]).includes(word) ? (word as ContactStatus) : null;
};

/** `Industry=IT`: a custom field's name (its label or key) and the value typed for it. */
const FIELD_VALUE = /^([^=]{1,60}?)\s*=\s*(.*)$/s;

/**
 * The `name=value` fields at the start of `text` (each in its own field of the message), and
 * what follows them: the notes.
 */
const customValuesOf = (text: string) => {
  const fields: Record<string, string> = {};
  let rest = text;
  for (;;) {
    const [first = '', after = ''] = fieldsOf(rest, 2, true);
    const pair = FIELD_VALUE.exec(unquote(first));
    if (!first || !pair) break;
    const [, name = '', value = ''] = pair;
    let typed = unquote(value);
    rest = after;
    // "Budget=1,20,000": the digits after a comma are the number's own, not another field.
    for (;;) {
      const [next = '', beyond = ''] = fieldsOf(rest, 2, true);
      if (!/\d$/.test(typed) || !/^\d{2,3}(?:\.\d+)?$/.test(next)) break;
      typed = `${typed},${next}`;
      rest = beyond;
    }
    fields[name.trim()] = typed;
  }
  return { fields: Object.keys(fields).length ? fields : null, notes: rest || null };
};

const parseUpdate = (rest: string): ParsedCommand => {
  const [email, change = ''] = fieldsOf(rest, 2, true);
  const checkedEmail = emailOf('update', email);
  if (typeof checkedEmail !== 'string') return checkedEmail;
  if (!change) return missing('update', 'status or notes');
  const [first = '', afterStatus = ''] = fieldsOf(change, 2, true);
  const status = statusOf(first);
  // One word that is no status, before notes, is a mistyped status; several words are notes.
  if (!status && afterStatus && !/\s/.test(unquote(first)) && !FIELD_VALUE.test(unquote(first))) {
    return error('update', `Unknown status ${shown(first)}. Use ${CONTACT_STATUSES.join(', ')}.`);
  }
  // "/update email, notes..." with no status: everything after the email (and any custom
  // fields' values) is the notes, as typed.
  const { fields, notes } = customValuesOf(status ? afterStatus : change);
  return { kind: 'update', email: checkedEmail, ...present({ status, fields, notes }) };
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
  if (parts.length <= 4 || separatorOf(rest) !== COMMA) return parts;
  const amount = parts.slice(2, -1).join(',');
  // Rupees rejoin too, so that they are named as such rather than as too many fields.
  return readAmount(withoutRupees(amount)) === null
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
  if (RUPEES.test(amount)) {
    return error(
      'deal',
      `${shown(amount)} looks like rupees; deal values are in US dollars. Send the amount in dollars, like 6000 or $6,000.`,
    );
  }
  const value = readAmount(amount);
  if (value === null) {
    return error(
      'deal',
      `${shown(amount)} is not an amount. Write it like 50000, 50,000, 50k or 2.5L.`,
    );
  }
  const wanted = trailingPunctuation(stage).toLowerCase();
  if (!(DEAL_STAGES as readonly string[]).includes(wanted)) {
    return error('deal', `Unknown stage ${shown(stage)}. Use ${DEAL_STAGES.join(', ')}.`);
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
 * Reads one WhatsApp message as a command, tolerant of phone typing: extra spaces, fields between
 * commas, `|`, spaced dashes or lines, curly quotes, upper case, a missing leading slash when the
 * first word is a command's name and the message clearly is one, punctuation after the command
 * word or after a status or stage. Strict where a guess would write wrong data: the email, phone,
 * name, company and title by the contact form's rules, the status and stage from their lists, the
 * amount in US dollars (rupees refused; lakh and crore read as counts; commas only as thousands
 * or lakhs). Anything else is `none` (chat); a slash word that is no command, or a command with
 * bad fields, is an `error` that says what to send.
 */
export const parseWhatsAppCommand = (message: string): ParsedCommand => {
  const text = normalise(message);
  if (text.length > MAX_COMMAND_LENGTH) {
    return text.startsWith('/')
      ? error(null, `That is too long for a command (at most ${MAX_COMMAND_LENGTH} characters).`)
      : { kind: 'none' };
  }
  const match = /^(\/?)\s*([A-Za-z]+)[.:!?]*(?:\s+([\s\S]*))?$/.exec(text);
  if (!match?.[2]) return { kind: 'none' };
  const slash = match[1] === '/';
  const word = match[2].toLowerCase();
  const rest = (match[3] ?? '').trim();
  const name = NAMES.find((n) => n === word);
  if (!name) {
    return slash
      ? error(null, `Unknown command ${shown(`/${word}`, '')}. Send /help to see the commands.`)
      : { kind: 'none' };
  }
  // Without a slash, only a message that is clearly a command counts: "help", "search Acme",
  // fields with an email in them ("add Priya, priya@acme.in") or an email first ("log priya@acme.in
  // called"); "add me to the list" and "log in fails, help" are chat.
  const clearly =
    name === 'add'
      ? /[,|\n]|\s[-\u2013\u2014]\s/.test(rest) && rest.includes('@')
      : /^\S+@\S/.test(rest);
  if (!slash && name !== 'help' && name !== 'search' && !clearly) return { kind: 'none' };
  if (!slash && name === 'search' && !rest) return { kind: 'none' };
  switch (name) {
    case 'help':
      return rest && !slash ? { kind: 'none' } : { kind: 'help' };
    case 'search': {
      const term = unquote(trailingPunctuation(rest));
      if (!term) return missing('search', 'search term');
      return { kind: 'search', term };
    }
    case 'add':
      return rest ? parseAdd(rest) : missing('add', 'name and email');
    case 'update':
      return rest ? parseUpdate(emailFieldEnded(rest)) : missing('update', 'email');
    case 'log':
      return rest ? parseLog(emailFieldEnded(rest)) : missing('log', 'email');
    case 'deal':
      return rest ? parseDeal(emailFieldEnded(rest)) : missing('deal', 'email');
  }
};
