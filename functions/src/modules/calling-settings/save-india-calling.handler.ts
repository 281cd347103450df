import { indiaCallingProfileSchema } from '@salesflow/shared/calls/india-calling';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { saveIndiaCalling } from './india-calling.service';

/** PUT /api/settings/india-calling: the whole profile (admins and the owner). */
export const handler = route({ body: indiaCallingProfileSchema }, async ({ auth, body }) =>
  json(200, await saveIndiaCalling(auth, body)),
);
