import type { TeamRole } from '@salesflow/shared/auth/roles';
import type { Email } from '../../platform/email/send-email';

export interface InvitationEmailInput {
  to: string;
  organizationName: string;
  inviterName: string;
  role: TeamRole;
  link: string;
  expiresAt: string;
  /** The organization's time zone, for the expiry date. */
  timezone: string;
}

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Names come from people: a subject line keeps one line whatever they typed. */
const oneLine = (text: string): string =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: taking control characters out is the point
  text.replace(/[\u0000-\u001F\u007F-\u009F]+/g, ' ').trim();

const article = (role: TeamRole) => (role === 'admin' ? 'an' : 'a');

/** The invitation email: plain text for every client, and a simple HTML version. */
export const invitationEmail = (input: InvitationEmailInput): Email => {
  const organization = oneLine(input.organizationName);
  const inviter = oneLine(input.inviterName);
  const expires = new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: input.timezone,
  }).format(new Date(input.expiresAt));
  const joining = `${inviter} invited you to join ${organization} on SalesFlow as ${article(input.role)} ${input.role}.`;
  const fine = `The link works once and expires on ${expires}. If you did not expect this invitation, you can ignore this email.`;
  return {
    to: input.to,
    subject: `${inviter} invited you to join ${organization} on SalesFlow`,
    text: [
      'Hello,',
      '',
      joining,
      '',
      `Join ${organization}: ${input.link}`,
      '',
      'Sign in with this email address to join.',
      fine,
    ].join('\n'),
    html: [
      '<!doctype html><html><body style="font-family: system-ui, sans-serif; color: #0f172a;">',
      '<p>Hello,</p>',
      `<p>${escapeHtml(joining)}</p>`,
      `<p><a href="${escapeHtml(input.link)}" style="display: inline-block; background: #4f46e5; color: #ffffff; padding: 10px 18px; border-radius: 8px; text-decoration: none;">Join ${escapeHtml(organization)}</a></p>`,
      `<p>Or open this link: <a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>`,
      '<p>Sign in with this email address to join.</p>',
      `<p style="color: #64748b;">${escapeHtml(fine)}</p>`,
      '</body></html>',
    ].join('\n'),
  };
};
