import Chip from '@mui/material/Chip';
import type { CustomField } from '@salesflow/shared/custom-fields/custom-field';
import { type CustomFilters, customFilterText, customFilterValue } from './custom-filters';

export interface CustomFilterChipsProps {
  /** Undefined until read: the chips name the fields by key meanwhile. */
  fields: readonly CustomField[] | undefined;
  active: CustomFilters | undefined;
  onRemove: (key: string) => void;
}

/**
 * The custom fields' filters set, one removable chip each ("Region: North"). One the list cannot
 * apply (its field deleted, or its value no longer valid) says so, and is left out of the list.
 */
export const CustomFilterChips = ({ fields, active, onRemove }: CustomFilterChipsProps) =>
  Object.entries(active ?? {}).map(([key, value]) => {
    const field = fields?.find((candidate) => candidate.key === key);
    const applied = !fields || (field !== undefined && 'value' in customFilterValue(field, value));
    const text = customFilterText(field, key, value);
    return (
      <Chip
        key={key}
        label={applied ? text : `${text} (not applied)`}
        title={applied ? text : 'This field or value no longer exists; the list ignores it'}
        variant={applied ? 'filled' : 'outlined'}
        onDelete={() => onRemove(key)}
        sx={{ maxWidth: 220, my: 0.5 }}
      />
    );
  });
