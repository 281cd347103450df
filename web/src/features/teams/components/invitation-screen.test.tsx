import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, json, signedIn, signedOut, stubFetch } from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';
import { makePreview, TOKEN } from '../testing/team-fixtures';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);

const preview = `GET /api/invitations/${TOKEN}`;
const accept = `POST /api/invitations/${TOKEN}/accept`;

describe('Invitation page', () => {
  it('asks a signed-out visitor to sign in and come back to the same link', async () => {
    stubFetch({ 'GET /api/auth/user': signedOut, [preview]: () => json(200, makePreview()) });
    renderApp(`/invite/${TOKEN}`);

    expect(
      await screen.findByRole('heading', { name: 'Join Acme Sales on SalesFlow' }),
    ).toBeTruthy();
    expect(screen.getByText('Omar Khan invited you to join as a manager.')).toBeTruthy();
    expect(
      screen.getByText(
        /This invitation is for priya.sharma@example.com and expires on Nov 27, 2026/,
      ),
    ).toBeTruthy();
    const signIn = screen.getByRole('link', { name: 'Sign in to accept' });
    expect(signIn.getAttribute('href')).toBe(`/api/login?returnTo=%2Finvite%2F${TOKEN}`);
    expect(screen.queryByRole('button', { name: 'Accept Invitation' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Team Invitation · SalesFlow'));
  });

  it('joins a signed-in invitee and opens the app in the new organization', async () => {
    const api = stubFetch({
      'GET /api/auth/user': signedIn,
      [preview]: () => json(200, makePreview()),
      [accept]: () => json(200, { id: 'org-9', name: 'Acme Sales' }),
      'GET /api/dashboard/metrics': () => json(500, {}),
      'GET /api/ai-insights': () => json(500, {}),
      'GET /api/contacts': () => json(500, {}),
      'GET /api/analytics/summary': () => json(500, {}),
      'GET /api/user/onboarding-state': () => json(500, {}),
      'GET /api/organizations': () => json(200, []),
    });
    const { user, router } = renderApp(`/invite/${TOKEN}`);

    await user.click(await screen.findByRole('button', { name: 'Accept Invitation' }));

    expect(await screen.findByText('Invitation accepted')).toBeTruthy();
    expect(api.find('POST', `/api/invitations/${TOKEN}/accept`)).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
  });

  it("shows the server's refusal when signed in with another address", async () => {
    const refusal =
      'This invitation is for another email address. You are signed in as priya.sharma@example.com: sign in with the invited address to join.';
    stubFetch({
      'GET /api/auth/user': signedIn,
      [preview]: () => json(200, makePreview({ email: 'someone.else@example.com' })),
      [accept]: () => apiError(403, 'FORBIDDEN', refusal),
    });
    const { user, router } = renderApp(`/invite/${TOKEN}`);

    await user.click(await screen.findByRole('button', { name: 'Accept Invitation' }));

    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/invite/${TOKEN}`);
    // Accepting again cannot work: signing out (then in with the invited address) can.
    expect(screen.queryByRole('button', { name: 'Accept Invitation' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log out' }).getAttribute('href')).toBe('/api/logout');
  });

  it.each([
    ['expired', 'This invitation has expired', /Ask Omar Khan to send you a new invitation/],
    ['revoked', 'This invitation was revoked', /Acme Sales withdrew this invitation/],
    ['accepted', 'This invitation was already used', /Each invitation link works once/],
  ] as const)('says clearly when the link is %s', async (status, heading, detail) => {
    stubFetch({
      'GET /api/auth/user': signedOut,
      [preview]: () => json(200, makePreview({ status })),
    });
    renderApp(`/invite/${TOKEN}`);

    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByText(detail)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept Invitation' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in to accept' })).toBeNull();
  });

  it('says when the link is not valid', async () => {
    const message =
      'This invitation link is not valid. It may have been replaced by a newer invitation: use the link in the latest email.';
    stubFetch({
      'GET /api/auth/user': signedOut,
      [preview]: () => apiError(404, 'NOT_FOUND', message),
    });
    renderApp(`/invite/${TOKEN}`);

    expect(
      await screen.findByRole('heading', { name: 'This invitation link is not valid' }),
    ).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
  });
});
