import type { ImportResult } from '@salesflow/shared/contacts/contact-import';
import { useIsMutating } from '@tanstack/react-query';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { importContactsMutationKey } from '../api/import-contacts';
import { ImportForm } from './import-form';
import { ImportResults } from './import-results';

export interface ImportLeadsDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Import Leads (document 1, "Contacts screen"): the form, then the results view. Import More
 * starts a new form; Close closes and resets once faded out. While an import runs the dialog
 * stays open, so its results are not lost.
 */
export const ImportLeadsDialog = ({ open, onClose }: ImportLeadsDialogProps) => {
  const [result, setResult] = useState<ImportResult | null>(null);
  const [round, setRound] = useState(0);
  const importing = useIsMutating({ mutationKey: importContactsMutationKey }) > 0;
  const reset = () => {
    setResult(null);
    setRound((n) => n + 1);
  };
  const close = () => {
    if (!importing) onClose();
  };

  return (
    <FormDialog open={open} title="Import Leads" onClose={close} onExited={reset}>
      {result ? (
        <ImportResults result={result} onImportMore={reset} onClose={close} />
      ) : (
        <ImportForm key={round} onImported={setResult} onCancel={close} />
      )}
    </FormDialog>
  );
};
