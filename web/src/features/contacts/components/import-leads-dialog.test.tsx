import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { captureDownloads } from '../../../testing/capture-downloads';
import { apiError, json, makeContact, signedIn, stubFetch } from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);

const contactsPage = () => json(200, { items: [makeContact()], nextCursor: null, total: 1 });

const openImport = async (routes: Parameters<typeof stubFetch>[0] = {}) => {
  const api = stubFetch({
    'GET /api/auth/user': signedIn,
    'GET /api/contacts': contactsPage,
    'GET /api/dashboard/metrics': () => json(200, {}),
    'GET /api/user/onboarding-state': () => json(200, {}),
    ...routes,
  });
  const view = renderApp('/app/contacts');
  await screen.findByText('Aarav Mehta');
  await view.user.click(screen.getByRole('button', { name: 'Import' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import Leads' });
  return { ...view, api, dialog: within(dialog) };
};

const csvInput = () => document.querySelector<HTMLInputElement>('input[type="file"]');

describe('Import Leads dialog', () => {
  it('imports typed leads and shows the counts, the row errors and the imported leads', async () => {
    const { user, api, dialog } = await openImport({
      'POST /api/contacts/import': () =>
        json(200, {
          success: 2,
          failed: 1,
          errors: ['Row 3: Enter a valid email address'],
          imported: [
            { name: 'Diya Nair', email: 'diya@kerala.in' },
            { name: 'Rohan Gupta', email: 'rohan@gupta.in' },
          ],
        }),
    });

    expect(dialog.getByRole('tab', { name: 'CSV Import', selected: true })).toBeTruthy();
    await user.click(dialog.getByRole('tab', { name: 'Manual Entry' }));
    const leads = dialog.getByRole('textbox', { name: 'Leads' });
    await user.type(
      leads,
      'Diya Nair - diya@kerala.in - +91 98450 12341{enter}Rohan Gupta - rohan@gupta.in{enter}Bad - nope',
    );
    expect(await dialog.findByText('3 leads to import')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Import Leads' }));

    expect(await screen.findByText('Import Successful')).toBeTruthy();
    expect(screen.getByText('Successfully imported 2 leads, 1 failed')).toBeTruthy();
    expect(dialog.getByRole('group', { name: 'Imported: 2' })).toBeTruthy();
    expect(dialog.getByRole('group', { name: 'Failed: 1' })).toBeTruthy();
    expect(dialog.getByText('Row 3: Enter a valid email address')).toBeTruthy();
    const imported = within(dialog.getByRole('region', { name: 'Imported leads' }));
    expect(imported.getByText('Diya Nair')).toBeTruthy();
    expect(imported.getByText('rohan@gupta.in')).toBeTruthy();
    const [request] = api.find('POST', '/api/contacts/import');
    expect(request?.body).toEqual({
      type: 'manual',
      data: 'Diya Nair - diya@kerala.in - +91 98450 12341\nRohan Gupta - rohan@gupta.in\nBad - nope',
    });
    // The new contacts show: the list is read again.
    await waitFor(() => expect(api.find('GET', '/api/contacts').length).toBeGreaterThan(1));

    await user.click(dialog.getByRole('button', { name: 'Import More' }));
    expect(dialog.getByRole('tab', { name: 'CSV Import', selected: true })).toBeTruthy();
    expect((dialog.getByRole('textbox', { name: 'CSV data' }) as HTMLTextAreaElement).value).toBe(
      '',
    );
  });

  it('checks the text before sending, with the messages the server uses', async () => {
    const { user, api, dialog } = await openImport();

    await user.click(dialog.getByRole('button', { name: 'Import Leads' }));
    expect(await dialog.findByText('CSV data is required')).toBeTruthy();
    await user.type(dialog.getByRole('textbox', { name: 'CSV data' }), 'Aarav,aarav@mehta.in');
    expect(await dialog.findByText(/must name the columns, including name and email/)).toBeTruthy();

    await user.click(dialog.getByRole('tab', { name: 'Manual Entry' }));
    await user.click(dialog.getByRole('button', { name: 'Import Leads' }));
    expect(await dialog.findByText('Lead data is required')).toBeTruthy();
    expect(api.find('POST', '/api/contacts/import')).toEqual([]);
  });

  it('reads an uploaded CSV file into the text, and refuses other files', async () => {
    const { dialog } = await openImport();
    const input = csvInput();
    if (!input) throw new Error('no file input');

    const csv = '\uFEFFname,email,company\nAnanya Rao,ananya@rao.in,Rao Textiles\n';
    fireEvent.change(input, {
      target: { files: [new File([csv], 'leads.csv', { type: 'text/csv' })] },
    });
    const text = dialog.getByRole('textbox', { name: 'CSV data' }) as HTMLTextAreaElement;
    await waitFor(() => expect(text.value).toContain('Ananya Rao,ananya@rao.in,Rao Textiles'));
    expect(dialog.getByText('leads.csv')).toBeTruthy();
    expect(await dialog.findByText('1 lead to import')).toBeTruthy();

    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'leads.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('Invalid File')).toBeTruthy();
    expect(screen.getByText('Please select a valid CSV file')).toBeTruthy();
    expect(text.value).toContain('Ananya Rao');
  });

  it('downloads a template that the CSV tab reads as it is', async () => {
    const files = captureDownloads();
    const { user, dialog } = await openImport();

    await user.click(dialog.getByRole('button', { name: 'Download template' }));

    expect(files.map((file) => file.name)).toEqual(['salesflow-import-template.csv']);
    const text = (await files[0]?.blob.text()) ?? '';
    expect(text.split('\r\n')[0]).toBe('name,email,phone,company,title,source,notes');
    await user.click(dialog.getByRole('textbox', { name: 'CSV data' }));
    await user.paste(text);
    expect(await dialog.findByText('2 leads to import')).toBeTruthy();
  });

  it('says why an import failed, beside the text and in a toast', async () => {
    const { user, dialog } = await openImport({
      'POST /api/contacts/import': () =>
        apiError(400, 'VALIDATION_FAILED', 'Import at most 1,000 leads at a time', [
          { field: 'data', message: 'Import at most 1,000 leads at a time' },
        ]),
    });
    await user.type(dialog.getByRole('textbox', { name: 'CSV data' }), 'name,email{enter}A,a@b.in');
    await user.click(dialog.getByRole('button', { name: 'Import Leads' }));

    expect(await screen.findByText('Import Failed')).toBeTruthy();
    expect(dialog.getByText('Import at most 1,000 leads at a time')).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Import Leads' })).toBeTruthy();
  });

  it('falls back to "Failed to import leads" when the server gives no message', async () => {
    const { user, dialog } = await openImport({
      'POST /api/contacts/import': () => new Response('', { status: 502 }),
    });
    await user.type(dialog.getByRole('textbox', { name: 'CSV data' }), 'name,email{enter}A,a@b.in');
    await user.click(dialog.getByRole('button', { name: 'Import Leads' }));

    expect(await screen.findByText('Import Failed')).toBeTruthy();
    expect(screen.getByText('Failed to import leads')).toBeTruthy();
  });

  it('shows progress and stays open while the import runs', async () => {
    let answer: (response: Response) => void = () => {};
    const { user, dialog } = await openImport({
      'POST /api/contacts/import': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    await user.type(dialog.getByRole('textbox', { name: 'CSV data' }), 'name,email{enter}A,a@b.in');
    await user.click(dialog.getByRole('button', { name: 'Import Leads' }));

    expect(await dialog.findByRole('progressbar', { name: 'Importing' })).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Import Leads' })).toBeTruthy();

    answer(
      json(200, { success: 1, failed: 0, errors: [], imported: [{ name: 'A', email: 'a@b.in' }] }),
    );
    expect(await dialog.findByRole('group', { name: 'Imported: 1' })).toBeTruthy();
    expect(dialog.queryByRole('progressbar', { name: 'Importing' })).toBeNull();
  });

  it('closes and starts over from Close', async () => {
    const { user, dialog } = await openImport({
      'POST /api/contacts/import': () =>
        json(200, {
          success: 1,
          failed: 0,
          errors: [],
          imported: [{ name: 'A', email: 'a@b.in' }],
        }),
    });
    await user.type(dialog.getByRole('textbox', { name: 'CSV data' }), 'name,email{enter}A,a@b.in');
    await user.click(dialog.getByRole('button', { name: 'Import Leads' }));
    expect(await screen.findByText('Successfully imported 1 leads')).toBeTruthy();
    expect(dialog.queryByRole('region', { name: 'Errors' })).toBeNull();

    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import Leads' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const again = within(await screen.findByRole('dialog', { name: 'Import Leads' }));
    expect((again.getByRole('textbox', { name: 'CSV data' }) as HTMLTextAreaElement).value).toBe(
      '',
    );
  });
});
