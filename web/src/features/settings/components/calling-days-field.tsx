import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { WEEKDAY_LABELS } from '../utils/calling-rules-labels';

export interface CallingDaysFieldProps {
  /** What the days are for ("Calling days", "Auto-calling days"). */
  label?: string;
  days: number[];
  error: string | undefined;
  disabled: boolean;
  onChange: (days: number[]) => void;
}

/** The calling days as chip-shaped toggles, Mon … Sun. */
export const CallingDaysField = ({
  label = 'Calling days',
  days,
  error,
  disabled,
  onChange,
}: CallingDaysFieldProps) => {
  const labelId = useId();
  const errorId = useId();
  const toggle = (day: number) =>
    onChange(days.includes(day) ? days.filter((d) => d !== day) : [...days, day]);
  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined}>
      <Typography id={labelId} variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {WEEKDAY_LABELS.map(({ day, label, name }) => {
          const on = days.includes(day);
          return (
            // Chip-shaped toggle buttons: MUI's Chip here would split a shared chunk of the
            // first screen (web/README.md, "First screen weight").
            <Button
              key={day}
              size="small"
              aria-label={name}
              aria-pressed={on}
              variant={on ? 'contained' : 'outlined'}
              disabled={disabled}
              onClick={() => toggle(day)}
              sx={{ minWidth: 52, borderRadius: 4, boxShadow: 'none' }}
            >
              {label}
            </Button>
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
