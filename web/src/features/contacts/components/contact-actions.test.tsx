import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeContact } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-app';
import { ContactActions } from './contact-actions';

describe('a contact row’s actions', () => {
  it('offers calling, email, WhatsApp, Edit and Delete on a lead the user may change', async () => {
    const onAction = vi.fn();
    const contact = makeContact();
    const { user } = renderWithProviders(
      <ContactActions contact={contact} showWhatsApp onAction={onAction} mayChange />,
    );
    for (const name of ['Call', 'Mail', 'WhatsApp']) {
      expect(screen.getByRole('button', { name: `${name} ${contact.name}` })).toBeTruthy();
    }
    await user.click(screen.getByRole('button', { name: `More actions for ${contact.name}` }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Edit', 'Delete']);
  });

  it('offers nothing on a teammate’s lead a member sees (the server would refuse it)', () => {
    const contact = makeContact();
    const { container } = renderWithProviders(
      <ContactActions contact={contact} showWhatsApp onAction={vi.fn()} mayChange={false} />,
    );
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(container.textContent).toBe('');
  });

  it('still offers assigning to one who may assign but not change (never both apart today)', async () => {
    const onAssign = vi.fn();
    const contact = makeContact();
    const { user } = renderWithProviders(
      <ContactActions
        contact={contact}
        showWhatsApp
        onAction={vi.fn()}
        onAssign={onAssign}
        mayChange={false}
      />,
    );
    expect(screen.queryByRole('button', { name: `Call ${contact.name}` })).toBeNull();
    await user.click(screen.getByRole('button', { name: `More actions for ${contact.name}` }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Assign lead',
    ]);
  });
});
