import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, makeContact, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-app';
import { ContactFormDialog } from './contact-form-dialog';

/** The helper text MUI links to a field through aria-describedby. */
const fieldMessage = (field: HTMLElement): string => {
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
};

describe('Add/Edit contact dialog', () => {
  it('requires a name before anything is sent, and revalidates as the user types', async () => {
    // The organization's custom fields are read for "More fields": nothing else goes out.
    const api = stubFetch({ 'GET /api/custom-fields': () => json(200, []) });
    const { user } = renderWithProviders(<ContactFormDialog open onClose={() => {}} />);

    expect(screen.getByRole('heading', { name: 'Add New Contact' })).toBeTruthy();
    await user.type(screen.getByLabelText(/^Email/), 'new@lead.example');
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));

    const name = screen.getByLabelText(/^Name/);
    expect(fieldMessage(name)).toBe('Name is required');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(api.find('POST', '/api/contacts')).toEqual([]);

    await user.type(name, 'R');
    expect(fieldMessage(name)).toBe('');
    await user.clear(screen.getByLabelText(/^Email/));
    expect(fieldMessage(screen.getByLabelText(/^Email/))).toBe('Email is required');
  });

  it('creates the contact, says so and closes', async () => {
    const onClose = vi.fn();
    const api = stubFetch({
      'POST /api/contacts': ({ body }) => json(201, { ...makeContact(), ...(body as object) }),
    });
    const { user } = renderWithProviders(<ContactFormDialog open onClose={onClose} />);

    await user.type(screen.getByLabelText(/^Name/), '  Kavya Rao ');
    await user.type(screen.getByLabelText(/^Email/), 'kavya@initech.example');
    await user.type(screen.getByLabelText(/^Company/), 'Initech');
    await user.click(screen.getByRole('combobox', { name: /^Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Warm' }));
    await user.click(screen.getByRole('combobox', { name: 'Source' }));
    await user.click(await screen.findByRole('option', { name: 'Referral' }));
    // A tag by Enter, two by commas, a repeat in another case dropped.
    await user.type(
      screen.getByRole('textbox', { name: 'Tags' }),
      'VIP{Enter}Trade fair,vip,Pune,',
    );
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));

    expect(await screen.findByText('Contact Created')).toBeTruthy();
    expect(screen.getByText('Contact has been created successfully.')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    const [request] = api.find('POST', '/api/contacts');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.credentials).toBe('include');
    expect(request?.body).toEqual({
      name: 'Kavya Rao',
      email: 'kavya@initech.example',
      phone: null,
      company: 'Initech',
      title: null,
      status: 'warm',
      source: 'referral',
      notes: null,
      tags: ['VIP', 'Trade fair', 'Pune'],
    });
  });

  it('shows a duplicate email beside the email field and in the toast', async () => {
    const onClose = vi.fn();
    stubFetch({
      'POST /api/contacts': () =>
        apiError(409, 'CONFLICT', 'A contact with this email already exists', [
          { field: 'email', message: 'A contact with this email already exists' },
        ]),
    });
    const { user } = renderWithProviders(<ContactFormDialog open onClose={onClose} />);

    await user.type(screen.getByLabelText(/^Name/), 'Kavya Rao');
    await user.type(screen.getByLabelText(/^Email/), 'kavya@initech.example');
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Error')).toBeTruthy();
    expect(within(toast).getByText('A contact with this email already exists')).toBeTruthy();
    expect(fieldMessage(screen.getByLabelText(/^Email/))).toBe(
      'A contact with this email already exists',
    );
    expect(onClose).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Email/), 'x');
    expect(fieldMessage(screen.getByLabelText(/^Email/))).toBe('');
  });

  it('falls back to the spec message when the server gives none', async () => {
    stubFetch({ 'POST /api/contacts': () => new Response('Bad gateway', { status: 502 }) });
    const { user } = renderWithProviders(<ContactFormDialog open onClose={() => {}} />);

    await user.type(screen.getByLabelText(/^Name/), 'Kavya Rao');
    await user.type(screen.getByLabelText(/^Email/), 'kavya@initech.example');
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));

    expect(await screen.findByText('Failed to create contact.')).toBeTruthy();
  });

  it('edits an existing contact with PUT', async () => {
    const contact = makeContact();
    const onClose = vi.fn();
    const api = stubFetch({
      'PUT /api/contacts/c-1': ({ body }) => json(200, { ...contact, ...(body as object) }),
    });
    const { user } = renderWithProviders(
      <ContactFormDialog open contact={contact} onClose={onClose} />,
    );

    expect(screen.getByRole('heading', { name: 'Edit Contact' })).toBeTruthy();
    const name = screen.getByLabelText(/^Name/) as HTMLInputElement;
    expect(name.value).toBe('Aarav Mehta');
    await user.clear(name);
    await user.type(name, 'Aarav K. Mehta');
    await user.click(screen.getByRole('button', { name: 'Update Contact' }));

    expect(await screen.findByText('Contact Updated')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [request] = api.find('PUT', '/api/contacts/c-1');
    expect(request?.body).toMatchObject({
      name: 'Aarav K. Mehta',
      status: 'hot',
      source: 'cold_call',
    });
    expect(request?.body).not.toHaveProperty('score');
  });

  it('puts server validation details beside their fields', async () => {
    stubFetch({
      'PUT /api/contacts/c-1': () =>
        apiError(400, 'VALIDATION_FAILED', 'Some fields are not valid', [
          { field: 'phone', message: 'Enter a valid phone number' },
        ]),
    });
    const { user } = renderWithProviders(
      <ContactFormDialog open contact={makeContact()} onClose={() => {}} />,
    );

    await user.click(screen.getByRole('button', { name: 'Update Contact' }));

    expect(await screen.findByText('Some fields are not valid')).toBeTruthy();
    expect(fieldMessage(screen.getByLabelText(/^Phone/))).toBe('Enter a valid phone number');
  });
});
