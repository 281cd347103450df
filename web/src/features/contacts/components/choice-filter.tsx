import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useId } from 'react';

export interface ChoiceFilterProps<T extends string> {
  label: string;
  options: readonly T[];
  labelOf: (option: T) => string;
  /** None chosen: no filter. */
  value: readonly T[] | undefined;
  onChange: (value: T[] | undefined) => void;
  width: number;
}

/** Several of a field's values (statuses, sources); the list shows contacts with any of them. */
export const ChoiceFilter = <T extends string>({
  label,
  options,
  labelOf,
  value = [],
  onChange,
  width,
}: ChoiceFilterProps<T>) => {
  const labelId = useId();
  return (
    <FormControl size="small" sx={{ width }}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select<T[]>
        multiple
        labelId={labelId}
        label={label}
        value={[...value]}
        onChange={(event) => {
          const chosen = event.target.value;
          const list = typeof chosen === 'string' ? (chosen.split(',') as T[]) : chosen;
          // In the options' order, as the address and the server keep them.
          const ordered = options.filter((option) => list.includes(option));
          onChange(ordered.length ? ordered : undefined);
        }}
        renderValue={(chosen) => chosen.map(labelOf).join(', ')}
      >
        {options.map((option) => (
          <MenuItem key={option} value={option} dense>
            <Checkbox size="small" checked={value.includes(option)} sx={{ p: 0.5, mr: 1 }} />
            <ListItemText>{labelOf(option)}</ListItemText>
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
};
