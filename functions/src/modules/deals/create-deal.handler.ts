import { dealInputSchema } from '@salesflow/shared/deals/deal.schema';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { createDealWithCustomValues } from './deal-custom-values.service';

/** POST /api/deals */
export const handler = route({ body: dealInputSchema }, async ({ auth, body }) =>
  json(201, await createDealWithCustomValues(auth, body)),
);
