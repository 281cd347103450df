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
