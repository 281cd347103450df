import type { ImportPreview } from '@salesflow/shared/imports/import-job';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import {
  createImportJob,
  getImportPreview,
  UploadError,
  uploadImportFile,
} from '../api/import-jobs';

export type ImportUpload =
  | { step: 'uploading'; share: number }
  | { step: 'ready'; jobId: string; preview: ImportPreview }
  | { step: 'failed'; message: string };

/**
 * The file's way to an import job: the job is made, the file uploaded with progress, then its
 * header and first rows read back for the mapping step. Once, when the file is chosen; leaving
 * the dialog stops an upload under way.
 */
export const useImportUpload = (file: File): ImportUpload => {
  const [state, setState] = useState<ImportUpload>({ step: 'uploading', share: 0 });
  const started = useRef<File | null>(null);
  useEffect(() => {
    if (started.current === file) return;
    started.current = file;
    const abort = new AbortController();
    (async () => {
      try {
        const job = await createImportJob(file);
        await uploadImportFile(
          job,
          file,
          (share) => setState({ step: 'uploading', share }),
          abort.signal,
        );
        setState({ step: 'ready', jobId: job.id, preview: await getImportPreview(job.id) });
      } catch (error) {
        const message =
          error instanceof UploadError
            ? error.message
            : errorMessage(error, 'Failed to import leads');
        setState({ step: 'failed', message });
      }
    })();
    return () => abort.abort();
  }, [file]);
  return state;
};
