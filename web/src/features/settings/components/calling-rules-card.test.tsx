import {
  type CallingSettings,
  DEFAULT_CALLING_SETTINGS,
} from '@salesflow/shared/calls/calling-settings.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-app';
import { CallingRulesCard } from './calling-rules-card';

const STORED: CallingSettings = {
  ...DEFAULT_CALLING_SETTINGS,
  callingHours: { start: '10:00', end: '19:00', days: [1, 2, 3, 4, 5] },
  autoCalling: { ...DEFAULT_CALLING_SETTINGS.autoCalling, enabled: true, minScore: 80 },
};

const render = (canManage = true, put = () => json(200, {})) => {
  const api = stubFetch({
    'GET /api/settings/calling': () => json(200, { ...STORED, updatedAt: null, canManage }),
    'PUT /api/settings/calling': put,
  });
  const view = renderWithProviders(<CallingRulesCard />);
  return { api, ...view };
};

const helperOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

describe('the Calling rules card', () => {
  it('saves scheduled auto-calling: its switch, days, hours, minimum score and calls per day', async () => {
    const { api, user } = render();
    const enabled = await screen.findByLabelText('Call leads automatically');
    expect((enabled as HTMLInputElement).checked).toBe(true);
    const days = screen.getByRole('group', { name: 'Auto-calling days' });
    await user.click(within(days).getByRole('button', { name: 'Saturday' }));
    const minScore = screen.getByLabelText('Minimum lead score');
    expect((minScore as HTMLInputElement).value).toBe('80');
    await user.clear(minScore);
    await user.type(minScore, '65');
    const perDay = screen.getByLabelText('Calls per day');
    await user.clear(perDay);
    await user.type(perDay, '0');
    await user.click(screen.getByRole('button', { name: 'Save Calling Rules' }));
    expect(helperOf(perDay)).toBe('Calls per day must be a whole number from 1 to 1500');
    expect(api.find('PUT', '/api/settings/calling')).toHaveLength(0);

    await user.clear(perDay);
    await user.type(perDay, '40');
    await user.click(screen.getByRole('button', { name: 'Save Calling Rules' }));
    expect(await screen.findByText('Calling Rules Saved')).toBeTruthy();
    expect(api.find('PUT', '/api/settings/calling')[0]?.body).toMatchObject({
      autoCalling: {
        enabled: true,
        days: [1, 2, 3, 4, 5, 6],
        start: '10:00',
        end: '18:00',
        minScore: 65,
        callsPerDay: 40,
      },
    });
    // Switched off, its fields rest.
    await user.click(enabled);
    expect((screen.getByLabelText('Calls per day') as HTMLInputElement).disabled).toBe(true);
  });

  it('saves the hours, days, consent and calls per second, keeping auto-calling as stored', async () => {
    const { api, user } = render();
    const start = await screen.findByLabelText('Calling hours start');
    expect((start as HTMLInputElement).value).toBe('10:00');
    const days = screen.getByRole('group', { name: 'Calling days' });
    expect(within(days).getByRole('button', { name: 'Monday' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(
      within(days).getByRole('button', { name: 'Saturday' }).getAttribute('aria-pressed'),
    ).toBe('false');

    await user.clear(start);
    await user.type(start, '09:30');
    await user.click(within(days).getByRole('button', { name: 'Saturday' }));
    await user.click(within(days).getByRole('button', { name: 'Monday' }));
    await user.click(screen.getByLabelText('Only call leads who gave consent'));
    const perSecond = screen.getByLabelText('Calls per second (Twilio)');
    await user.clear(perSecond);
    await user.type(perSecond, '3');
    await user.click(screen.getByRole('button', { name: 'Save Calling Rules' }));

    expect(await screen.findByText('Calling Rules Saved')).toBeTruthy();
    expect(api.find('PUT', '/api/settings/calling')[0]?.body).toEqual({
      callingHours: { start: '09:30', end: '19:00', days: [2, 3, 4, 5, 6] },
      requireConsent: true,
      callsPerSecond: 3,
      autoCalling: STORED.autoCalling,
    });
  });

  it('shows the form errors of the shared schema and sends nothing', async () => {
    const { api, user } = render();
    const end = await screen.findByLabelText('Calling hours end');
    await user.clear(end);
    await user.type(end, '08:00');
    const days = screen.getByRole('group', { name: 'Calling days' });
    for (const name of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await user.click(within(days).getByRole('button', { name }));
    }
    await user.click(screen.getByRole('button', { name: 'Save Calling Rules' }));

    expect(helperOf(end)).toBe('The end time must be after the start time');
    expect(within(days).getByText('Choose at least one day')).toBeTruthy();
    expect(api.find('PUT', '/api/settings/calling')).toHaveLength(0);
  });

  it('puts a 400 field error beside its field', async () => {
    const { user } = render(true, () =>
      apiError(400, 'VALIDATION_FAILED', 'Check the calling rules', [
        {
          field: 'callsPerSecond',
          message: 'Calls per second must be a whole number from 1 to 30',
        },
      ]),
    );
    await screen.findByLabelText('Calling hours start');
    await user.click(screen.getByRole('button', { name: 'Save Calling Rules' }));

    const perSecond = screen.getByLabelText('Calls per second (Twilio)');
    await waitFor(() =>
      expect(helperOf(perSecond)).toBe('Calls per second must be a whole number from 1 to 30'),
    );
    expect(screen.getByText('Check the calling rules')).toBeTruthy();
  });

  it('saves the purpose of scheduled auto-calling', async () => {
    const { api, user } = render();
    await user.click(await screen.findByLabelText('Purpose of the calls'));
    await user.click(within(screen.getByRole('listbox')).getByText('Service'));
    await user.click(screen.getByRole('button', { name: 'Save Calling Rules' }));
    expect(await screen.findByText('Calling Rules Saved')).toBeTruthy();
    expect(api.find('PUT', '/api/settings/calling')[0]?.body).toMatchObject({
      autoCalling: { purpose: 'service' },
    });
  });

  it('is read-only with a note for members', async () => {
    render(false);
    expect(
      await screen.findByText('Only admins and the owner can change the calling rules.'),
    ).toBeTruthy();
    expect((screen.getByLabelText('Calling hours start') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save Calling Rules' })).toBeNull();
    for (const group of ['Calling days', 'Auto-calling days']) {
      const days = screen.getByRole('group', { name: group });
      const monday = within(days).getByRole('button', { name: 'Monday' }) as HTMLButtonElement;
      expect(monday.disabled).toBe(true);
    }
    expect((screen.getByLabelText('Call leads automatically') as HTMLInputElement).disabled).toBe(
      true,
    );
  });
});
