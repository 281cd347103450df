import { leadFieldsFromEmail } from '@salesflow/shared/lead-capture/email-lead';
import { readLeadBody } from '@salesflow/shared/lead-capture/lead-body';
import { leadFieldsFrom } from '@salesflow/shared/lead-capture/lead-fields';
import type { LeadReader } from './lead-capture.service';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/** "Name <address>" as a name and an address. */
const splitAddress = (from: string | null) => {
  if (!from) return { fromName: null, fromAddress: null };
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return match
    ? { fromName: text(match[1]), fromAddress: text(match[2]) }
    : { fromName: null, fromAddress: text(from) };
};

type Read = Awaited<ReturnType<LeadReader>>;

const fromRawEmail = async (raw: string): Promise<Read> => {
  // Loaded on the first raw message only (the route ships it beside the bundle: routes.ts).
  const { simpleParser } = await import('mailparser');
  try {
    const mail = await simpleParser(raw, { skipHtmlToText: false, skipImageLinks: true });
    const from = mail.from?.value[0];
    return {
      ok: true,
      fields: leadFieldsFromEmail({
        fromName: text(from?.name),
        fromAddress: text(from?.address),
        subject: text(mail.subject),
        text: text(mail.text),
      }),
    };
  } catch {
    // A message the parser cannot read is the sender's problem, not a 500.
    return { ok: false, message: 'The email could not be read' };
  }
};

/** A raw message has header lines before its first blank line. */
const looksLikeRfc822 = (body: string) =>
  /^[A-Za-z-]+:[^\n]*\r?\n(?:[\s\S]*?\r?\n)?\r?\n/.test(body);

/**
 * An email: raw RFC 822 text as the body, or JSON or a form carrying it (`email`, `raw`, or the
 * `from` / `subject` / `text` fields inbound-mail services such as SendGrid and Mailgun post).
 * MIME is parsed by mailparser; what is read from it is shared/lead-capture/email-lead.ts.
 */
export const readEmailLead: LeadReader = async (contentType, body, mapping) => {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (body.trim() === '') return { ok: false, message: 'The request body is empty' };
  const structured = type === 'application/json' || type === 'application/x-www-form-urlencoded';
  if (!structured && looksLikeRfc822(body)) return fromRawEmail(body);
  const read = readLeadBody(contentType, body);
  if (!read.ok) return read;
  const value = (Array.isArray(read.value) ? read.value[0] : read.value) as Record<string, unknown>;
  if (typeof value !== 'object' || value === null) {
    return {
      ok: false,
      message: 'Send the email as its raw text, or as JSON with an "email" field',
    };
  }
  const raw = text(value.email) ?? text(value.raw) ?? text(value.mime);
  if (raw && looksLikeRfc822(raw)) return fromRawEmail(raw);
  const plain = text(value.text) ?? text(value['body-plain']) ?? text(value.body);
  if (plain || text(value.from) || text(value.sender)) {
    return {
      ok: true,
      fields: leadFieldsFromEmail({
        ...splitAddress(text(value.from) ?? text(value.sender)),
        subject: text(value.subject),
        text: plain,
      }),
    };
  }
  // Already a lead's fields (name, email, ...): read like any other sender's.
  return { ok: true, fields: leadFieldsFrom(value, mapping) };
};
