import { presignDownload, presignUpload } from '@salesflow/functions/platform/storage/uploads';
import type { CreatedImportJob } from '@salesflow/shared/imports/import-job';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ApiClient, signIn } from '../support/api-client';
import { type LoopbackHttp, loopbackHttp } from '../support/loopback';
import { useLocalStackFromTests } from '../support/service-env';

useLocalStackFromTests();

const CSV = 'Name,Email\nAsha,asha-proxy@example.in\n';

/** An import created and uploaded by `client`: its presigned upload URL and the object's path. */
const uploadedImport = async (client: ApiClient) => {
  const created = await client.post<CreatedImportJob>('/api/imports', {
    fileName: 'leads.csv',
    size: Buffer.byteLength(CSV),
  });
  expect(created.status).toBe(201);
  const upload = new URL(created.body.uploadUrl);
  const put = await client.http.fetch(upload, {
    method: 'PUT',
    headers: created.body.uploadHeaders,
    body: CSV,
  });
  await put.text();
  expect(put.status).toBe(200);
  return { upload, path: upload.pathname, id: created.body.id };
};

/**
 * The local uploads path (`/_local-s3/...`) answers as the bucket does: only a presigned URL, for
 * its method, key, length and type, until it expires; anything else is 403.
 */
describe('the local uploads path checks signatures as S3 does', () => {
  let owner: ApiClient;
  let stranger: LoopbackHttp;
  let file: Awaited<ReturnType<typeof uploadedImport>>;
  const app = () => inject('appUrl');

  beforeAll(async () => {
    owner = await signIn();
    stranger = loopbackHttp();
    file = await uploadedImport(owner);
  });
  afterAll(() => stranger.close());

  const read = async (url: string | URL, init: Parameters<LoopbackHttp['fetch']>[1] = {}) => {
    const answer = await stranger.fetch(url, init);
    return { status: answer.status, text: await answer.text() };
  };

  it('refuses to read a file, or list the bucket, without a signature', async () => {
    const unsigned = await read(`${app()}${file.path}`);
    expect(unsigned.status).toBe(403);
    expect(unsigned.text).not.toContain('asha-proxy');
    const list = await read(`${app()}/_local-s3/salesflow-uploads?list-type=2`);
    expect(list.status).toBe(403);
    expect(list.text).not.toContain(file.id);
    const listSlash = await read(`${app()}/_local-s3/salesflow-uploads/?list-type=2&prefix=`);
    expect(listSlash.status).toBe(403);
  });

  it('refuses a signature made for another key, method, length or type', async () => {
    const other = await uploadedImport(await signIn());
    // The owner's upload URL, pointed at the other organization's file.
    const moved = new URL(file.upload);
    moved.pathname = other.path;
    const overwrite = await read(moved, {
      method: 'PUT',
      headers: { 'content-type': 'text/csv' },
      body: CSV,
    });
    expect(overwrite.status).toBe(403);
    // A URL signed for a PUT of this many bytes does not read, or take more or other bytes.
    expect((await read(file.upload)).status).toBe(403);
    const longer = await read(file.upload, {
      method: 'PUT',
      headers: { 'content-type': 'text/csv' },
      body: 'x'.repeat(5_000),
    });
    expect(longer.status).toBe(403);
    const otherType = await read(file.upload, {
      method: 'PUT',
      headers: { 'content-type': 'text/html' },
      body: CSV.replace('Asha', 'Hari'),
    });
    expect(otherType.status).toBe(403);
    // A signature moved to a header, or its query changed, is no signature.
    const tampered = new URL(file.upload);
    tampered.searchParams.set('X-Amz-Expires', '604800');
    expect((await read(tampered, { method: 'PUT', body: CSV })).status).toBe(403);
  });

  it('refuses a presigned URL once it has expired, and takes one that has not', async () => {
    const key = decodeURIComponent(file.path.replace('/_local-s3/salesflow-uploads/', ''));
    const fresh = await presignDownload(key, 60, 'leads.csv');
    const ok = await read(fresh);
    expect(ok).toEqual({ status: 200, text: CSV });

    const soon = await presignDownload(key, 1);
    // Past its second (polled: the signature's time has a one-second grain).
    await expect
      .poll(async () => (await read(soon)).status, { timeout: 10_000, interval: 500 })
      .toBe(403);
  });

  it('keeps the file as uploaded after every refused write', async () => {
    const key = decodeURIComponent(file.path.replace('/_local-s3/salesflow-uploads/', ''));
    expect(await read(await presignDownload(key, 60))).toEqual({ status: 200, text: CSV });
    // The exact upload the URL was signed for still works (a second upload, as a retry would).
    const again = await presignUpload(key, Buffer.byteLength(CSV), 60);
    const put = await read(again.url, { method: 'PUT', headers: again.headers, body: CSV });
    expect(put.status).toBe(200);
  });

  it('answers nothing unsigned on the local S3 and SQS port itself', async () => {
    const s3 = await read(`${inject('awsEndpoint')}${file.path.replace('/_local-s3', '')}`);
    expect(s3.status).toBe(403);
    const sqs = await stranger.fetch(inject('awsEndpoint'), {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.0',
        'x-amz-target': 'AmazonSQS.ListQueues',
      },
      body: '{}',
    });
    await sqs.text();
    expect(sqs.status).toBe(403);
  });
});
