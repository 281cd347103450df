import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { DEAL_STAGES, type DealStage } from '@salesflow/shared/deals/deal.schema';
import { useId, useState } from 'react';
import { stageLabel } from '../utils/deal-labels';

export interface StageFilterProps {
  /** None chosen: every stage. */
  value: readonly DealStage[] | undefined;
  onChange: (stages: DealStage[] | undefined) => void;
}

/**
 * Several pipeline stages; the table shows deals in any of them. A deals copy of the Contacts
 * screen's choice filter (features do not import each other), its labels as plain text: importing
 * ListItemText here too would split the sidebar's list chunk and add to the first screen.
 */
export const StageFilter = ({ value = [], onChange }: StageFilterProps) => {
  const labelId = useId();
  // Kept here too, so quick clicks each add to the last one before the address has it.
  const [chosen, setChosen] = useState<readonly DealStage[]>(value);
  const key = value.join(',');
  const [seen, setSeen] = useState(key);
  if (seen !== key) {
    setSeen(key);
    setChosen(value);
  }
  return (
    <FormControl size="small" sx={{ width: { xs: '100%', sm: 180 } }}>
      <InputLabel id={labelId}>Stage</InputLabel>
      <Select<DealStage[]>
        multiple
        labelId={labelId}
        label="Stage"
        value={[...chosen]}
        onChange={(event) => {
          const picked = event.target.value;
          const list = typeof picked === 'string' ? (picked.split(',') as DealStage[]) : picked;
          // In the pipeline's order, as the address and the server keep them.
          const ordered = DEAL_STAGES.filter((stage) => list.includes(stage));
          setChosen(ordered);
          onChange(ordered.length ? ordered : undefined);
        }}
        renderValue={(stages) => stages.map(stageLabel).join(', ')}
      >
        {DEAL_STAGES.map((stage) => (
          <MenuItem key={stage} value={stage} dense>
            <Checkbox size="small" checked={chosen.includes(stage)} sx={{ p: 0.5, mr: 1 }} />
            {stageLabel(stage)}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
};
