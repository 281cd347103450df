import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import KeyboardShortcuts from './keyboard-shortcuts';

const Where = () => {
  const location = useLocation();
  return (
    <output aria-label="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</output>
  );
};

const renderShortcuts = () =>
  render(
    <MemoryRouter initialEntries={['/app/deals']}>
      <KeyboardShortcuts />
      <input aria-label="Note" />
      <input aria-label="Search deals" data-shortcut="search" />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

describe('keyboard shortcuts', () => {
  it('focuses the list’s search with /', async () => {
    renderShortcuts();
    await userEvent.keyboard('/');
    expect(document.activeElement).toBe(screen.getByLabelText('Search deals'));
  });

  it('opens the Add contact form on Contacts with n', async () => {
    renderShortcuts();
    await userEvent.keyboard('n');
    expect(screen.getByLabelText('where').textContent).toBe('/app/contacts {"addContact":true}');
  });

  it('lists the shortcuts with ?', async () => {
    renderShortcuts();
    await userEvent.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(dialog.textContent).toContain('Search the list on screen');
    expect(dialog.textContent).toContain('Add a contact');
  });

  it('leaves keys typed into a field alone', async () => {
    renderShortcuts();
    await userEvent.click(screen.getByLabelText('Note'));
    await userEvent.keyboard('n/');
    expect((screen.getByLabelText('Note') as HTMLInputElement).value).toBe('n/');
    expect(screen.getByLabelText('where').textContent).toContain('/app/deals');
  });
});
