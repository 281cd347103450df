/**
 * Possible duplicates (issue 27): two contacts of an organization that share an email (ignoring
 * case, and the dots of a Gmail address's name: `ananya.iyer@gmail.com` is
 * `ananyaiyer@gmail.com`), a phone (in E.164), or a name with a company (ignoring case, accents,
 * punctuation and spacing). No zod: the Contacts screen reads these.
 */
export const DUPLICATE_REASONS = ['email', 'phone', 'name'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/** What the drawer and the list say of each reason. */
export const DUPLICATE_REASON_LABELS: Record<DuplicateReason, string> = {
  email: 'same email',
  phone: 'same phone',
  name: 'same name and company',
};

/** One thing a contact is matched on: the reason and the value two duplicates share. */
export interface DuplicateMatch {
  reason: DuplicateReason;
  value: string;
}

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/** An email as two addresses of one mailbox share it, or null when it is not one. */
export const emailMatchValue = (email: string | null | undefined): string | null => {
  const text = (email ?? '').trim().toLowerCase();
  const at = text.lastIndexOf('@');
  if (at <= 0 || at === text.length - 1) return null;
  const domain = text.slice(at + 1);
  const name = text.slice(0, at);
  return GMAIL_DOMAINS.has(domain) ? `${name.replaceAll('.', '')}@gmail.com` : `${name}@${domain}`;
};

/**
 * The words of a name, lower case, one space apart: Latin letters without their accents (é is
 * e), other scripts' vowel signs kept (पंकज is not पकज), punctuation dropped.
 */
const plainWords = (text: string | null | undefined) =>
  (text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();

/** A name with its company, or null when either is missing. */
export const nameMatchValue = (
  name: string | null | undefined,
  company: string | null | undefined,
): string | null => {
  const person = plainWords(name);
  const firm = plainWords(company);
  return person && firm ? `${person}|${firm}` : null;
};

/** Everything a contact is matched on (at most one value a reason). */
export const duplicateMatchesOf = (contact: {
  email?: string | null;
  phoneE164?: string | null;
  name?: string | null;
  company?: string | null;
}): DuplicateMatch[] => {
  const matches: DuplicateMatch[] = [];
  const email = emailMatchValue(contact.email);
  if (email) matches.push({ reason: 'email', value: email });
  if (contact.phoneE164) matches.push({ reason: 'phone', value: contact.phoneE164 });
  const name = nameMatchValue(contact.name, contact.company);
  if (name) matches.push({ reason: 'name', value: name });
  return matches;
};

type Matched = Parameters<typeof duplicateMatchesOf>[0];

/** Why two contacts, as they are, may be one person: the reasons of the matches they share. */
export const sharedDuplicateReasons = (a: Matched, b: Matched): DuplicateReason[] => {
  const theirs = duplicateMatchesOf(b);
  return duplicateMatchesOf(a)
    .filter((match) =>
      theirs.some((other) => other.reason === match.reason && other.value === match.value),
    )
    .map((match) => match.reason);
};

/** One contact named in a pair: enough to show it and open it. */
export interface DuplicateContact {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  assignedTo: string | null;
  createdAt: string;
}

/** A pair of possible duplicates and why (GET /api/contacts/duplicates). */
export interface DuplicatePair {
  contact: DuplicateContact;
  other: DuplicateContact;
  reasons: DuplicateReason[];
}

/** A contact whose possible duplicates to bring up to date (the contact-duplicates queue). */
export interface ContactDuplicateCheck {
  organizationId: string;
  contactId: string;
}

export interface DuplicatePage {
  items: DuplicatePair[];
  nextCursor: string | null;
}
