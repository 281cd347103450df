import { type RouteDefinition, sending, signIn, user } from '../../platform/http/route-table';

/** Signing in and out, the current user, and joining a team by invitation. */
export const authRoutes: readonly RouteDefinition[] = [
  signIn('/api/login', 'auth/login'),
  // A first sign-in makes an account, which the platform's figures count.
  { ...signIn('/api/callback', 'auth/callback'), sends: ['account-figures'] },
  signIn('/api/logout', 'auth/logout'),
  user('GET', '/api/auth/user', 'auth/get-current-user'),
  // Joining removes the invitee's unused sign-up organization (its erasure takes what it held),
  // and its place in the figures.
  sending(
    user('POST', '/api/invitations/{token}/accept', 'auth/accept-invitation'),
    'account-figures',
    'organization-erasure',
  ),
];

/**
 * Served by the local stack only, for automated tests. Never deployed: the CDK stack reads
 * `routes`, and a template test proves no `/api/dev/` path reaches AWS.
 */
export const authLocalOnlyRoutes: readonly RouteDefinition[] = [
  {
    method: 'POST',
    path: '/api/dev/login',
    handler: 'modules/auth/dev-login.handler',
    access: 'public',
    table: 'readwrite',
    sends: ['account-figures'],
  },
];
