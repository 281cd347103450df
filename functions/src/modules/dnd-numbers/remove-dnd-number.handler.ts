import * as z from 'zod/mini';
import { noContent } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { removeDndNumber } from './dnd-numbers.service';

const params = z.object({ number: z.string().check(z.minLength(1), z.maxLength(40)) });

/** DELETE /api/calling/dnd-numbers/{number}: one number off the list. */
export const handler = route({ params }, async ({ auth, params }) => {
  await removeDndNumber(auth, decodeURIComponent(params.number));
  return noContent();
});
