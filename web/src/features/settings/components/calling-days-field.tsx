import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { WEEKDAY_LABELS } from '../utils/calling-rules-labels';

export interface CallingDaysFieldProps {
  days: number[];
  error: string | undefined;
  disabled: boolean;
  onChange: (days: number[]) => void;
}

/** The calling days as toggle chips, Mon … Sun. */
export const CallingDaysField = ({ days, error, disabled, onChange }: CallingDaysFieldProps) => {
  const labelId = useId();
  const errorId = useId();
  const toggle = (day: number) =>
    onChange(days.includes(day) ? days.filter((d) => d !== day) : [...days, day]);
  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined}>
      <Typography id={labelId} variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        Calling days
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {WEEKDAY_LABELS.map(({ day, label, name }) => {
          const on = days.includes(day);
          return (
            <Chip
              key={day}
              label={label}
              aria-label={name}
              aria-pressed={on}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              disabled={disabled}
              onClick={() => toggle(day)}
            />
          );
        })}
      </Box>
      {error ? (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
};
