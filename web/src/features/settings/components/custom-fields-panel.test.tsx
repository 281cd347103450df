import type { CustomField } from '@salesflow/shared/custom-fields/custom-field';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-app';
import { CustomFieldsPanel, READ_ONLY_NOTE } from './custom-fields-panel';

const AT = '2026-11-01T00:00:00.000Z';

const field = (
  fields: Partial<CustomField> & Pick<CustomField, 'entity' | 'key'>,
): CustomField => ({
  id: `${fields.entity}.${fields.key}`,
  label: fields.key,
  type: 'text',
  options: [],
  createdAt: AT,
  updatedAt: AT,
  ...fields,
});

const industry = field({
  entity: 'contact',
  key: 'industry',
  label: 'Industry',
  type: 'select',
  options: ['Textiles', 'IT'],
});
const gst = field({ entity: 'contact', key: 'gst_number', label: 'GST number' });
const renewal = field({ entity: 'deal', key: 'renewal_date', label: 'Renewal date', type: 'date' });

/** The helper text MUI links to a field through aria-describedby. */
const fieldMessage = (input: HTMLElement): string => {
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
};

describe('Settings → Custom Fields', () => {
  it('lists contact and deal fields, read-only for a member', async () => {
    stubFetch({ 'GET /api/custom-fields': () => json(200, [industry, gst, renewal]) });
    renderWithProviders(<CustomFieldsPanel viewer={{ mayManageCustomFields: false }} />);

    const contacts = await screen.findByRole('list', { name: 'Contact fields' });
    const rows = within(contacts).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Industryindustry · Choice list: Textiles, IT',
      'GST numbergst_number · Text',
    ]);
    const deals = screen.getByRole('list', { name: 'Deal fields' });
    expect(within(deals).getByRole('listitem').textContent).toBe('Renewal daterenewal_date · Date');
    expect(screen.getByText(READ_ONLY_NOTE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Add / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });

  it('adds a choice list field with the key its label suggests, and shows a taken key', async () => {
    const api = stubFetch({
      'GET /api/custom-fields': () => json(200, [gst]),
      'POST /api/custom-fields': ({ body }) =>
        (body as { key: string }).key === 'industry_type'
          ? apiError(409, 'CONFLICT', 'A contact field with the key industry_type exists')
          : json(201, field({ ...(body as CustomField) })),
    });
    const { user } = renderWithProviders(
      <CustomFieldsPanel viewer={{ mayManageCustomFields: true }} />,
    );
    expect(screen.queryByText(READ_ONLY_NOTE)).toBeNull();
    expect(await screen.findByText('No deal fields yet.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add contact field' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add contact field' });
    expect((within(dialog).getByLabelText('Applies to') as HTMLInputElement).value).toBe(
      'Contacts',
    );
    await user.type(within(dialog).getByLabelText(/^Label/), 'Industry Type');
    const key = within(dialog).getByLabelText(/^Key/) as HTMLInputElement;
    expect(key.value).toBe('industry_type');
    await user.click(within(dialog).getByRole('combobox', { name: /^Type/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Text',
      'Number',
      'Date',
      'Choice list',
      'Yes/No',
    ]);
    await user.click(screen.getByRole('option', { name: 'Choice list' }));

    // A choice list needs its choices before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Add field' }));
    expect(fieldMessage(within(dialog).getByLabelText(/^Options/))).toBe(
      'A select field needs at least one option',
    );
    expect(api.find('POST', '/api/custom-fields')).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Options/), 'Textiles{Enter}IT{Enter}it');
    await user.click(within(dialog).getByRole('button', { name: 'Add field' }));
    await waitFor(() => expect(api.find('POST', '/api/custom-fields')).toHaveLength(1));
    expect(api.find('POST', '/api/custom-fields')[0]?.body).toEqual({
      entity: 'contact',
      key: 'industry_type',
      label: 'Industry Type',
      type: 'select',
      options: ['Textiles', 'IT'],
    });
    expect(
      await within(dialog).findByText('A contact field with the key industry_type exists'),
    ).toBeTruthy();
    expect(fieldMessage(key)).toBe('A contact field with the key industry_type exists');

    // A key of one's own: the label no longer changes it.
    await user.clear(key);
    await user.type(key, 'sector');
    await user.type(within(dialog).getByLabelText(/^Label/), 's');
    expect(key.value).toBe('sector');
    await user.click(within(dialog).getByRole('button', { name: 'Add field' }));
    expect(await screen.findByText('Field added')).toBeTruthy();
    expect(api.find('POST', '/api/custom-fields')[1]?.body).toMatchObject({
      key: 'sector',
      label: 'Industry Types',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add contact field' })).toBeNull(),
    );
  });

  it('edits a label and the choices, and deletes a field once confirmed', async () => {
    const api = stubFetch({
      'GET /api/custom-fields': () => json(200, [industry]),
      'PUT /api/custom-fields/contact.industry': ({ body }) =>
        json(200, { ...industry, ...(body as object) }),
      'DELETE /api/custom-fields/contact.industry': () => new Response(null, { status: 204 }),
    });
    const { user } = renderWithProviders(
      <CustomFieldsPanel viewer={{ mayManageCustomFields: true }} />,
    );

    await user.click(await screen.findByRole('button', { name: 'Edit Industry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Industry' });
    const key = within(dialog).getByLabelText(/^Key/) as HTMLInputElement;
    expect(key.value).toBe('industry');
    expect(key.disabled).toBe(true);
    await user.clear(within(dialog).getByLabelText(/^Label/));
    await user.type(within(dialog).getByLabelText(/^Label/), 'Sector');
    await user.type(within(dialog).getByLabelText(/^Options/), '{Enter}Pharma');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Field updated')).toBeTruthy();
    expect(api.find('PUT', '/api/custom-fields/contact.industry')[0]?.body).toEqual({
      label: 'Sector',
      options: ['Textiles', 'IT', 'Pharma'],
    });

    await user.click(await screen.findByRole('button', { name: 'Delete Industry' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete field' });
    expect(
      within(confirm).getByText('Delete the field Industry? Its values are no longer shown.'),
    ).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(api.find('DELETE', '/api/custom-fields/contact.industry')).toHaveLength(1),
    );
    expect(await screen.findByText('Field deleted')).toBeTruthy();
  });
});
