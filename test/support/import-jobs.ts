import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ImportColumn } from '@salesflow/shared/imports/import-headers';
import type {
  CreatedImportJob,
  DuplicateMode,
  ImportJobView,
  ImportPreview,
} from '@salesflow/shared/imports/import-job';
import { expect } from 'vitest';
import type { ApiClient } from './api-client';

/** A file of test/fixtures/imports, as bytes. */
export const importFixture = (name: string): Buffer =>
  readFileSync(fileURLToPath(new URL(`../fixtures/imports/${name}`, import.meta.url)));

/** Creates a job and uploads the file to its presigned URL, as the dialog does. */
export const uploadImport = async (client: ApiClient, fileName: string, file: Buffer | string) => {
  const bytes = typeof file === 'string' ? Buffer.from(file) : file;
  const created = await client.post<CreatedImportJob>('/api/imports', {
    fileName,
    size: bytes.length,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const put = await client.http.fetch(created.body.uploadUrl, {
    method: 'PUT',
    headers: created.body.uploadHeaders,
    body: bytes,
  });
  await put.text();
  expect(put.status).toBe(200);
  return created.body.id;
};

/** Polls the job until it is completed or failed. */
export const waitForImport = async (client: ApiClient, id: string, timeoutMs = 60_000) => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await client.get<ImportJobView>(`/api/imports/${id}`);
    if (body.status === 'completed' || body.status === 'failed') return body;
    if (Date.now() > until)
      throw new Error(`Import ${id} still ${body.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/** Upload, preview, start with the guessed mapping (or `mapping`), and wait for the end. */
export const runImport = async (
  client: ApiClient,
  fileName: string,
  file: Buffer | string,
  options: { duplicates?: DuplicateMode; mapping?: ImportColumn[] } = {},
) => {
  const id = await uploadImport(client, fileName, file);
  const preview = await client.get<ImportPreview>(`/api/imports/${id}/preview`);
  expect(preview.status, JSON.stringify(preview.body)).toBe(200);
  const started = await client.post(`/api/imports/${id}/start`, {
    mapping: options.mapping ?? preview.body.mapping,
    duplicates: options.duplicates ?? 'skip',
  });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  return { id, preview: preview.body, job: await waitForImport(client, id) };
};
