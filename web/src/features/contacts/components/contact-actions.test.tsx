import { todayIn } from '@salesflow/shared/dates/calendar-date';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, makeContact, stubFetch } from '../../../testing/fetch-stub';
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
    expect(items).toEqual(['Edit', 'Mark as on NCPR (do not disturb)', 'Delete']);
  });

  it('marks an Indian number as on the NCPR, as of today, and says so', async () => {
    const api = stubFetch({
      'POST /api/calling/dnd-numbers': () =>
        json(200, { saved: 1, invalid: [], invalidCount: 0, lastScrubbedOn: null, stale: true }),
    });
    const contact = makeContact();
    const { user } = renderWithProviders(
      <ContactActions contact={contact} showWhatsApp onAction={vi.fn()} mayChange />,
    );
    await user.click(screen.getByRole('button', { name: `More actions for ${contact.name}` }));
    await user.click(screen.getByRole('menuitem', { name: 'Mark as on NCPR (do not disturb)' }));

    expect(await screen.findByText('Marked as on NCPR')).toBeTruthy();
    expect(api.find('POST', '/api/calling/dnd-numbers')[0]?.body).toEqual({
      scrubbedOn: todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone),
      numbers: ['+919876543210'],
      source: 'contact',
    });
  });

  it('offers no NCPR mark for a number outside India', async () => {
    const contact = makeContact({ phone: '+1 415 555 0100', phoneE164: '+14155550100' });
    const { user } = renderWithProviders(
      <ContactActions contact={contact} showWhatsApp onAction={vi.fn()} mayChange />,
    );
    await user.click(screen.getByRole('button', { name: `More actions for ${contact.name}` }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Edit',
      'Delete',
    ]);
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
