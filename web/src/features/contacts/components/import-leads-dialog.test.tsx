import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../../testing/capture-downloads';
import { apiError, json, makeContact, signedIn, stubFetch } from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);
afterEach(() => {
  vi.unstubAllGlobals();
});

const contactsPage = () => json(200, { items: [makeContact()], nextCursor: null, total: 1 });

const openImport = async (routes: Parameters<typeof stubFetch>[0] = {}) => {
  const api = stubFetch({
    'GET /api/auth/user': signedIn,
    'GET /api/contacts': contactsPage,
    'GET /api/dashboard/metrics': () => json(200, {}),
    'GET /api/user/onboarding-state': () => json(200, {}),
    'GET /api/imports/latest': () => json(200, { job: null }),
    'GET /api/subscription/limits': () =>
      json(200, { readOnly: false, readOnlyReason: null, canChangePlan: true, ownerName: 'Asha' }),
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
  it('shows notes on imported rows under Errors and notes, with nothing counted as failed', async () => {
    const { user, dialog } = await openImport({
      'POST /api/contacts/import': () =>
        json(200, {
          success: 1,
          failed: 0,
          errors: ['Row 2: source "Billboard" imported as other'],
          imported: [{ name: 'Diya Nair', email: 'diya@kerala.in' }],
        }),
    });
    await user.type(
      dialog.getByRole('textbox', { name: 'CSV data' }),
      'name,email,source{enter}Diya Nair,diya@kerala.in,Billboard',
    );
    await user.click(dialog.getByRole('button', { name: 'Import Leads' }));
    const notes = await dialog.findByRole('region', { name: 'Errors and notes' });
    expect(within(notes).getByText('Row 2: source "Billboard" imported as other')).toBeTruthy();
    expect(dialog.getByRole('group', { name: 'Failed: 0' })).toBeTruthy();
  });

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
    expect(dialog.getByRole('region', { name: 'Errors' })).toBeTruthy();
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

  it('says when rows were held for room on the plan, and reads the held leads again', async () => {
    let heldReads = 0;
    const { user, api, dialog } = await openImport({
      'GET /api/held-leads': () => {
        heldReads += 1;
        return json(200, {
          count: heldReads > 1 ? 2 : 0,
          items: [],
          reason: heldReads > 1 ? 'Your Basic plan holds up to 250 contacts.' : null,
          canRelease: true,
        });
      },
      'POST /api/contacts/import': () =>
        json(200, { success: 1, failed: 0, errors: [], imported: [], held: 2 }),
    });
    await user.click(dialog.getByRole('tab', { name: 'Manual Entry' }));
    await user.type(
      dialog.getByRole('textbox', { name: 'Leads' }),
      'A One - a@one.in{enter}B Two - b@two.in{enter}C Three - c@three.in',
    );
    await user.click(dialog.getByRole('button', { name: 'Import Leads' }));
    expect(
      await dialog.findByText(
        '2 leads were held: your plan has no room for them yet. Held leads are kept and become contacts as soon as there is room.',
      ),
    ).toBeTruthy();
    expect((await dialog.findByRole('link', { name: 'See Plans' })).getAttribute('href')).toBe(
      '/pricing',
    );
    await waitFor(() => expect(api.find('GET', '/api/held-leads').length).toBeGreaterThan(1));
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

  it('refuses a file that is not CSV, or over 20 MB', async () => {
    const { dialog, api } = await openImport();
    const input = csvInput();
    if (!input) throw new Error('no file input');
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'leads.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('Invalid File')).toBeTruthy();
    expect(screen.getByText('Please select a valid CSV file')).toBeTruthy();
    const huge = new File(['x'], 'huge.csv', { type: 'text/csv' });
    Object.defineProperty(huge, 'size', { value: 20 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [huge] } });
    expect(
      await screen.findByText('The file is too large: import at most 20 MB at a time'),
    ).toBeTruthy();
    expect(dialog.getByRole('textbox', { name: 'CSV data' })).toBeTruthy();
    expect(api.find('POST', '/api/imports')).toEqual([]);
  });

  it('imports a chosen file as a job: upload, mapping, duplicates, progress, then the results', async () => {
    const sent: { url: string; body: unknown }[] = [];
    // Only XHR reports upload progress; jsdom's would really send it.
    class FakeXhr {
      upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      status = 0;
      private url = '';
      open(_method: string, url: string) {
        this.url = url;
      }
      setRequestHeader() {}
      abort() {}
      send(body: unknown) {
        sent.push({ url: this.url, body });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent);
        setTimeout(() => {
          this.status = 200;
          this.onload?.();
        }, 50);
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    let reads = 0;
    const job = (over: Record<string, unknown>) => ({
      id: '01JOB0000000000000000000AA',
      fileName: 'hubspot.csv',
      status: 'running',
      duplicates: 'fill',
      total: 5,
      done: 2,
      success: 2,
      failed: 0,
      duplicateEmails: 0,
      updated: 0,
      duplicatePhones: 0,
      error: null,
      errors: [],
      imported: [],
      createdAt: '2026-11-23T10:00:00.000Z',
      finishedAt: null,
      ...over,
    });
    const { user, api, dialog } = await openImport({
      'GET /api/imports/latest': () => json(200, { job: null }),
      'POST /api/imports': () =>
        json(201, {
          id: '01JOB0000000000000000000AA',
          uploadUrl: 'https://uploads.example/imports/x.csv?X-Amz-Signature=abc',
          uploadHeaders: { 'content-type': 'text/csv' },
          expiresAt: '2026-11-23T10:15:00.000Z',
        }),
      'GET /api/imports/01JOB0000000000000000000AA/preview': () =>
        json(200, {
          headers: ['Full Name', 'Work Mail', 'Colour'],
          mapping: ['name', 'ignore', 'ignore'],
          sample: [['Diya Nair', 'diya@kerala.in', 'blue']],
          delimiter: ',',
          mappingNeeded: true,
        }),
      'POST /api/imports/01JOB0000000000000000000AA/start': () =>
        json(202, job({ status: 'queued', done: 0, total: 0 })),
      'GET /api/imports/01JOB0000000000000000000AA': () => {
        reads += 1;
        return json(
          200,
          reads < 2
            ? job({})
            : job({
                status: 'completed',
                done: 5,
                success: 4,
                failed: 1,
                duplicateEmails: 1,
                updated: 1,
                errors: ['Row 4: Enter a valid email address'],
                imported: [{ name: 'Diya Nair', email: 'diya@kerala.in' }],
              }),
        );
      },
    });
    const input = csvInput();
    if (!input) throw new Error('no file input');
    fireEvent.change(input, {
      target: {
        files: [new File(['Full Name,Work Mail,Colour\n'], 'hubspot.csv', { type: 'text/csv' })],
      },
    });

    expect(await dialog.findByText('Choose the column that holds the email')).toBeTruthy();
    expect(sent.map((s) => s.url)).toEqual([
      'https://uploads.example/imports/x.csv?X-Amz-Signature=abc',
    ]);
    expect(api.find('POST', '/api/imports')[0]?.body).toEqual({
      fileName: 'hubspot.csv',
      size: 27,
    });
    const start = dialog.getByRole('button', { name: 'Start Import' });
    expect(start.hasAttribute('disabled')).toBe(true);
    expect(
      dialog.getByRole('button', { name: 'Choose another file' }).hasAttribute('disabled'),
    ).toBe(false);
    await user.click(dialog.getByRole('combobox', { name: 'Work Mail' }));
    await user.click(await screen.findByRole('option', { name: 'Email' }));
    await user.click(
      dialog.getByRole('radio', { name: 'Update those contacts: fill empty fields' }),
    );
    expect(start.hasAttribute('disabled')).toBe(false);
    await user.click(start);

    expect(await dialog.findByText('2 of 5 rows done')).toBeTruthy();
    expect(api.find('POST', '/api/imports/01JOB0000000000000000000AA/start')[0]?.body).toEqual({
      mapping: ['name', 'email', 'ignore'],
      duplicates: 'fill',
    });
    expect(
      await dialog.findByRole('group', { name: 'Imported: 4' }, { timeout: 4000 }),
    ).toBeTruthy();
    expect(await screen.findByText('Import Successful')).toBeTruthy();
    expect(screen.getByText('Successfully imported 4 leads, 1 failed')).toBeTruthy();
    expect(dialog.getByText('Row 4: Enter a valid email address')).toBeTruthy();
    // A file's list also carries notes (held rows, sources read as "other").
    expect(dialog.getByRole('region', { name: 'Errors and notes' })).toBeTruthy();
    expect(dialog.getByText(/1 already in your contacts \(updated\)/)).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Download errors' }).getAttribute('href')).toBe(
      '/api/imports/01JOB0000000000000000000AA/errors',
    );
  });

  it('says before the start how many leads will be held, then names them apart from errors', async () => {
    class FakeXhr {
      upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      status = 0;
      open() {}
      setRequestHeader() {}
      abort() {}
      send() {
        setTimeout(() => {
          this.status = 200;
          this.onload?.();
        }, 10);
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const id = '01JOB0000000000000000000BB';
    const done = {
      id,
      fileName: 'leads.csv',
      status: 'completed',
      duplicates: 'skip',
      total: 2000,
      done: 2000,
      success: 482,
      failed: 2,
      duplicateEmails: 0,
      updated: 0,
      duplicatePhones: 0,
      held: 1516,
      error: null,
      errors: ['Row 9: Enter a valid email address', 'Row 12: Enter a valid email address'],
      heldLeads: [{ row: 486, name: 'Kabir Rao', email: 'kabir@rao.in' }],
      imported: [{ name: 'Diya Nair', email: 'diya@kerala.in' }],
      createdAt: '2026-11-23T10:00:00.000Z',
      finishedAt: '2026-11-23T10:01:00.000Z',
    };
    const { user, dialog } = await openImport({
      'GET /api/held-leads': () =>
        json(200, { count: 1516, items: [], reason: null, canRelease: true }),
      'POST /api/imports': () =>
        json(201, { id, uploadUrl: 'https://uploads.example/x', uploadHeaders: {}, expiresAt: '' }),
      [`GET /api/imports/${id}/preview`]: () =>
        json(200, {
          headers: ['Name', 'Email'],
          mapping: ['name', 'email'],
          sample: [['Diya Nair', 'diya@kerala.in']],
          delimiter: ',',
          mappingNeeded: false,
          rows: 2000,
          room: 482,
        }),
      [`POST /api/imports/${id}/start`]: () =>
        json(202, { ...done, status: 'queued', done: 0, total: 0 }),
      [`GET /api/imports/${id}`]: () => json(200, done),
    });
    const input = csvInput();
    if (!input) throw new Error('no file input');
    fireEvent.change(input, {
      target: { files: [new File(['Name,Email\n'], 'leads.csv', { type: 'text/csv' })] },
    });
    expect(
      await dialog.findByText(
        'This file has 2,000 leads and your plan has room for 482 more contacts: up to 1,518 will be held, and become contacts as soon as there is room.',
      ),
    ).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Start Import' }));
    expect(await dialog.findByRole('group', { name: 'Imported: 482' })).toBeTruthy();
    expect(
      await screen.findByText(
        'Successfully imported 482 leads, 1,516 held (no room on your plan), 2 failed',
      ),
    ).toBeTruthy();
    const errors = dialog.getByRole('region', { name: 'Errors and notes' });
    const held = dialog.getByRole('region', { name: 'Held leads' });
    expect(within(errors).queryByText(/Kabir/)).toBeNull();
    expect(within(held).getByText('Kabir Rao')).toBeTruthy();
    expect(within(held).getByText('Row 486 · kabir@rao.in')).toBeTruthy();
    expect(within(held).getByText(/The first 1 of 1,516 held leads are listed/)).toBeTruthy();
    // Errors come first, then the held leads.
    expect(errors.compareDocumentPosition(held) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
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
