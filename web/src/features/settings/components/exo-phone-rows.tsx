import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CallPurposeSelect } from '../../../components/call-purpose-select';
import type { ExoPhoneRow, IndiaCallingErrors } from '../hooks/use-india-calling-form';

export interface ExoPhoneRowsProps {
  rows: ExoPhoneRow[];
  errors: IndiaCallingErrors;
  disabled: boolean;
  onChange: (key: number, patch: Partial<Omit<ExoPhoneRow, 'key'>>) => void;
  onRemove: (key: number) => void;
}

/** The ExoPhones, one row each: the number, its purpose and a remove button. */
export const ExoPhoneRows = ({ rows, errors, disabled, onChange, onRemove }: ExoPhoneRowsProps) => {
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="textSecondary">
        No ExoPhones yet.
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label="ExoPhones" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {rows.map((row, index) => {
        const numberError = errors[`exoPhones.${index}.number`];
        const purposeError = errors[`exoPhones.${index}.purpose`];
        return (
          <Box
            component="li"
            key={row.key}
            sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', mb: 1.5 }}
          >
            <TextField
              id={`exo-phone-${row.key}`}
              label={`ExoPhone ${index + 1}`}
              value={row.number}
              disabled={disabled}
              error={Boolean(numberError)}
              helperText={numberError ?? ' '}
              onChange={(event) => onChange(row.key, { number: event.target.value })}
              slotProps={{ htmlInput: { inputMode: 'tel' } }}
              sx={{ flex: 3 }}
            />
            <Box sx={{ flex: 2 }}>
              <CallPurposeSelect
                id={`exo-phone-purpose-${row.key}`}
                label={`Purpose of ExoPhone ${index + 1}`}
                withSeries
                value={row.purpose}
                error={Boolean(purposeError)}
                helperText={purposeError ?? ' '}
                disabled={disabled}
                onChange={(purpose) => onChange(row.key, { purpose })}
              />
            </Box>
            {disabled ? null : (
              <IconButton
                aria-label={`Remove ExoPhone ${index + 1}`}
                onClick={() => onRemove(row.key)}
                sx={{ mt: 1 }}
              >
                <DeleteOutlinedIcon />
              </IconButton>
            )}
          </Box>
        );
      })}
    </Box>
  );
};
