import type { Contact } from '@salesflow/shared/contacts/contact.schema';

type Recipient = Pick<Contact, 'name' | 'company'>;

const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? name;

/** The WhatsApp message template. */
export const whatsAppTemplate = ({ name, company }: Recipient): string =>
  `Hi ${firstName(name)}, thanks for your interest${company ? ` from ${company}` : ''}! Do you have a few minutes this week for a quick call about your requirements?`;
