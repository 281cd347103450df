import type { ImportColumn } from '@salesflow/shared/imports/import-headers';
import type {
  CreatedImportJob,
  DuplicateMode,
  ImportJobView,
  ImportPreview,
} from '@salesflow/shared/imports/import-job';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { contactsQueryKey } from './get-contacts';
import { heldLeadsKey } from './held-leads';
import { refreshAfterImport } from './refresh-after-contact-change';

/**
 * Import jobs (a .csv file chosen on the CSV tab): the job is made, the file goes straight to
 * storage with the presigned URL, the mapping and duplicate choice start it, and its status is
 * read until it ends. Pasted text stays with POST /api/contacts/import.
 */
export const importJobsQueryKey = [...contactsQueryKey, 'imports'] as const;
export const importJobQueryKey = (id: string) => [...importJobsQueryKey, id] as const;
export const latestImportQueryKey = [...importJobsQueryKey, 'latest'] as const;

export const createImportJob = (file: File) =>
  apiRequest<CreatedImportJob>(paths.api.imports, {
    method: 'POST',
    body: { fileName: file.name, size: file.size },
  });

export class UploadError extends Error {}

/**
 * PUTs the file to its presigned URL, telling `onProgress` the share sent (0 to 1). XHR rather
 * than fetch: only XHR reports upload progress.
 */
export const uploadImportFile = (
  job: CreatedImportJob,
  file: File,
  onProgress: (share: number) => void,
  signal?: AbortSignal,
) =>
  new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', job.uploadUrl);
    for (const [name, value] of Object.entries(job.uploadHeaders))
      xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve()
        : reject(new UploadError('The file could not be uploaded. Please try again.'));
    xhr.onerror = () =>
      reject(new UploadError('The file could not be uploaded. Please try again.'));
    xhr.onabort = () => reject(new UploadError('The upload was stopped'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });

export const getImportPreview = (id: string) =>
  apiRequest<ImportPreview>(paths.api.importPreview(id));

export const startImportJob = (
  id: string,
  start: { mapping: ImportColumn[]; duplicates: DuplicateMode },
) => apiRequest<ImportJobView>(paths.api.importStart(id), { method: 'POST', body: start });

export const isRunning = (job: Pick<ImportJobView, 'status'> | null | undefined) =>
  job?.status === 'queued' || job?.status === 'running';

/** How often a running job is read again. */
const POLL_MS = 1000;

export const importJobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: importJobQueryKey(id),
    queryFn: ({ signal }) => apiRequest<ImportJobView>(paths.api.importJob(id), { signal }),
    refetchInterval: (query) => (isRunning(query.state.data) ? POLL_MS : false),
  });

export const useImportJob = (id: string) => useQuery(importJobQueryOptions(id));

/** The user's newest job, for the banner on Contacts: read often only while it runs. */
export const useLatestImportJob = () =>
  useQuery({
    queryKey: latestImportQueryKey,
    queryFn: ({ signal }) =>
      apiRequest<{ job: ImportJobView | null }>(paths.api.latestImport, { signal }),
    refetchInterval: (query) => (isRunning(query.state.data?.job) ? POLL_MS * 2 : false),
  });

/**
 * A job that ended: its contacts show in the lists and figures, the banner reads it again, and
 * so does the held leads banner (rows past the plan's room are held).
 */
export const refreshAfterImportJob = (queryClient: QueryClient) =>
  Promise.all([
    refreshAfterImport(queryClient),
    queryClient.invalidateQueries({ queryKey: heldLeadsKey }),
  ]);
