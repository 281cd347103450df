import { devLoginSchema } from '@salesflow/shared/auth/auth-user';
import { isPlatformOperator } from '../../platform/auth/operators';
import { createSession, destroySession } from '../../platform/auth/session';
import { NotFoundError } from '../../platform/errors';
import { noContent } from '../../platform/http/http-result';
import { publicRoute } from '../../platform/http/route';
import { joinForTests, signInUser } from './account.service';

/**
 * POST /api/dev/login, for automated tests on the local stack only: it is in `localOnlyRoutes`,
 * never deployed, and refuses to run unless the local stack set ALLOW_DEV_LOGIN. With an
 * organization and a role, the user becomes a member of that organization (team tests). The email
 * counts as verified (tests stand in for the provider), so operators are the local list's, as a
 * sign-in through the local provider finds them.
 */
export const handler = publicRoute({ body: devLoginSchema }, async ({ body, event }) => {
  if (process.env.ALLOW_DEV_LOGIN !== 'true') throw new NotFoundError();
  const signedIn = await signInUser({ email: body.email });
  const { organizationId, timezone } = body.organizationId
    ? await joinForTests(signedIn.user.id, body.organizationId, body.role ?? 'member')
    : signedIn;
  await destroySession(event);
  const { cookie } = await createSession(signedIn.user.id, organizationId, timezone, {
    operator: isPlatformOperator({ email: body.email, groups: [] }),
  });
  return noContent([cookie]);
});
