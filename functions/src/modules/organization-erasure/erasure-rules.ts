/**
 * What erasing a closed organization's data removes, decided from an item's key alone (plus the
 * organization it names). Section 4 and the privacy policy: after a cancelled subscription's
 * period, data can be exported for 30 days and is then deleted; invoices are kept as tax law
 * requires. So the account stays (its profile, members, subscription, billing details, payments
 * and invoices, and the erasure's own record), and everything it held goes: contacts, deals,
 * activities, calls, messages, imports, held leads, settings and provider secrets, webhook keys.
 */
const KEPT_ON_ORGANIZATION = new Set(['PROFILE', 'SUBSCRIPTION', 'BILLING_DETAILS', 'ERASURE']);
const KEPT_SORT_PREFIXES = ['MEMBER#'];
const KEPT_PARTITION_SUFFIXES = ['#PAYMENT'];

/**
 * Items outside the organization's own partitions that carry its id and are kept: people (who may
 * belong to other organizations), their sessions and sign-ins, payments as Razorpay knows them,
 * the operators' audit log, the organization's name claim, and the platform's record of the
 * account (its summary, search words and payments, which the admin dashboard counts).
 */
const KEPT_ELSEWHERE = [
  'USER#',
  'USEREMAIL#',
  'USERPHONE#',
  'SESSION#',
  'LOGIN#',
  'RZP',
  'AUDIT#',
  'ORGSLUG#',
  'ACCOUNT#',
  'PLATFORM#',
];

/**
 * An organization removed whole (a sign-up organization never used, once its owner joined a team
 * by invitation) keeps nothing of its own: only the people (who belong elsewhere now), their
 * sessions and sign-ins, the operators' audit log and what Razorpay knows; the platform's record
 * of the account goes through the account-figures worker, which takes its share of the figures
 * back. The erasure's own record stays until the erasure ends, then goes too.
 */
const KEPT_ELSEWHERE_ON_REMOVAL = [
  'USER#',
  'USEREMAIL#',
  'USERPHONE#',
  'SESSION#',
  'LOGIN#',
  'RZP',
  'AUDIT#',
  'ACCOUNT#',
  'PLATFORM#',
];
const ERASURE_RECORD = 'ERASURE';

export interface ItemKey {
  pk: string;
  sk: string;
}

/**
 * Whether the item goes with the organization's data (the scan hands only its items here): a
 * closed organization's data (its account stays), or with `whole` everything of an organization
 * removed whole.
 */
export const isErased = (key: ItemKey, organizationId: string, whole = false): boolean => {
  const own = `ORG#${organizationId}`;
  if (key.pk === own) {
    if (whole) return key.sk !== ERASURE_RECORD;
    return (
      !KEPT_ON_ORGANIZATION.has(key.sk) &&
      !KEPT_SORT_PREFIXES.some((prefix) => key.sk.startsWith(prefix))
    );
  }
  if (key.pk.startsWith(`${own}#`)) {
    return whole || !KEPT_PARTITION_SUFFIXES.some((suffix) => key.pk === `${own}${suffix}`);
  }
  const kept = whole ? KEPT_ELSEWHERE_ON_REMOVAL : KEPT_ELSEWHERE;
  return !kept.some((prefix) => key.pk.startsWith(prefix));
};

/** Its files in the uploads bucket: import files, call recordings, AI agent training files. */
export const uploadPrefixes = (organizationId: string): string[] =>
  ['imports', 'recordings', 'training'].map((folder) => `${folder}/${organizationId}/`);

/** Days after an ended subscription closes before its data is erased. */
export const ERASE_AFTER_DAYS = 30;

/** Parallel scan segments an erasure runs in. */
export const ERASURE_SEGMENTS = 4;
