import type { ImportResult } from '@salesflow/shared/contacts/contact-import';
import type { ImportJobView } from '@salesflow/shared/imports/import-job';
import { useIsMutating } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { useToast } from '../../../components/toast/use-toast';
import { importContactsMutationKey } from '../api/import-contacts';
import { importSummary } from '../utils/import-labels';
import { ImportForm } from './import-form';
import { ImportJobFlow } from './import-job-flow';
import { ImportResults } from './import-results';

export interface ImportLeadsDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Import Leads (document 1, "Contacts screen"): the form, then the results view. Import More
 * starts a new form; Close closes and resets once faded out. While pasted leads are imported,
 * or a file uploads, the dialog stays open so nothing is lost; a file's job goes on after the
 * dialog closes (the Contacts banner follows it).
 */
export const ImportLeadsDialog = ({ open, onClose }: ImportLeadsDialogProps) => {
  const [result, setResult] = useState<ImportResult | null>(null);
  const [job, setJob] = useState<ImportJobView | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [round, setRound] = useState(0);
  const toast = useToast();
  const importing = useIsMutating({ mutationKey: importContactsMutationKey }) > 0;
  const reset = () => {
    setResult(null);
    setJob(null);
    setFile(null);
    setUploading(false);
    setRound((n) => n + 1);
  };
  const close = () => {
    if (!importing && !uploading) onClose();
  };
  const finished = useCallback(
    (ended: ImportJobView) => {
      if (ended.status === 'completed') {
        toast({
          title: 'Import Successful',
          description: importSummary(ended),
          variant: ended.success > 0 ? 'success' : 'default',
        });
      } else {
        toast({
          title: 'Import Failed',
          description: ended.error ?? 'Failed to import leads',
          variant: 'error',
        });
      }
      setJob(ended);
      setResult(ended);
    },
    [toast],
  );

  return (
    <FormDialog open={open} title="Import Leads" onClose={close} onExited={reset}>
      {result ? (
        <ImportResults result={result} job={job} onImportMore={reset} onClose={close} />
      ) : file ? (
        <ImportJobFlow
          key={round}
          file={file}
          onFinished={finished}
          onBack={reset}
          onBusyChange={setUploading}
        />
      ) : (
        <ImportForm key={round} onImported={setResult} onCancel={close} onFile={setFile} />
      )}
    </FormDialog>
  );
};
