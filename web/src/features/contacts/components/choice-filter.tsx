import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useId, useState } from 'react';

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
  // Kept here too, so quick clicks each add to the last one before the address has it.
  const [chosen, setChosen] = useState<readonly T[]>(value);
  const key = value.join(',');
  const [seen, setSeen] = useState(key);
  if (seen !== key) {
    setSeen(key);
    setChosen(value);
  }
  return (
    <FormControl size="small" sx={{ width }}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select<T[]>
        multiple
        labelId={labelId}
        label={label}
        value={[...chosen]}
        onChange={(event) => {
          const picked = event.target.value;
          const list = typeof picked === 'string' ? (picked.split(',') as T[]) : picked;
          // In the options' order, as the address and the server keep them.
          const ordered = options.filter((option) => list.includes(option));
          setChosen(ordered);
          onChange(ordered.length ? ordered : undefined);
        }}
        renderValue={(chosen) => chosen.map(labelOf).join(', ')}
      >
        {options.map((option) => (
          <MenuItem key={option} value={option} dense>
            <Checkbox size="small" checked={chosen.includes(option)} sx={{ p: 0.5, mr: 1 }} />
            <ListItemText>{labelOf(option)}</ListItemText>
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
};
