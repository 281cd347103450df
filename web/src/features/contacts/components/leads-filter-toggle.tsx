import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LEADS_FILTER_LABELS, LEADS_FILTERS, type LeadsFilter } from '../utils/leads-filter';

export interface LeadsFilterToggleProps {
  /** Null: one member's leads (from a view), none of the three. */
  value: LeadsFilter | null;
  onChange: (filter: LeadsFilter) => void;
}

/** All contacts | My leads | Unassigned, beside the search; one is always chosen. */
export const LeadsFilterToggle = ({ value, onChange }: LeadsFilterToggleProps) => (
  <ToggleButtonGroup
    exclusive
    size="small"
    value={value}
    onChange={(_event, next: LeadsFilter | null) => {
      if (next) onChange(next);
    }}
    aria-label="Show leads"
    sx={{ height: 40, flex: { xs: '1 1 100%', sm: 'none' } }}
  >
    {LEADS_FILTERS.map((filter) => (
      <ToggleButton
        key={filter}
        value={filter}
        sx={{ px: { xs: 1, sm: 1.5 }, flex: { xs: 1, sm: 'none' }, whiteSpace: 'nowrap' }}
      >
        {LEADS_FILTER_LABELS[filter]}
      </ToggleButton>
    ))}
  </ToggleButtonGroup>
);
