import type { EmailTemplate } from '@salesflow/shared/emails/email-templates';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-app';
import { EmailTemplatesPanel } from './email-templates-panel';

const template = (fields: Partial<EmailTemplate> = {}): EmailTemplate => ({
  id: 't-1',
  name: 'Diwali offer',
  subject: 'A Diwali offer for {{company}}',
  body: 'Dear {{firstName}},\n{{senderName}}',
  createdBy: 'user-1',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...fields,
});

describe('Settings → Email Templates', () => {
  it('adds a template, checking merge fields as the server does', async () => {
    const saved: EmailTemplate[] = [];
    const api = stubFetch({
      'GET /api/email-templates': () => json(200, { items: saved }),
      'POST /api/email-templates': ({ body }) => {
        const created = template({ ...(body as Partial<EmailTemplate>), id: 't-2' });
        saved.push(created);
        return json(201, created);
      },
    });
    const { user } = renderWithProviders(<EmailTemplatesPanel />);
    expect(await screen.findByText(/No templates yet\./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add template' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Price list');
    await user.type(within(dialog).getByLabelText(/^Subject/), 'Prices');
    // Pasted: user-event reads braces as keys when typed.
    await user.click(within(dialog).getByLabelText(/^Message/));
    await user.paste('Our price: {{price}}');
    await user.click(within(dialog).getByRole('button', { name: 'Add template' }));
    expect(
      await within(dialog).findByText(
        '{{price}} is not a merge field: use {{firstName}}, {{name}}, {{company}}, {{senderName}}',
      ),
    ).toBeTruthy();
    expect(api.find('POST', '/api/email-templates')).toEqual([]);

    await user.clear(within(dialog).getByLabelText(/^Message/));
    await user.click(within(dialog).getByLabelText(/^Message/));
    await user.paste('Dear {{firstName}}');
    await user.click(within(dialog).getByRole('button', { name: 'Add template' }));
    await waitFor(() => expect(api.find('POST', '/api/email-templates')).toHaveLength(1));
    expect(api.find('POST', '/api/email-templates')[0]?.body).toEqual({
      name: 'Price list',
      subject: 'Prices',
      body: 'Dear {{firstName}}',
    });
    const list = await screen.findByRole('list', { name: 'Email templates' });
    expect(within(list).getByText('Price list')).toBeTruthy();
  });

  it('edits and deletes a template, and says why the server refused', async () => {
    const api = stubFetch({
      'GET /api/email-templates': () => json(200, { items: [template()] }),
      'PUT /api/email-templates/t-1': () =>
        apiError(403, 'FORBIDDEN', 'Only managers and admins can change this'),
      'DELETE /api/email-templates/t-1': () => new Response(null, { status: 204 }),
    });
    const { user } = renderWithProviders(<EmailTemplatesPanel />);
    await user.click(await screen.findByRole('button', { name: 'Edit Diwali offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit template' });
    expect((within(dialog).getByLabelText(/^Subject/) as HTMLInputElement).value).toBe(
      'A Diwali offer for {{company}}',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Only managers and admins can change this')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit template' })).toBeNull());

    await user.click(await screen.findByRole('button', { name: 'Delete Diwali offer' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete template' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.find('DELETE', '/api/email-templates/t-1')).toHaveLength(1));
    expect(await screen.findByText('Template deleted')).toBeTruthy();
  });
});
