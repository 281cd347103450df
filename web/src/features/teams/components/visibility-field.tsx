import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import {
  RECORD_VISIBILITIES,
  RECORD_VISIBILITY_LABELS,
  type RecordVisibility,
} from '@salesflow/shared/teams/team-settings.schema';
import { useId } from 'react';

export interface VisibilityFieldProps {
  value: RecordVisibility;
  disabled: boolean;
  error: string | undefined;
  onChange: (value: RecordVisibility) => void;
}

/** Who sees which records; managers and above always see everything. */
export const VisibilityField = ({ value, disabled, error, onChange }: VisibilityFieldProps) => {
  const labelId = useId();
  return (
    <FormControl error={Boolean(error)} disabled={disabled}>
      <FormLabel id={labelId} sx={{ fontWeight: 600, color: 'text.primary' }}>
        Record Visibility
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => onChange(event.target.value as RecordVisibility)}
      >
        {RECORD_VISIBILITIES.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio size="small" />}
            label={RECORD_VISIBILITY_LABELS[option]}
          />
        ))}
      </RadioGroup>
      <FormHelperText sx={{ mx: 0 }}>
        {error ?? 'Managers, admins and the owner always see every record.'}
      </FormHelperText>
    </FormControl>
  );
};
