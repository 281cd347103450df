import type { IndiaCallingView } from '@salesflow/shared/calls/india-calling';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-app';
import { IndiaCallingCard } from './india-calling-card';

const STORED: IndiaCallingView = {
  dltEntityId: '1201160000000012345',
  exoPhones: [{ number: '+911401234567', purpose: 'promotional' }],
  updatedAt: '2026-11-20T10:00:00.000Z',
  canManage: true,
};

const render = (canManage = true) => {
  const api = stubFetch({
    'GET /api/settings/india-calling': () => json(200, { ...STORED, canManage }),
    'PUT /api/settings/india-calling': (request) =>
      json(200, {
        ...(request.body as object),
        updatedAt: '2026-11-28T10:00:00.000Z',
        canManage: true,
      }),
  });
  const view = renderWithProviders(<IndiaCallingCard />);
  return { api, ...view };
};

const helperOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

describe('the India calling (TRAI) card', () => {
  it('refuses an ExoPhone of the wrong series, then saves the DLT entity and the ExoPhones', async () => {
    const { api, user } = render();
    const dlt = await screen.findByLabelText('DLT entity ID');
    expect((dlt as HTMLInputElement).value).toBe('1201160000000012345');
    expect((screen.getByLabelText('ExoPhone 1') as HTMLInputElement).value).toBe('+911401234567');

    await user.click(screen.getByRole('button', { name: 'Add ExoPhone' }));
    const second = screen.getByLabelText('ExoPhone 2');
    await user.type(second, '1401112223');
    // A 140-series number kept as a service ExoPhone is the wrong series.
    await user.click(screen.getByLabelText('Purpose of ExoPhone 2'));
    await user.click(within(screen.getByRole('listbox')).getByText('Service (1600-series)'));
    await user.click(screen.getByRole('button', { name: 'Save India Calling' }));
    expect(helperOf(screen.getByLabelText('ExoPhone 2'))).toBe(
      'A promotional ExoPhone is a 140-series number (+91 140…), a service one a 1600-series number (+91 1600…)',
    );
    expect(api.find('PUT', '/api/settings/india-calling')).toHaveLength(0);

    await user.clear(screen.getByLabelText('ExoPhone 2'));
    await user.type(screen.getByLabelText('ExoPhone 2'), '+91 16001234567');
    await user.click(screen.getByRole('button', { name: 'Save India Calling' }));
    expect(await screen.findByText('India Calling Saved')).toBeTruthy();
    expect(api.find('PUT', '/api/settings/india-calling')[0]?.body).toEqual({
      dltEntityId: '1201160000000012345',
      exoPhones: [
        { number: '+911401234567', purpose: 'promotional' },
        { number: '+9116001234567', purpose: 'service' },
      ],
    });
  });

  it('checks the DLT entity ID and removes an ExoPhone', async () => {
    const { api, user } = render();
    const dlt = await screen.findByLabelText('DLT entity ID');
    await user.clear(dlt);
    await user.type(dlt, '12345');
    await user.click(screen.getByRole('button', { name: 'Save India Calling' }));
    expect(helperOf(dlt)).toBe(
      'The DLT entity ID is the 12 to 20 digit number of your DLT registration',
    );
    await user.clear(dlt);
    await user.click(screen.getByRole('button', { name: 'Remove ExoPhone 1' }));
    expect(screen.getByText('No ExoPhones yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save India Calling' }));
    await waitFor(() =>
      expect(api.find('PUT', '/api/settings/india-calling')[0]?.body).toEqual({
        dltEntityId: '',
        exoPhones: [],
      }),
    );
  });

  it('is read-only with a note for members', async () => {
    render(false);
    expect(
      await screen.findByText('Only admins and the owner can change the India calling settings.'),
    ).toBeTruthy();
    expect((screen.getByLabelText('DLT entity ID') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save India Calling' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove ExoPhone 1' })).toBeNull();
  });
});
