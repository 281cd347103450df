import { emailTemplatePatchSchema } from '@salesflow/shared/emails/email-template.schema';
import { idParamSchema } from '@salesflow/shared/text/id-param';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { updateEmailTemplate } from './email-templates.service';

/** PUT /api/email-templates/{id}: the fields sent change. */
export const handler = route(
  { params: idParamSchema, body: emailTemplatePatchSchema },
  async ({ auth, params, body }) => json(200, await updateEmailTemplate(auth, params.id, body)),
);
