import * as z from 'zod/mini';
import { cleanText } from '../text/text-fields';
import { EMAIL_TEMPLATE_LIMITS, mergeFieldMessage, unknownMergeField } from './email-templates';

const text = (label: string, max: number, multiline = false) =>
  z.string({ error: `${label} is required` }).check(
    z.trim(),
    z.minLength(1, `${label} is required`),
    z.maxLength(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`),
    cleanText(multiline ? 'multi' : 'single'),
    z.superRefine<string>((value, ctx) => {
      const field = unknownMergeField(value);
      if (field) ctx.addIssue({ code: 'custom', message: mergeFieldMessage(field), input: value });
    }),
  );

const fields = {
  name: text('Name', EMAIL_TEMPLATE_LIMITS.name),
  subject: text('Subject', EMAIL_TEMPLATE_LIMITS.subject),
  body: text('Message', EMAIL_TEMPLATE_LIMITS.body, true),
};

/** POST /api/email-templates */
export const emailTemplateInputSchema = z.object(fields);
export type EmailTemplateInput = z.output<typeof emailTemplateInputSchema>;

/** PUT /api/email-templates/{id}: the fields sent change. */
export const emailTemplatePatchSchema = z.object({
  name: z.optional(fields.name),
  subject: z.optional(fields.subject),
  body: z.optional(fields.body),
});
export type EmailTemplatePatch = z.output<typeof emailTemplatePatchSchema>;
