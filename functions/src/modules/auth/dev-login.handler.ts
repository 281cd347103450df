import { devLoginSchema } from '@salesflow/shared/auth/auth-user';
import { createSession } from '../../platform/auth/session';
import { NotFoundError } from '../../platform/http/errors';
import { noContent } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { signInUser } from './account.service';

/**
 * POST /api/dev/login, for automated tests on the local stack only: it is in `localOnlyRoutes`,
 * never deployed, and refuses to run unless the local stack set ALLOW_DEV_LOGIN.
 */
export const handler = route({ access: 'public', body: devLoginSchema }, async ({ body }) => {
  if (process.env.ALLOW_DEV_LOGIN !== 'true') throw new NotFoundError();
  const { user, organizationId, timezone } = await signInUser({ email: body.email });
  const { cookie } = await createSession(user.id, organizationId, timezone);
  return noContent([cookie]);
});
