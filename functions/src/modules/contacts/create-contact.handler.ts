import { contactInputSchema } from '@salesflow/shared/contacts/contact.schema';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { createContactWithCustomValues } from './contact-custom-values.service';

/** POST /api/contacts */
export const handler = route({ body: contactInputSchema }, async ({ auth, body }) =>
  json(201, await createContactWithCustomValues(auth, body)),
);
