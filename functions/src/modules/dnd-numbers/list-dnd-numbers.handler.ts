import * as z from 'zod/mini';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { dndNumbersPage } from './dnd-numbers.service';

const query = z.object({ cursor: z.optional(z.string().check(z.maxLength(500))) });

/** GET /api/calling/dnd-numbers?cursor=: the numbers, 50 a page, and the latest scrub's date. */
export const handler = route({ query }, async ({ auth, query }) =>
  json(200, await dndNumbersPage(auth, query.cursor)),
);
