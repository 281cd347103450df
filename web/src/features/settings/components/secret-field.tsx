import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { FieldStatus, SecretField } from '@salesflow/shared/settings/security-settings-view';
import { fieldStatusText, SECURITY_FIELD_LABELS } from '../utils/security-labels';

export interface SecretFieldProps {
  name: SecretField;
  value: string;
  /** The stored value's mask ("••••••••1234"), or "" when none is stored. */
  masked: string;
  status: FieldStatus;
  error: string | undefined;
  removing: boolean;
  disabled: boolean;
  onChange: (value: string) => void;
  onRemoveChange: (removing: boolean) => void;
}

/**
 * One secret: a password input whose placeholder is the stored mask (typing replaces it, leaving
 * it empty keeps it), whether it is set and when it last changed, and Remove for a stored one.
 */
export const SecretInput = ({
  name,
  value,
  masked,
  status,
  error,
  removing,
  disabled,
  onChange,
  onRemoveChange,
}: SecretFieldProps) => {
  const { label, purpose } = SECURITY_FIELD_LABELS[name];
  const hint = removing ? 'Will be removed when you save' : fieldStatusText(status);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        id={`security-${name}`}
        name={name}
        label={label}
        type="password"
        autoComplete="new-password"
        fullWidth
        value={value}
        placeholder={removing ? '' : masked || purpose}
        disabled={disabled || removing}
        error={Boolean(error)}
        helperText={error ?? hint}
        onChange={(event) => onChange(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {status.set ? (
        <Button
          sx={{ mt: 1 }}
          disabled={disabled}
          onClick={() => onRemoveChange(!removing)}
          aria-label={`${removing ? 'Keep' : 'Remove'} ${label}`}
        >
          {removing ? 'Keep' : 'Remove'}
        </Button>
      ) : null}
    </Box>
  );
};
