import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { IMPORT_JOB_ERRORS_SHOWN, type ImportJobView } from '@salesflow/shared/imports/import-job';
import { paths } from '../../../config/paths';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * Below a file's counts: duplicates and phone duplicates found, and every error and note as a
 * CSV file (the view lists the first ones).
 */
export const ImportJobNotes = ({ job }: { job: ImportJobView }) => {
  const facts = [
    job.duplicateEmails > 0
      ? `${count(job.duplicateEmails)} already in your contacts (${job.duplicates === 'skip' ? 'skipped' : 'updated'})`
      : null,
    job.duplicatePhones > 0
      ? `${count(job.duplicatePhones)} with a phone another contact or an earlier row has (imported)`
      : null,
  ].filter(Boolean);
  return (
    <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Typography variant="body2" color="textSecondary" sx={{ flex: 1, minWidth: 200 }}>
        {facts.join(' · ')}
        {job.errors.length >= IMPORT_JOB_ERRORS_SHOWN
          ? `${facts.length ? ' · ' : ''}The first ${IMPORT_JOB_ERRORS_SHOWN} errors are listed`
          : ''}
      </Typography>
      <Button
        size="small"
        variant="outlined"
        component="a"
        href={paths.api.importErrors(job.id)}
        download
      >
        Download errors
      </Button>
    </Box>
  );
};
