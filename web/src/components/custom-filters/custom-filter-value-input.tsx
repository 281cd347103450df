import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { CustomField } from '@salesflow/shared/custom-fields/custom-field';

const YES_NO = [
  ['true', 'Yes'],
  ['false', 'No'],
] as const;

export interface CustomFilterValueInputProps {
  field: CustomField;
  /** As the address keeps it: a choice, `true`/`false`, a number, YYYY-MM-DD or text. */
  value: string;
  onChange: (value: string) => void;
  problem?: string | undefined;
}

/** The value a custom field is filtered by, entered as its type asks, labelled by the field. */
export const CustomFilterValueInput = ({
  field,
  value,
  onChange,
  problem,
}: CustomFilterValueInputProps) => {
  const common = {
    size: 'small',
    fullWidth: true,
    label: field.label,
    value,
    error: Boolean(problem),
    helperText: problem,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  } as const;
  if (field.type === 'select' || field.type === 'checkbox') {
    const options = field.type === 'select' ? field.options.map((o) => [o, o] as const) : YES_NO;
    return (
      <TextField select {...common}>
        {options.map(([option, label]) => (
          <MenuItem key={option} value={option} dense>
            {label}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <TextField
      {...common}
      type={field.type === 'number' ? 'number' : field.type === 'date' ? 'date' : 'text'}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: field.type === 'number' ? { step: 'any' } : { maxLength: 200 },
      }}
    />
  );
};
