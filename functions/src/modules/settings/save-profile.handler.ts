import { profileInputSchema } from '@salesflow/shared/settings/profile';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { saveProfile } from './profile-phone.service';

/** POST /api/settings/profile: the six profile fields, for the caller alone. */
export const handler = route({ body: profileInputSchema }, async ({ auth, body }) =>
  json(200, await saveProfile(auth, body)),
);
