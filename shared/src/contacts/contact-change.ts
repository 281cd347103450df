import { z } from 'zod';

/** Message on the contact-changes queue: what a contact's deals must follow. */
export const contactChangeSchema = z.discriminatedUnion('change', [
  z.object({
    change: z.literal('updated'),
    organizationId: z.string().min(1),
    contactId: z.string().min(1),
    name: z.string(),
    company: z.string().nullable(),
  }),
  z.object({
    change: z.literal('deleted'),
    organizationId: z.string().min(1),
    contactId: z.string().min(1),
  }),
]);
export type ContactChange = z.infer<typeof contactChangeSchema>;
