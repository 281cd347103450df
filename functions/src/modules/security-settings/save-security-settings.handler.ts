import { securitySettingsInputSchema } from '@salesflow/shared/settings/security-settings';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { saveSecuritySettings } from './save-security-settings.service';

/** POST /api/settings/security: the four credential fields; masks and omissions keep a secret. */
export const handler = route({ body: securitySettingsInputSchema }, async ({ auth, body }) =>
  json(200, await saveSecuritySettings(auth, body)),
);
