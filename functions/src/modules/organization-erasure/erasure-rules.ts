/**
 * What erasing an organization removes. Section 4 and the privacy policy: after a cancelled
 * subscription's period, data can be exported for 30 days and is then deleted; invoices are kept
 * as tax law requires. So the account stays (its profile, members, subscription, billing details,
 * payments and invoices, and the erasure's own record), and everything it held goes: contacts,
 * deals, activities, calls, messages, imports, held leads, settings and provider secrets, webhook
 * keys. An organization removed whole (a sign-up organization never used, once its owner joined a
 * team by invitation) keeps nothing of its own; its erasure record goes when the erasure ends.
 * People (who may belong to other organizations), their sessions and sign-ins, the operators'
 * audit log, what Razorpay knows and the platform's record of the account are not the
 * organization's to erase.
 *
 * Each module declares what it writes for an organization and what of it is kept
 * (`<module>.erasure.ts`, listed in functions/src/erasure-registry.ts); erasure-plan.ts reads them.
 */
export const ERASURE_RECORD = 'ERASURE';

/** Its files in the uploads bucket: import files, call recordings, AI agent training files. */
export const uploadPrefixes = (organizationId: string): string[] =>
  ['exports', 'imports', 'recordings', 'training'].map((folder) => `${folder}/${organizationId}/`);

/** Days after an ended subscription closes before its data is erased. */
export const ERASE_AFTER_DAYS = 30;
