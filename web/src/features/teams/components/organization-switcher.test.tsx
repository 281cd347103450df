import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, signedIn, stubFetch } from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';
import { makeOrganization } from '../testing/team-fixtures';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);

const acme = makeOrganization({ role: 'manager' });
const personal = makeOrganization({
  id: 'org-2',
  name: 'Priya Personal',
  role: 'owner',
  current: false,
});

describe('organization switcher', () => {
  it('is not there for someone in one organization', async () => {
    const api = stubFetch({
      'GET /api/auth/user': signedIn,
      'GET /api/organizations': () => json(200, [acme]),
    });
    renderApp('/app/reports');

    await screen.findByRole('heading', { name: 'Reports' });
    await waitFor(() => expect(api.find('GET', '/api/organizations')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Switch organization/ })).toBeNull();
  });

  it('switches to another organization and reloads everything for it', async () => {
    let current = 'org-1';
    const api = stubFetch({
      'GET /api/auth/user': signedIn,
      'GET /api/organizations': () =>
        json(200, [
          { ...acme, current: current === 'org-1' },
          { ...personal, current: current === 'org-2' },
        ]),
      'POST /api/organizations/switch': ({ body }) => {
        current = (body as { organizationId: string }).organizationId;
        return json(200, { id: current, name: 'Priya Personal' });
      },
    });
    const { user, router } = renderApp('/app/reports');

    const button = await screen.findByRole('button', {
      name: 'Organization: Acme Sales. Switch organization',
    });
    await user.click(button);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Acme SalesManager', 'Priya PersonalOwner']);
    await user.click(within(menu).getByRole('menuitem', { name: /Priya Personal/ }));

    expect(await screen.findByText('Organization switched')).toBeTruthy();
    expect(screen.getByText('You are now working in Priya Personal.')).toBeTruthy();
    expect(api.find('POST', '/api/organizations/switch')[0]?.body).toEqual({
      organizationId: 'org-2',
    });
    expect(
      await screen.findByRole('button', {
        name: 'Organization: Priya Personal. Switch organization',
      }),
    ).toBeTruthy();
    expect(api.find('GET', '/api/auth/user').length).toBeGreaterThan(1);
    expect(router.state.location.pathname).toBe('/app/reports');
  });
});
