/**
 * Email templates (issue 27): the organization's own, and the built-in follow-up, with merge
 * fields filled for the contact and the sender when Compose Email opens one. No zod: Compose
 * Email reads these.
 */
export const MERGE_FIELDS = ['firstName', 'name', 'company', 'senderName'] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

export const EMAIL_TEMPLATE_LIMITS = {
  name: 80,
  subject: 200,
  body: 10_000,
  perOrganization: 50,
} as const;

export interface EmailTemplate {
  id: string;
  name: string;
  subject: string;
  body: string;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * The built-in template (document 1: subject "Follow up" with the contact's name, a body that
 * proposes a 15-minute call), signed with the sender's name.
 */
export const DEFAULT_EMAIL_TEMPLATE: Pick<EmailTemplate, 'id' | 'name' | 'subject' | 'body'> = {
  id: 'default',
  name: 'Follow-up',
  subject: 'Follow up - {{name}}',
  body: [
    'Hi {{firstName}},',
    '',
    'I hope you are doing well. I wanted to follow up on our recent conversation and see whether you have any questions.',
    '',
    'Would you be open to a quick 15-minute call this week to discuss how we can help {{company}}? Let me know a time that suits you.',
    '',
    'Best regards,',
    '{{senderName}}',
  ].join('\n'),
};

const FIELD = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

/** The first `{{field}}` that is not a merge field, or null. */
export const unknownMergeField = (text: string): string | null => {
  for (const [whole, name] of text.matchAll(FIELD)) {
    if (!(MERGE_FIELDS as readonly string[]).includes(name ?? '')) return whole;
  }
  return null;
};

export const mergeFieldMessage = (field: string) =>
  `${field} is not a merge field: use ${MERGE_FIELDS.map((f) => `{{${f}}}`).join(', ')}`;

export interface MergeValues {
  contact: { name: string; company: string | null };
  senderName: string;
}

const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * A template's text for one contact and sender: each merge field filled (a contact without a
 * company reads "your team", as the built-in follow-up always did); anything else left as typed.
 */
export const fillMergeFields = (text: string, { contact, senderName }: MergeValues): string => {
  const values: Record<MergeField, string> = {
    firstName: firstNameOf(contact.name),
    name: contact.name.trim(),
    company: contact.company?.trim() || 'your team',
    senderName: senderName.trim(),
  };
  return text.replace(FIELD, (whole, name: string) =>
    (MERGE_FIELDS as readonly string[]).includes(name) ? values[name as MergeField] : whole,
  );
};
