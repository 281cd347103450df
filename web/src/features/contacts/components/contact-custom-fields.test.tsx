import type { CustomField } from '@salesflow/shared/custom-fields/custom-field';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, makeContact, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-app';
import { ContactFormDialog } from './contact-form-dialog';

const AT = '2026-11-01T00:00:00.000Z';

const field = (
  key: string,
  label: string,
  type: CustomField['type'],
  options: string[] = [],
): CustomField => ({
  id: `contact.${key}`,
  entity: 'contact',
  key,
  label,
  type,
  options,
  createdAt: AT,
  updatedAt: AT,
});

const FIELDS: CustomField[] = [
  field('industry', 'Industry', 'select', ['Textiles', 'IT']),
  field('employees', 'Employees', 'number'),
  field('renewal', 'Renewal', 'date'),
  field('gst_number', 'GST number', 'text'),
  field('exporter', 'Exporter', 'checkbox'),
  // A deal's field is not the contact form's.
  { ...field('budget', 'Budget', 'number'), id: 'deal.budget', entity: 'deal' },
];

/** The helper text MUI links to a field through aria-describedby. */
const fieldMessage = (input: HTMLElement): string => {
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
};

const moreFields = () => screen.findByRole('region', { name: 'More fields' });

describe('Add/Edit contact dialog: the organization’s custom fields', () => {
  it('shows no "More fields" when the organization has no contact fields', async () => {
    const api = stubFetch({ 'GET /api/custom-fields': () => json(200, [FIELDS[5]]) });
    renderWithProviders(<ContactFormDialog open onClose={() => {}} />);
    await waitFor(() => expect(api.find('GET', '/api/custom-fields')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'More fields' })).toBeNull();
  });

  it('shows an input per field in order, and sends those filled in', async () => {
    const api = stubFetch({
      'GET /api/custom-fields': () => json(200, FIELDS),
      'POST /api/contacts': ({ body }) => json(201, { ...makeContact(), ...(body as object) }),
    });
    const { user } = renderWithProviders(<ContactFormDialog open onClose={() => {}} />);

    const section = await moreFields();
    const inputs = section.querySelectorAll('[id^="contact-cf-"]:not([id$="-label"])');
    expect(Array.from(inputs, (input) => input.id)).toEqual([
      'contact-cf-industry',
      'contact-cf-employees',
      'contact-cf-renewal',
      'contact-cf-gst_number',
      'contact-cf-exporter',
    ]);
    expect(within(section).getByRole('combobox', { name: 'Industry' }).id).toBe(
      'contact-cf-industry',
    );
    expect(within(section).queryByText('Budget')).toBeNull();
    expect(within(section).getByLabelText('Employees').getAttribute('inputmode')).toBe('decimal');
    expect(within(section).getByLabelText('Renewal').getAttribute('type')).toBe('date');
    expect(within(section).getByRole('checkbox', { name: 'Exporter' })).toBeTruthy();

    await user.click(within(section).getByRole('combobox', { name: 'Industry' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'None',
      'Textiles',
      'IT',
    ]);
    await user.click(screen.getByRole('option', { name: 'Textiles' }));
    await user.type(within(section).getByLabelText('Employees'), '120');
    await user.type(within(section).getByLabelText('Renewal'), '2027-03-05');
    await user.click(within(section).getByRole('checkbox', { name: 'Exporter' }));
    await user.type(screen.getByLabelText(/^Name/), 'Kavya Rao');
    await user.type(screen.getByLabelText(/^Email/), 'kavya@initech.example');
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));

    expect(await screen.findByText('Contact Created')).toBeTruthy();
    expect(api.find('POST', '/api/contacts')[0]?.body).toMatchObject({
      name: 'Kavya Rao',
      customFields: { industry: 'Textiles', employees: 120, renewal: '2027-03-05', exporter: true },
    });
  });

  it('checks a value in the browser first, and shows a server field error under its input', async () => {
    const api = stubFetch({
      'GET /api/custom-fields': () => json(200, FIELDS),
      'POST /api/contacts': () =>
        apiError(400, 'VALIDATION_FAILED', 'Some fields are not valid', [
          { field: 'customFields.industry', message: 'Industry must be one of Textiles, IT' },
        ]),
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<ContactFormDialog open onClose={onClose} />);
    const section = await moreFields();

    await user.type(screen.getByLabelText(/^Name/), 'Kavya Rao');
    await user.type(screen.getByLabelText(/^Email/), 'kavya@initech.example');
    const employees = within(section).getByLabelText('Employees');
    // Not a number: the same message the server would give, and nothing sent.
    await user.type(employees, '12 staff');
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    expect(fieldMessage(employees)).toBe('Employees must be a number');
    expect(api.find('POST', '/api/contacts')).toEqual([]);

    await user.clear(employees);
    expect(fieldMessage(employees)).toBe('');
    await user.click(within(section).getByRole('combobox', { name: 'Industry' }));
    await user.click(await screen.findByRole('option', { name: 'IT' }));
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));

    await waitFor(() => expect(api.find('POST', '/api/contacts')).toHaveLength(1));
    const industry = within(section).getByRole('combobox', { name: 'Industry' });
    await waitFor(() =>
      expect(fieldMessage(industry)).toBe('Industry must be one of Textiles, IT'),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('on edit sends only what changed, a cleared value as null and an unticked box as false', async () => {
    const contact = makeContact({
      customFields: {
        industry: 'IT',
        employees: 120,
        gst_number: '27AAPFU0939F1ZV',
        exporter: true,
      },
    });
    const api = stubFetch({
      'GET /api/custom-fields': () => json(200, FIELDS),
      'PUT /api/contacts/c-1': ({ body }) => json(200, { ...contact, ...(body as object) }),
    });
    const { user } = renderWithProviders(
      <ContactFormDialog open contact={contact} onClose={() => {}} />,
    );
    const section = await moreFields();
    const employees = within(section).getByLabelText('Employees') as HTMLInputElement;
    expect(employees.value).toBe('120');
    expect(
      (within(section).getByRole('checkbox', { name: 'Exporter' }) as HTMLInputElement).checked,
    ).toBe(true);

    await user.clear(within(section).getByLabelText('GST number'));
    await user.click(within(section).getByRole('checkbox', { name: 'Exporter' }));
    await user.click(screen.getByRole('button', { name: 'Update Contact' }));

    expect(await screen.findByText('Contact Updated')).toBeTruthy();
    // Industry and Employees were left alone: not sent.
    expect(api.find('PUT', '/api/contacts/c-1')[0]?.body).toHaveProperty('customFields', {
      gst_number: null,
      exporter: false,
    });
  });

  it('sends no custom fields on an edit that leaves them alone', async () => {
    const contact = makeContact({ customFields: { employees: 120 } });
    const api = stubFetch({
      'GET /api/custom-fields': () => json(200, FIELDS),
      'PUT /api/contacts/c-1': () => json(200, contact),
    });
    const { user } = renderWithProviders(
      <ContactFormDialog open contact={contact} onClose={() => {}} />,
    );
    await moreFields();
    await user.click(screen.getByRole('button', { name: 'Update Contact' }));
    await waitFor(() => expect(api.find('PUT', '/api/contacts/c-1')).toHaveLength(1));
    expect(api.find('PUT', '/api/contacts/c-1')[0]?.body).not.toHaveProperty('customFields');
  });
});
