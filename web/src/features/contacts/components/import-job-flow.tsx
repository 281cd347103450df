import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { type ImportColumn, mappingProblem } from '@salesflow/shared/imports/import-headers';
import type { DuplicateMode, ImportJobView } from '@salesflow/shared/imports/import-job';
import { useEffect, useState } from 'react';
import { useCustomFields } from '../../../components/custom-fields/custom-fields-api';
import { errorMessage } from '../../../lib/api-client';
import { startImportJob } from '../api/import-jobs';
import { useImportUpload } from '../hooks/use-import-upload';
import { ImportJobSetup } from './import-job-setup';
import { ImportJobWatch } from './import-job-watch';

export interface ImportJobFlowProps {
  file: File;
  /** The job ended (completed or failed): the results view takes over. */
  onFinished: (job: ImportJobView) => void;
  /** Back to the form (Choose another file). */
  onBack: () => void;
  /** While the upload runs the dialog stays open: closing would lose the file. */
  onBusyChange: (busy: boolean) => void;
}

/** A .csv file as an import job: upload with progress, mapping and duplicates, then progress. */
export const ImportJobFlow = ({ file, onFinished, onBack, onBusyChange }: ImportJobFlowProps) => {
  const upload = useImportUpload(file);
  const [mapping, setMapping] = useState<ImportColumn[] | null>(null);
  const customFields = useCustomFields('contact').data ?? [];
  const [duplicates, setDuplicates] = useState<DuplicateMode>('skip');
  const [started, setStarted] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const busy = upload.step === 'uploading' || starting;
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  if (started)
    return <ImportJobWatch jobId={started} fileName={file.name} onFinished={onFinished} />;

  const columns = upload.step === 'ready' ? (mapping ?? upload.preview.mapping) : [];
  const labels = Object.fromEntries(customFields.map((field) => [field.key, field.label]));
  // A column kept for a field deleted meanwhile would be refused: it imports nothing.
  const known = columns.map((column) =>
    column.startsWith('cf.') && !(column.slice(3) in labels) ? 'ignore' : column,
  );
  const problem = upload.step === 'ready' ? mappingProblem(known, labels) : null;
  const start = async () => {
    if (upload.step !== 'ready' || problem) return;
    setStarting(true);
    setStartError(null);
    try {
      await startImportJob(upload.jobId, { mapping: known, duplicates });
      setStarted(upload.jobId);
    } catch (error) {
      setStartError(errorMessage(error, 'Failed to import leads'));
    } finally {
      setStarting(false);
    }
  };

  return (
    <>
      <DialogContent sx={{ pt: 1 }}>
        <Typography variant="body2" noWrap title={file.name} sx={{ mb: 2, fontWeight: 500 }}>
          {file.name}
        </Typography>
        {upload.step === 'uploading' ? (
          <>
            <LinearProgress
              variant="determinate"
              value={Math.round(upload.share * 100)}
              aria-label="Upload progress"
            />
            <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }} role="status">
              Uploading… {Math.round(upload.share * 100)}%
            </Typography>
          </>
        ) : null}
        {upload.step === 'failed' ? <Alert severity="error">{upload.message}</Alert> : null}
        {upload.step === 'ready' ? (
          <ImportJobSetup
            preview={upload.preview}
            mapping={known}
            onMappingChange={setMapping}
            customFields={customFields}
            duplicates={duplicates}
            onDuplicatesChange={setDuplicates}
            problem={problem}
            disabled={starting}
          />
        ) : null}
        {startError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {startError}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onBack} disabled={busy}>
          Choose another file
        </Button>
        <Button
          variant="contained"
          onClick={start}
          loading={starting}
          disabled={upload.step !== 'ready' || problem !== null}
        >
          Start Import
        </Button>
      </DialogActions>
    </>
  );
};
