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
