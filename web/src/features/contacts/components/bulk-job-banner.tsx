import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import { bulkJobEnded, type ContactBulkJob } from '@salesflow/shared/contacts/contact-bulk-job';
import { paths } from '../../../config/paths';
import { bulkJobProgressLabel } from '../utils/bulk-job-labels';

export interface BulkJobBannerProps {
  /** The job watched (use-bulk-job-watch); none, nothing shows. */
  job: ContactBulkJob | undefined;
  /** Closes an ended export's banner. */
  onDismiss: () => void;
}

/**
 * Above the contacts while a bulk job runs: what it is doing, with a bar (the matching contacts
 * found so far while a filter's are gathered, then done of all). Its end is told by a toast; an
 * export stays here with its Download link until dismissed.
 */
export const BulkJobBanner = ({ job, onDismiss }: BulkJobBannerProps) => {
  if (!job) return null;
  if (bulkJobEnded(job)) {
    if (!job.fileReady) return null;
    return (
      <Alert severity="success" onClose={onDismiss} sx={{ mb: 2 }}>
        The export of {job.updated.toLocaleString('en-US')} contacts is ready.{' '}
        <Link href={paths.api.contactsBulkJobFile(job.id)} color="inherit">
          Download
        </Link>
      </Alert>
    );
  }
  const label = bulkJobProgressLabel(job);
  const counting = job.status === 'running' && job.selected > 0;
  return (
    <Alert
      severity="info"
      role="status"
      aria-live="polite"
      sx={{ mb: 2, '& .MuiAlert-message': { flexGrow: 1 } }}
    >
      {label}
      <LinearProgress
        variant={counting ? 'determinate' : 'indeterminate'}
        value={counting ? Math.round((job.done / job.selected) * 100) : 0}
        aria-label="Bulk action progress"
        aria-valuetext={label}
        sx={{ mt: 1 }}
      />
    </Alert>
  );
};
