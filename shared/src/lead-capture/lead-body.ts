import { parseFormBody } from './form-body';

/** What a sender's body holds: its fields, or why it could not be read. */
export type LeadBody = { ok: true; value: unknown } | { ok: false; message: string };

/**
 * JSON or form-encoded, by the content type the sender names; a sender that names none (some
 * WordPress plugins) is read as JSON when it looks like JSON, as a form otherwise.
 */
export const readLeadBody = (contentType: string, text: string): LeadBody => {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (text.trim() === '') return { ok: false, message: 'The request body is empty' };
  const json = type === 'application/json' || type.endsWith('+json');
  const looksJson = /^\s*[[{]/.test(text);
  if (json || (type !== 'application/x-www-form-urlencoded' && looksJson)) {
    try {
      return { ok: true, value: JSON.parse(text) };
    } catch {
      return { ok: false, message: 'The request body is not valid JSON' };
    }
  }
  return { ok: true, value: parseFormBody(text) };
};
