import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { securitySettings } from './security-settings.service';

/** GET /api/settings/security: the organization's provider keys, masked (admin and owner). */
export const handler = route({}, async ({ auth }) =>
  json(200, await securitySettings(auth.organizationId)),
);
