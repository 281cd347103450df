import * as z from 'zod/mini';

const id = z.string().check(z.minLength(1));

/** Message on the contact-changes queue: what a contact's deals must follow. */
export const contactChangeSchema = z.discriminatedUnion('change', [
  z.object({
    change: z.literal('updated'),
    organizationId: id,
    contactId: id,
    name: z.string(),
    company: z.nullable(z.string()),
  }),
  z.object({
    change: z.literal('deleted'),
    organizationId: id,
    contactId: id,
  }),
]);
export type ContactChange = z.infer<typeof contactChangeSchema>;

/**
 * Message on the contact-duplicates queue: a contact whose possible duplicates to bring up to
 * date (it was created, deleted, or changed in what duplicates are matched on).
 */
export const contactDuplicateCheckSchema = z.object({ organizationId: id, contactId: id });
