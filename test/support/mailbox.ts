import { inject } from 'vitest';

/** An email as the local SES keeps it (`GET /store`). */
export interface SentEmail {
  messageId: string;
  from: string;
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at: number;
}

/** Every email the app sent to `to` since the stack started, oldest first. */
export const emailsTo = async (to: string): Promise<SentEmail[]> => {
  const response = await fetch(`${inject('mailboxUrl')}/store`);
  const { emails } = (await response.json()) as { emails: SentEmail[] };
  return emails.filter((email) =>
    email.destination.to.some((address) => address.toLowerCase().includes(to.toLowerCase())),
  );
};

/** The invitation link of the latest invitation email to `to`, and the token in it. */
export const invitationLinkTo = async (to: string) => {
  const emails = await emailsTo(to);
  const last = emails.at(-1);
  const link = /https?:\/\/\S+\/invite\/([A-Za-z0-9_-]{43})/.exec(last?.body.text ?? '');
  if (!last || !link?.[1]) throw new Error(`no invitation email to ${to}`);
  return { email: last, link: link[0], token: link[1], count: emails.length };
};
