import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isRunning, refreshAfterImportJob, useLatestImportJob } from '../api/import-jobs';
import { importSummary } from '../utils/import-labels';
import { importProgressLabel } from './import-job-progress';

const DISMISSED = 'salesflow.importBanner.dismissed';

const dismissedId = () => {
  try {
    return localStorage.getItem(DISMISSED);
  } catch {
    return null;
  }
};

/**
 * Above the contacts: the user's file import while it runs (rows done of total), then how it
 * ended, until dismissed. A job that ends while shown refreshes the lists.
 */
export const ImportJobBanner = () => {
  const { data } = useLatestImportJob();
  const queryClient = useQueryClient();
  const [dismissed, setDismissed] = useState(dismissedId);
  const wasRunning = useRef(false);
  const job = data?.job;
  const running = isRunning(job);
  useEffect(() => {
    if (wasRunning.current && !running) void refreshAfterImportJob(queryClient);
    wasRunning.current = running;
  }, [running, queryClient]);

  if (!job || job.status === 'uploading' || job.id === dismissed) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED, job.id);
    } catch {
      // Private mode: dismissed for this visit only.
    }
    setDismissed(job.id);
  };
  if (running) {
    return (
      <Alert severity="info" sx={{ mb: 2 }} role="status">
        Importing {job.fileName}: {importProgressLabel(job)}
        <LinearProgress
          variant={job.total ? 'determinate' : 'indeterminate'}
          value={job.total ? (job.done / job.total) * 100 : 0}
          aria-label="Import progress"
          sx={{ mt: 1 }}
        />
      </Alert>
    );
  }
  return (
    <Alert
      severity={job.status === 'completed' ? 'success' : 'error'}
      onClose={dismiss}
      sx={{ mb: 2 }}
    >
      {job.status === 'completed'
        ? `Import of ${job.fileName} finished: ${importSummary(job)}`
        : `Import of ${job.fileName} failed: ${job.error ?? 'Failed to import leads'}`}
    </Alert>
  );
};
