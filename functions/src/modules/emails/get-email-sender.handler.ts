import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { getEmailSender } from './email-sender.service';

/** GET /api/settings/email-sender: `{ sender, productAddress }`. */
export const handler = route({}, async ({ auth }) => json(200, await getEmailSender(auth)));
