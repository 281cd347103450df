import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ImportJobView } from '@salesflow/shared/imports/import-job';

const count = (n: number) => n.toLocaleString('en-US');

/** "1,500 of 5,000 rows done", or what comes before the rows are counted. */
export const importProgressLabel = (job: Pick<ImportJobView, 'status' | 'done' | 'total'>) =>
  job.status === 'queued' || job.total === 0
    ? 'Reading the file…'
    : `${count(job.done)} of ${count(job.total)} rows done`;

/** The job's progress bar: rows done of total. */
export const ImportJobProgress = ({
  job,
}: {
  job: Pick<ImportJobView, 'status' | 'done' | 'total'>;
}) => {
  const label = importProgressLabel(job);
  const percent = job.total > 0 ? Math.round((job.done / job.total) * 100) : 0;
  return (
    <Box>
      <LinearProgress
        variant={job.total > 0 ? 'determinate' : 'indeterminate'}
        value={percent}
        aria-label="Import progress"
        aria-valuetext={label}
      />
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }} role="status">
        {label}
      </Typography>
    </Box>
  );
};
