import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CustomField } from '@salesflow/shared/custom-fields/custom-field';
import {
  IMPORT_TARGET_LABELS,
  IMPORT_TARGETS,
  type ImportColumn,
} from '@salesflow/shared/imports/import-headers';
import {
  DUPLICATE_MODE_LABELS,
  DUPLICATE_MODES,
  type DuplicateMode,
  type ImportPreview,
} from '@salesflow/shared/imports/import-job';
import { useId } from 'react';
import { roomWarning } from '../utils/import-labels';

export interface ImportJobSetupProps {
  preview: ImportPreview;
  mapping: ImportColumn[];
  onMappingChange: (mapping: ImportColumn[]) => void;
  /** The organization's contact custom fields: a column may hold one of them. */
  customFields: readonly CustomField[];
  duplicates: DuplicateMode;
  onDuplicatesChange: (mode: DuplicateMode) => void;
  problem: string | null;
  disabled: boolean;
}

/**
 * Before the job starts: how many leads will be held when the file is past the plan's room, each
 * column of the file with its first value and the field it goes to (prefilled with the guess;
 * shown when some column was not recognised), and what to do with leads whose email a contact
 * already has.
 */
export const ImportJobSetup = ({
  preview,
  mapping,
  onMappingChange,
  duplicates,
  onDuplicatesChange,
  problem,
  disabled,
  customFields,
}: ImportJobSetupProps) => {
  const duplicatesId = useId();
  const first = preview.sample[0] ?? [];
  const overRoom = roomWarning(preview);
  return (
    <>
      {overRoom ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {overRoom}
        </Alert>
      ) : null}
      {preview.mappingNeeded ? (
        <Box component="section" aria-label="Columns" sx={{ mb: 2 }}>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
            Choose what each column holds. Columns set to Ignore are not imported.
          </Typography>
          <Box sx={{ display: 'grid', gap: 1.5, maxHeight: 280, overflowY: 'auto', pt: 1 }}>
            {preview.headers.map((header, index) => (
              <TextField
                // Headers may repeat: the column's place is its identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: columns never move
                key={index}
                select
                size="small"
                label={header || `Column ${index + 1}`}
                helperText={first[index] ? `e.g. ${first[index]}` : ' '}
                value={mapping[index] ?? 'ignore'}
                disabled={disabled}
                onChange={(event) => {
                  const next = [...mapping];
                  next[index] = event.target.value as ImportColumn;
                  onMappingChange(next);
                }}
              >
                {IMPORT_TARGETS.map((target) => (
                  <MenuItem key={target} value={target}>
                    {IMPORT_TARGET_LABELS[target]}
                  </MenuItem>
                ))}
                {customFields.map((field) => (
                  <MenuItem key={field.key} value={`cf.${field.key}`}>
                    {field.label}
                  </MenuItem>
                ))}
              </TextField>
            ))}
          </Box>
        </Box>
      ) : (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          Every column was recognised: {preview.headers.join(', ')}.
        </Typography>
      )}
      {problem ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      ) : null}
      <Typography id={duplicatesId} variant="subtitle2" component="h3">
        Leads whose email already exists
      </Typography>
      <RadioGroup
        aria-labelledby={duplicatesId}
        value={duplicates}
        onChange={(event) => onDuplicatesChange(event.target.value as DuplicateMode)}
      >
        {DUPLICATE_MODES.map((mode) => (
          <FormControlLabel
            key={mode}
            value={mode}
            control={<Radio size="small" />}
            label={DUPLICATE_MODE_LABELS[mode]}
            disabled={disabled}
          />
        ))}
      </RadioGroup>
    </>
  );
};
