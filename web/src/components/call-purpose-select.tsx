import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { CallPurpose } from '@salesflow/shared/calls/india-calling';

export const CALL_PURPOSE_LABELS: Record<CallPurpose, string> = {
  promotional: 'Promotional',
  service: 'Service',
};

export const SERVICE_PURPOSE_HINT = 'Service: about something the lead already has (TRAI)';

export interface CallPurposeSelectProps {
  id: string;
  value: CallPurpose;
  onChange: (purpose: CallPurpose) => void;
  label?: string;
  /** Labels naming the series of each purpose ("Promotional (140-series)"). */
  withSeries?: boolean;
  helperText?: string;
  error?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}

/** TRAI's purpose of a call: promotional (selling) or service (about what the lead has). */
export const CallPurposeSelect = ({
  id,
  value,
  onChange,
  label = 'Purpose',
  withSeries = false,
  helperText = SERVICE_PURPOSE_HINT,
  error = false,
  disabled = false,
  size = 'medium',
  fullWidth = true,
}: CallPurposeSelectProps) => (
  <TextField
    id={id}
    select
    label={label}
    value={value}
    onChange={(event) => onChange(event.target.value as CallPurpose)}
    helperText={helperText}
    error={error}
    disabled={disabled}
    size={size}
    fullWidth={fullWidth}
  >
    <MenuItem value="promotional">
      {withSeries ? 'Promotional (140-series)' : CALL_PURPOSE_LABELS.promotional}
    </MenuItem>
    <MenuItem value="service">
      {withSeries ? 'Service (1600-series)' : CALL_PURPOSE_LABELS.service}
    </MenuItem>
  </TextField>
);
