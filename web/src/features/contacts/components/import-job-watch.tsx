import Alert from '@mui/material/Alert';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import type { ImportJobView } from '@salesflow/shared/imports/import-job';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { isRunning, refreshAfterImportJob, useImportJob } from '../api/import-jobs';
import { ImportJobProgress } from './import-job-progress';

export interface ImportJobWatchProps {
  jobId: string;
  fileName: string;
  onFinished: (job: ImportJobView) => void;
}

/**
 * The running job: rows done of total, read every second until it ends. Closing the dialog
 * does not stop it; the banner on Contacts follows it from there.
 */
export const ImportJobWatch = ({ jobId, fileName, onFinished }: ImportJobWatchProps) => {
  const query = useImportJob(jobId);
  const queryClient = useQueryClient();
  const told = useRef(false);
  const job = query.data;
  useEffect(() => {
    if (!job || isRunning(job) || job.status === 'uploading' || told.current) return;
    told.current = true;
    void refreshAfterImportJob(queryClient);
    onFinished(job);
  }, [job, onFinished, queryClient]);

  return (
    <DialogContent sx={{ pt: 1, pb: 3 }}>
      <Typography variant="body2" noWrap title={fileName} sx={{ mb: 2, fontWeight: 500 }}>
        {fileName}
      </Typography>
      {query.error ? (
        <Alert severity="error">{errorMessage(query.error, 'Failed to import leads')}</Alert>
      ) : (
        <ImportJobProgress job={job ?? { status: 'queued', done: 0, total: 0 }} />
      )}
      <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
        You can close this window: the import goes on, and Contacts shows how it ends.
      </Typography>
    </DialogContent>
  );
};
