import type { Contact } from '@salesflow/shared/contacts/contact.schema';

type Recipient = Pick<Contact, 'name' | 'company'>;

const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? name;

export const followUpSubject = ({ name }: Recipient): string => `Follow up - ${name}`;

/** The Compose Email body: a short follow-up that proposes a 15-minute call. */
export const followUpEmailBody = ({ name, company }: Recipient): string =>
  [
    `Hi ${firstName(name)},`,
    '',
    'I hope you are doing well. I wanted to follow up on our recent conversation and see whether you have any questions.',
    '',
    `Would you be open to a quick 15-minute call this week to discuss how we can help ${company || 'your team'}? Let me know a time that suits you.`,
    '',
    'Best regards,',
  ].join('\n');

/** The WhatsApp message template. */
export const whatsAppTemplate = ({ name, company }: Recipient): string =>
  `Hi ${firstName(name)}, thanks for your interest${company ? ` from ${company}` : ''}! Do you have a few minutes this week for a quick call about your requirements?`;
