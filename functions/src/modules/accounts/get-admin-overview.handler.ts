import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { adminOverview } from './admin.service';

/** GET /api/admin/overview (platform operators): the platform's figures, from its counters. */
export const handler = route({}, async () => json(200, await adminOverview()));
