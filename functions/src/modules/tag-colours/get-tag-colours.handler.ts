import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { tagColours } from './tag-colours.service';

/** GET /api/tag-colours */
export const handler = route({}, async ({ auth }) => json(200, await tagColours(auth)));
