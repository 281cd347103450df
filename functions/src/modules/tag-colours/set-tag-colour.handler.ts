import { tagColourSchema } from '@salesflow/shared/contacts/tag-colours';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { setTagColour } from './tag-colours.service';

/** PUT /api/tag-colours: `{ tag, colour }`, colour null for the tag's own. */
export const handler = route({ body: tagColourSchema }, async ({ auth, body }) =>
  json(200, await setTagColour(auth, body)),
);
