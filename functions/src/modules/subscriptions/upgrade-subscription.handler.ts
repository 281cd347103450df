import { upgradeSchema } from '@salesflow/shared/plans/subscription.schema';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { upgradePlan } from './plan-changes.service';

/** POST /api/subscription/upgrade `{ planId, billingCycle? }`: `{ success, message }`. */
export const handler = route({ body: upgradeSchema }, async ({ auth, body }) =>
  json(200, await upgradePlan(auth, body)),
);
