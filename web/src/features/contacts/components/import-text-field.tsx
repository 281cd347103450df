import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  IMPORT_MAX_CHARS,
  IMPORT_TEMPLATE_FILE,
  type ImportType,
  importTemplateCsv,
  readImport,
} from '@salesflow/shared/contacts/contact-import';
import {
  IMPORT_JOB_MAX_BYTES,
  IMPORT_JOB_TOO_LARGE_MESSAGE,
} from '@salesflow/shared/imports/import-job';
import { type ChangeEvent, useDeferredValue, useMemo, useState } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { downloadTextFile } from '../../../lib/download-file';
import { leadCountLabel } from '../utils/import-labels';
import { isCsvFile } from '../utils/is-csv-file';

const TEXTS: Record<ImportType, { label: string; hint: string; placeholder: string }> = {
  csv: {
    label: 'CSV data',
    hint: 'Paste CSV with a header row (up to 1,000 leads), or upload a .csv file of up to 100,000 leads, such as an export from HubSpot, Pipedrive, Zoho, Salesforce, Google Contacts, Outlook or Excel. Columns: name, email, phone, company, title, source, notes (name and email are required).',
    placeholder:
      'name,email,phone,company,title,source,notes\nPriya Sharma,priya@example.com,+91 98765 43210,Acme Corp,Sales Manager,website,Met at the expo',
  },
  manual: {
    label: 'Leads',
    hint: 'One lead per line: Name - Email - Phone - Company - Title (phone, company and title may be left out).',
    placeholder:
      'Priya Sharma - priya@example.com - +91 98765 43210 - Acme Corp - Sales Manager\nRahul Verma - rahul@example.com',
  },
};

export interface ImportTextFieldProps {
  type: ImportType;
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (text: string) => void;
  /** A .csv file chosen on the CSV tab becomes an import job (any size up to the limit). */
  onFile?: (file: File) => void;
}

/** How many leads the text holds, as the server will read it. */
const useLeadCount = (type: ImportType, text: string): number | null => {
  const deferred = useDeferredValue(text);
  return useMemo(() => {
    if (deferred.trim() === '') return null;
    return readImport(type, deferred).rows?.length ?? null;
  }, [type, deferred]);
};

/** One tab's text: what to write, the CSV upload, the text itself and how many leads it holds. */
export const ImportTextField = ({
  type,
  value,
  error,
  disabled,
  onChange,
  onFile,
}: ImportTextFieldProps) => {
  const texts = TEXTS[type];
  const toast = useToast();
  const [fileName, setFileName] = useState<string | null>(null);
  const count = useLeadCount(type, value);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Choosing the same file again after editing the text reads it again.
    input.value = '';
    if (!file) return;
    if (!isCsvFile(file)) {
      toast({
        title: 'Invalid File',
        description: 'Please select a valid CSV file',
        variant: 'error',
      });
      return;
    }
    if (onFile) {
      if (file.size > IMPORT_JOB_MAX_BYTES) {
        toast({
          title: 'Invalid File',
          description: IMPORT_JOB_TOO_LARGE_MESSAGE,
          variant: 'error',
        });
        return;
      }
      onFile(file);
      return;
    }
    if (file.size > IMPORT_MAX_CHARS * 4) {
      toast({
        title: 'Invalid File',
        description: 'The file is too large: import at most 1,000 leads at a time',
        variant: 'error',
      });
      return;
    }
    onChange(await file.text());
    setFileName(file.name);
  };

  return (
    <>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {texts.hint}
      </Typography>
      {type === 'csv' ? (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1.5,
            mb: 2,
            minWidth: 0,
          }}
        >
          <Button
            component="label"
            variant="outlined"
            startIcon={<UploadFileOutlinedIcon />}
            disabled={disabled}
            sx={{ flexShrink: 0 }}
          >
            Upload CSV File
            <input type="file" accept=".csv,text/csv" hidden onChange={upload} />
          </Button>
          {fileName ? (
            <Typography variant="body2" noWrap title={fileName} sx={{ minWidth: 0 }}>
              {fileName}
            </Typography>
          ) : null}
          <Button
            size="small"
            onClick={() => downloadTextFile(importTemplateCsv(), IMPORT_TEMPLATE_FILE)}
            sx={{ ml: 'auto', flexShrink: 0 }}
          >
            Download template
          </Button>
        </Box>
      ) : null}
      <TextField
        label={texts.label}
        placeholder={texts.placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? (count === null ? ' ' : leadCountLabel(count))}
        disabled={disabled}
        required
        fullWidth
        multiline
        minRows={8}
        maxRows={14}
        slotProps={{
          htmlInput: { spellCheck: false },
          // The placeholder is the format to follow: show it before the field is focused.
          inputLabel: { shrink: true },
          input: { sx: { fontFamily: 'monospace', fontSize: 13 } },
        }}
      />
    </>
  );
};
