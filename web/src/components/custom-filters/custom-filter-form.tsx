import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CustomField } from '@salesflow/shared/custom-fields/custom-field';
import { type FormEvent, useState } from 'react';
import { CustomFilterValueInput } from './custom-filter-value-input';
import { CUSTOM_FILTERS_MAX, type CustomFilters, customFilterValue } from './custom-filters';

export interface CustomFilterFormProps {
  fields: readonly CustomField[];
  /** The custom filters set: a field among them shows its value, to be changed. */
  active: CustomFilters;
  onApply: (key: string, value: string) => void;
}

/**
 * A field of the list's records and the value to filter by, checked by the field's type as the API checks it;
 * no new filter past the API's CUSTOM_FILTERS_MAX.
 */
export const CustomFilterForm = ({ fields, active, onApply }: CustomFilterFormProps) => {
  const [key, setKey] = useState('');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const field = fields.find((candidate) => candidate.key === key);
  const full = Object.keys(active).length >= CUSTOM_FILTERS_MAX && !(key in active);
  const choose = (next: string) => {
    setKey(next);
    setValue(active[next] ?? '');
    setProblem(undefined);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!field || full) return;
    const checked = customFilterValue(field, value);
    if ('problem' in checked) setProblem(checked.problem);
    else onApply(field.key, checked.value);
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gap: 1.5, width: 280, p: 2 }}
    >
      <TextField
        select
        size="small"
        label="Field"
        value={key}
        onChange={(event) => choose(event.target.value)}
      >
        {fields.map((candidate) => (
          <MenuItem key={candidate.key} value={candidate.key} dense>
            {candidate.label}
          </MenuItem>
        ))}
      </TextField>
      {field ? (
        <CustomFilterValueInput
          key={field.key}
          field={field}
          value={value}
          problem={problem}
          onChange={(next) => {
            setValue(next);
            setProblem(undefined);
          }}
        />
      ) : null}
      {full ? (
        <Typography variant="body2" color="textSecondary">
          At most {CUSTOM_FILTERS_MAX} custom field filters: remove one to add another.
        </Typography>
      ) : null}
      <Button type="submit" variant="contained" disabled={!field || full}>
        Apply filter
      </Button>
    </Box>
  );
};
