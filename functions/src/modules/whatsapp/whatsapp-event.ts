import * as z from 'zod/mini';

/**
 * One change of a WhatsApp webhook delivery, put on the whatsapp-events queue once its signature
 * is checked: the organization it was found for and the change's `value` as Meta sent it (only
 * the parts we read are checked; anything else passes through).
 */
const inboundSchema = z.object({
  from: z.string(),
  id: z.string().check(z.minLength(1)),
  timestamp: z.string(),
  type: z.string(),
  text: z.optional(z.object({ body: z.string() })),
});

const statusSchema = z.object({
  id: z.string().check(z.minLength(1)),
  status: z.string(),
  timestamp: z.string(),
  recipient_id: z.optional(z.string()),
  errors: z.optional(
    z.array(z.object({ code: z.optional(z.number()), title: z.optional(z.string()) })),
  ),
});

export const whatsAppEventSchema = z.object({
  organizationId: z.string().check(z.minLength(1)),
  phoneNumberId: z.string().check(z.minLength(1)),
  value: z.object({
    metadata: z.optional(z.object({ display_phone_number: z.optional(z.string()) })),
    contacts: z.optional(
      z.array(
        z.object({
          wa_id: z.optional(z.string()),
          profile: z.optional(z.object({ name: z.optional(z.string()) })),
        }),
      ),
    ),
    messages: z.optional(z.array(inboundSchema)),
    statuses: z.optional(z.array(statusSchema)),
  }),
});
export type WhatsAppEvent = z.output<typeof whatsAppEventSchema>;
