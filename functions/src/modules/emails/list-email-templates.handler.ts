import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { listEmailTemplates } from './email-templates.service';

/** GET /api/email-templates: the organization's templates, for Compose Email and Settings. */
export const handler = route({}, async ({ auth }) => json(200, await listEmailTemplates(auth)));
