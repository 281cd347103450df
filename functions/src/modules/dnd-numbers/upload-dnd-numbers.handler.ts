import { dndUploadSchema } from '@salesflow/shared/calls/dnd-numbers';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { uploadDndNumbers } from './dnd-numbers.service';

/** POST /api/calling/dnd-numbers: `{ scrubbedOn, numbers }` or `{ scrubbedOn, csv }`. */
export const handler = route({ body: dndUploadSchema }, async ({ auth, body }) =>
  json(200, await uploadDndNumbers(auth, body)),
);
