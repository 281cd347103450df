import type { Email } from '../../platform/email/send-email';
import type { StoredNotice } from './notice.entity';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * A notice as an email: its title as the subject, its message, a link to where it leads in the app
 * and one to the switch that sends these emails.
 */
export const noticeEmail = (notice: StoredNotice, to: string, appOrigin: string): Email => {
  const open = `${appOrigin}${notice.link ?? '/app'}`;
  const settings = `${appOrigin}/app/settings`;
  const why = 'You get this email because Email Notifications are on in your SalesFlow settings.';
  return {
    to,
    subject: notice.title,
    text: `${notice.message}\n\nOpen in SalesFlow: ${open}\n\n${why}\nChange it: ${settings}\n`,
    html: [
      `<p>${escapeHtml(notice.message).replace(/\n/g, '<br>')}</p>`,
      `<p><a href="${escapeHtml(open)}">Open in SalesFlow</a></p>`,
      `<p style="color:#666;font-size:12px">${escapeHtml(why)} <a href="${escapeHtml(settings)}">Change it</a>.</p>`,
    ].join('\n'),
  };
};
