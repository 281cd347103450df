import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useId } from 'react';

export interface AssigneeFilterProps {
  /** `me`, `none`, a member's id (from a shared address), or none: every deal. */
  value: string | undefined;
  onChange: (assignedTo: string | undefined) => void;
}

const ANYONE = 'anyone';

/** Anyone | My deals | Unassigned: whose lead a deal follows (GET /api/deals' `assignedTo`). */
export const AssigneeFilter = ({ value, onChange }: AssigneeFilterProps) => {
  const labelId = useId();
  const member = value !== undefined && value !== 'me' && value !== 'none';
  return (
    <FormControl size="small" sx={{ width: { xs: '100%', sm: 150 } }}>
      <InputLabel id={labelId}>Assigned to</InputLabel>
      <Select<string>
        labelId={labelId}
        label="Assigned to"
        value={value ?? ANYONE}
        onChange={(event) => {
          const next = event.target.value;
          onChange(next === ANYONE ? undefined : next);
        }}
      >
        <MenuItem value={ANYONE} dense>
          Anyone
        </MenuItem>
        <MenuItem value="me" dense>
          My deals
        </MenuItem>
        <MenuItem value="none" dense>
          Unassigned
        </MenuItem>
        {member ? (
          <MenuItem value={value} dense>
            A teammate
          </MenuItem>
        ) : null}
      </Select>
    </FormControl>
  );
};
