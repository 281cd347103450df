import { TAG_COLOUR_SHADES } from '@salesflow/shared/contacts/tag-colours';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../testing/fetch-stub';
import { renderWithProviders } from '../../testing/render-app';
import { TagChips } from './tag-chips';

const background = (name: string) =>
  getComputedStyle(screen.getByText(name).closest('.MuiChip-root') as HTMLElement).backgroundColor;

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

describe('tag chips', () => {
  it('show the colour the organization chose for a tag, in any case', async () => {
    stubFetch({ 'GET /api/tag-colours': () => json(200, { colours: { vip: 'purple' } }) });
    renderWithProviders(<TagChips tags={['VIP', 'Diwali']} />);
    await waitFor(() => expect(background('VIP')).toBe(rgb(TAG_COLOUR_SHADES.purple)));
    expect(background('Diwali')).not.toBe(rgb(TAG_COLOUR_SHADES.purple));
    // Without the colour menu, a chip is not a button.
    expect(screen.queryByRole('button', { name: 'Colour of VIP' })).toBeNull();
  });

  it('let a manager choose a colour for everyone, shown at once, and go back to its own', async () => {
    const api = stubFetch({
      'GET /api/tag-colours': () => json(200, { colours: {} }),
      'PUT /api/tag-colours': ({ body }) => {
        const { tag, colour } = body as { tag: string; colour: string | null };
        return json(200, { colours: colour ? { [tag.toLowerCase()]: colour } : {} });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<TagChips tags={['VIP']} mayColour />);
    await user.click(await screen.findByRole('button', { name: 'Colour of VIP' }));
    await user.click(screen.getByRole('menuitem', { name: 'Green' }));
    await waitFor(() => expect(background('VIP')).toBe(rgb(TAG_COLOUR_SHADES.green)));
    expect(api.find('PUT', '/api/tag-colours')[0]?.body).toEqual({ tag: 'VIP', colour: 'green' });
    await user.click(screen.getByRole('button', { name: 'Colour of VIP' }));
    await user.click(screen.getByRole('menuitem', { name: 'Its own colour' }));
    await waitFor(() => expect(api.find('PUT', '/api/tag-colours')).toHaveLength(2));
    expect(api.find('PUT', '/api/tag-colours')[1]?.body).toEqual({ tag: 'VIP', colour: null });
    await waitFor(() => expect(background('VIP')).not.toBe(rgb(TAG_COLOUR_SHADES.green)));
  });
});
