import {
  type AiAgentSettings,
  DEFAULT_AI_AGENT_SETTINGS,
} from '@salesflow/shared/ai-agent/ai-agent-settings';
import { TEMPLATE_PACKS } from '@salesflow/shared/ai-agent/ai-agent-templates';
import type { TrainingFileView } from '@salesflow/shared/ai-agent/training-files';
import { DEFAULT_CALLING_SETTINGS } from '@salesflow/shared/calls/calling-settings.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, json, type StubRoutes, signedIn, stubFetch } from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);

const SAVED: AiAgentSettings = {
  ...DEFAULT_AI_AGENT_SETTINGS,
  name: 'Asha',
  language: 'en-IN',
  temperature: 0.4,
  maxCallDuration: 600,
  companyInfo: 'Acme Traders sells office furniture in Pune.',
};

const FILES: TrainingFileView[] = [
  {
    id: '01JAAAAAAAAAAAAAAAAAAAAAA1',
    name: 'pricing.pdf',
    kind: 'document',
    size: 2048,
    status: 'ready',
    extractedChars: 1234,
    error: null,
    uploadedAt: '2026-11-20T10:00:00.000Z',
  },
  {
    id: '01JAAAAAAAAAAAAAAAAAAAAAA2',
    name: 'scan.pdf',
    kind: 'document',
    size: 4096,
    status: 'failed',
    extractedChars: 0,
    error: 'This PDF could not be read: it may be damaged.',
    uploadedAt: '2026-11-21T10:00:00.000Z',
  },
  {
    id: '01JAAAAAAAAAAAAAAAAAAAAAA3',
    name: 'call.mp3',
    kind: 'audio',
    size: 1_048_576,
    status: 'uploaded',
    extractedChars: 0,
    error: null,
    uploadedAt: '2026-11-22T10:00:00.000Z',
  },
];

const agentRoutes = (
  overrides: StubRoutes = {},
  { canManage = true, files = FILES } = {},
): StubRoutes => ({
  'GET /api/auth/user': signedIn,
  'GET /api/notifications': () => json(200, { items: [], nextCursor: null, unreadCount: 0 }),
  'GET /api/settings/ai-agent': () => json(200, { ...SAVED, updatedAt: null, canManage }),
  'GET /api/settings/ai-agent/training-files': () => json(200, files),
  'GET /api/settings/calling': () =>
    json(200, { ...DEFAULT_CALLING_SETTINGS, updatedAt: null, canManage }),
  'GET /api/settings/india-calling': () =>
    json(200, { dltEntityId: '', exoPhones: [], updatedAt: null, canManage }),
  'GET /api/calling/dnd-numbers': () =>
    json(200, { items: [], nextCursor: null, lastScrubbedOn: null, stale: true }),
  ...overrides,
});

const deferred = () => {
  let answer: (response: Response) => void = () => {};
  const response = new Promise<Response>((resolve) => {
    answer = resolve;
  });
  return { response, answer };
};

const fieldMessage = (field: HTMLElement): string => {
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
};

describe('Settings, AI Agent tab', () => {
  it('shows the saved agent and saves every field, with Saving... and no browser alert', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const save = deferred();
    const api = stubFetch(agentRoutes({ 'POST /api/settings/ai-agent': () => save.response }));
    const { user } = renderApp('/app/settings?tab=ai-agent');

    const name = (await screen.findByLabelText('Agent Name')) as HTMLInputElement;
    expect(name.value).toBe('Asha');
    expect(screen.getByRole('combobox', { name: 'Language' }).textContent).toBe('English (India)');
    expect((screen.getByLabelText('Max Call Duration (seconds)') as HTMLInputElement).value).toBe(
      '600',
    );
    expect(screen.getByText('Conversation Style: 0.4')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    const company = screen.getByLabelText('Company Information') as HTMLTextAreaElement;
    expect(company.rows).toBe(8);
    expect((screen.getByLabelText('Objection Handling') as HTMLTextAreaElement).rows).toBe(6);

    await user.clear(name);
    await user.type(name, 'Ravi');
    await user.click(screen.getByRole('combobox', { name: 'Voice' }));
    await user.click(await screen.findByRole('option', { name: 'Warm (female)' }));
    await user.click(screen.getByRole('switch', { name: 'Enable AI Agent' }));
    expect(screen.getByText('Inactive')).toBeTruthy();
    const slider = screen.getByRole('slider');
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Conversation Style: 0.5')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save AI Settings' }));

    const pending = await screen.findByRole('button', { name: 'Saving...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    const sent = {
      ...SAVED,
      name: 'Ravi',
      voice: 'warm_female',
      isActive: false,
      temperature: 0.5,
    };
    expect(api.find('POST', '/api/settings/ai-agent')[0]?.body).toEqual(sent);
    save.answer(json(200, { ...sent, updatedAt: '2026-11-23T10:00:00.000Z' }));
    expect(await screen.findByText('AI Agent Settings Saved')).toBeTruthy();
    expect(screen.getByText('Your AI calling agent has been updated successfully')).toBeTruthy();
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  it('checks the call duration as the server does, and sends nothing out of bounds', async () => {
    const api = stubFetch(agentRoutes());
    const { user } = renderApp('/app/settings');

    const duration = await screen.findByLabelText('Max Call Duration (seconds)');
    await user.clear(duration);
    await user.type(duration, '59');
    await user.click(screen.getByRole('button', { name: 'Save AI Settings' }));
    expect(fieldMessage(duration)).toBe('Max call duration must be at least 60 seconds');
    expect(api.find('POST', '/api/settings/ai-agent')).toEqual([]);
  });

  it('puts the server’s field errors beside their fields and says Error', async () => {
    stubFetch(
      agentRoutes({
        'POST /api/settings/ai-agent': () =>
          apiError(400, 'VALIDATION_FAILED', 'Some fields are not valid', [
            { field: 'companyInfo', message: 'Must not contain control characters' },
          ]),
      }),
    );
    const { user } = renderApp('/app/settings');

    const company = await screen.findByLabelText('Company Information');
    await user.click(screen.getByRole('button', { name: 'Save AI Settings' }));
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getByText('Some fields are not valid')).toBeTruthy();
    expect(fieldMessage(company)).toBe('Must not contain control characters');
  });

  it('says Failed to save AI agent settings when the server gives no message', async () => {
    stubFetch(
      agentRoutes({
        'POST /api/settings/ai-agent': () => new Response('', { status: 502 }),
      }),
    );
    const { user } = renderApp('/app/settings');
    await user.click(await screen.findByRole('button', { name: 'Save AI Settings' }));
    expect(await screen.findByText('Failed to save AI agent settings')).toBeTruthy();
  });

  it('fills the four scripts from a template button', async () => {
    const api = stubFetch(agentRoutes({ 'POST /api/settings/ai-agent': () => json(200, {}) }));
    const { user } = renderApp('/app/settings');
    const pack = TEMPLATE_PACKS.find((p) => p.label === 'Enterprise Sales Guide');
    if (!pack) throw new Error('no pack');

    await user.click(await screen.findByRole('button', { name: 'Enterprise Sales Guide' }));
    expect((screen.getByLabelText('Opening Sales Script') as HTMLTextAreaElement).value).toBe(
      pack.scripts.salesScript,
    );
    expect((screen.getByLabelText('Follow-up Strategies') as HTMLTextAreaElement).value).toBe(
      pack.scripts.followUpPrompts,
    );
    await user.click(screen.getByRole('button', { name: 'Save AI Settings' }));
    await waitFor(() => expect(api.find('POST', '/api/settings/ai-agent')).toHaveLength(1));
    expect(api.find('POST', '/api/settings/ai-agent')[0]?.body).toEqual({
      ...SAVED,
      ...pack.scripts,
    });
  });

  it('lists the training files with their status, and deletes one after asking', async () => {
    let files = FILES;
    const api = stubFetch(
      agentRoutes({
        'GET /api/settings/ai-agent/training-files': () => json(200, files),
        [`DELETE /api/settings/ai-agent/training-files/${FILES[1]?.id}`]: () => {
          files = files.filter((f) => f.id !== FILES[1]?.id);
          return new Response(null, { status: 204 });
        },
      }),
    );
    const { user } = renderApp('/app/settings');

    const list = await screen.findByRole('list', { name: 'Training files' });
    expect(await within(list).findByText('pricing.pdf')).toBeTruthy();
    expect(within(list).getByText('Ready')).toBeTruthy();
    expect(within(list).getByText(/1,234 characters of knowledge/)).toBeTruthy();
    expect(within(list).getByText('Failed')).toBeTruthy();
    expect(within(list).getByText('This PDF could not be read: it may be damaged.')).toBeTruthy();
    expect(within(list).getByText(/not transcribed yet/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete scan.pdf' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list).queryByText('scan.pdf')).toBeNull());
    expect(
      api.find('DELETE', `/api/settings/ai-agent/training-files/${FILES[1]?.id}`),
    ).toHaveLength(1);
  });

  it('uploads a document: the record, the PUT to storage, then complete', async () => {
    const id = '01JAAAAAAAAAAAAAAAAAAAAAA9';
    const api = stubFetch(
      agentRoutes(
        {
          'POST /api/settings/ai-agent/training-files': () =>
            json(201, {
              id,
              uploadUrl:
                'http://localhost/_local-s3/uploads/training/org-1/x.txt?X-Amz-Signature=a',
              uploadHeaders: { 'content-type': 'text/plain' },
              expiresAt: '2026-11-23T10:15:00.000Z',
            }),
          'PUT /_local-s3/uploads/training/org-1/x.txt': () => new Response('', { status: 200 }),
          [`POST /api/settings/ai-agent/training-files/${id}/complete`]: () =>
            json(200, { ...FILES[0], id, name: 'faq.txt', status: 'processing' }),
        },
        { files: [] },
      ),
    );
    const { user } = renderApp('/app/settings');

    expect(await screen.findByText('No training files yet.')).toBeTruthy();
    const file = new File(['Q: Do you deliver?'], 'faq.txt', { type: 'text/plain' });
    await user.upload(screen.getByLabelText('Upload Documents'), file);
    await waitFor(() =>
      expect(api.find('POST', `/api/settings/ai-agent/training-files/${id}/complete`)).toHaveLength(
        1,
      ),
    );
    expect(api.find('POST', '/api/settings/ai-agent/training-files')[0]?.body).toEqual({
      name: 'faq.txt',
      type: 'text/plain',
      size: file.size,
    });
    expect(api.find('PUT', '/_local-s3/uploads/training/org-1/x.txt')).toHaveLength(1);
  });

  it('refuses a file over its limit before uploading it', async () => {
    const api = stubFetch(agentRoutes({}, { files: [] }));
    const { user } = renderApp('/app/settings');
    const big = new File(['x'], 'pitch.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(await screen.findByLabelText('Upload Documents'), big);
    expect(await screen.findByText('Upload Failed')).toBeTruthy();
    expect(screen.getByText('pitch.pdf: Documents may be at most 10 MB')).toBeTruthy();
    expect(api.find('POST', '/api/settings/ai-agent/training-files')).toEqual([]);
  });

  it('shows a member the settings read-only, saying who can change them', async () => {
    stubFetch(agentRoutes({}, { canManage: false }));
    renderApp('/app/settings');

    const name = (await screen.findByLabelText('Agent Name')) as HTMLInputElement;
    expect(name.disabled).toBe(true);
    expect(screen.getByText('Only admins and the owner can change the AI agent.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save AI Settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'SaaS Sales Playbook' })).toBeNull();
    expect(screen.queryByLabelText('Upload Documents')).toBeNull();
    expect(await screen.findByText('pricing.pdf')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete pricing.pdf' })).toBeNull();
  });
});
