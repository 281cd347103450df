import { noContent } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { removeEmailSender } from './email-sender.service';

/** DELETE /api/settings/email-sender: emails go from the product's address again (204). */
export const handler = route({}, async ({ auth }) => {
  await removeEmailSender(auth);
  return noContent();
});
