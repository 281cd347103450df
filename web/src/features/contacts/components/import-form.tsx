import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ImportResult, ImportType } from '@salesflow/shared/contacts/contact-import';
import { useId, useState } from 'react';
import { FormDialogActions } from '../../../components/form-dialog/form-dialog-actions';
import { useToast } from '../../../components/toast/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useImportContacts } from '../api/import-contacts';
import { useImportForm } from '../hooks/use-import-form';
import { importSummary } from '../utils/import-labels';
import { ImportTextField } from './import-text-field';

const TABS: { type: ImportType; label: string }[] = [
  { type: 'csv', label: 'CSV Import' },
  { type: 'manual', label: 'Manual Entry' },
];

export interface ImportFormProps {
  onImported: (result: ImportResult) => void;
  onCancel: () => void;
  /** A .csv file chosen on the CSV tab: imported as a job (import-job-flow.tsx). */
  onFile: (file: File) => void;
}

/** The form view of Import Leads: the two tabs, then Cancel and Import Leads. */
export const ImportForm = ({ onImported, onCancel, onFile }: ImportFormProps) => {
  const [type, setType] = useState<ImportType>('csv');
  const form = useImportForm(type);
  const importer = useImportContacts();
  const toast = useToast();
  const tabsId = useId();
  const pending = importer.isPending;

  const send = form.handleSubmit((request) =>
    importer.mutate(request, {
      onSuccess: (result) => {
        toast({
          title: 'Import Successful',
          description: importSummary(result),
          variant: result.success > 0 ? 'success' : 'default',
        });
        onImported(result);
      },
      onError: (error) => {
        if (error instanceof ApiError) form.showServerErrors(error.details);
        toast({
          title: 'Import Failed',
          description: errorMessage(error, 'Failed to import leads'),
          variant: 'error',
        });
      },
    }),
  );

  return (
    <form noValidate onSubmit={send}>
      <Tabs
        value={type}
        onChange={(_, next: ImportType) => setType(next)}
        aria-label="Import from"
        sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((tab) => (
          <Tab
            key={tab.type}
            value={tab.type}
            label={tab.label}
            id={`${tabsId}-${tab.type}`}
            aria-controls={`${tabsId}-${tab.type}-panel`}
            disabled={pending}
          />
        ))}
      </Tabs>
      <DialogContent
        role="tabpanel"
        id={`${tabsId}-${type}-panel`}
        aria-labelledby={`${tabsId}-${type}`}
        sx={{ pt: 2 }}
      >
        <ImportTextField
          key={type}
          type={type}
          value={form.values[type]}
          error={form.errors[type]}
          disabled={pending}
          onChange={(text) => form.setField(type, text)}
          {...(type === 'csv' ? { onFile } : {})}
        />
      </DialogContent>
      {/* A thousand leads take a few seconds: show that work is under way. */}
      {pending ? (
        <LinearProgress aria-label="Importing" sx={{ mx: 3 }} />
      ) : (
        <Box sx={{ height: 4 }} />
      )}
      <FormDialogActions onCancel={onCancel} pending={pending} submitLabel="Import Leads" />
    </form>
  );
};
