import { emailTemplateInputSchema } from '@salesflow/shared/emails/email-template.schema';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { createEmailTemplate } from './email-templates.service';

/** POST /api/email-templates */
export const handler = route({ body: emailTemplateInputSchema }, async ({ auth, body }) =>
  json(201, await createEmailTemplate(auth, body)),
);
