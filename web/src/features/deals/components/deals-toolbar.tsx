import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DEAL_STAGES } from '@salesflow/shared/deals/deal.schema';
import { ExportButton } from '../../../components/csv-export/export-button';
import { SearchField } from '../../../components/search-field';
import type { StageFilter } from '../hooks/use-stage-filter-param';
import { stageLabel } from '../utils/deal-labels';

export interface DealsToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  stage: StageFilter;
  onStageChange: (stage: StageFilter) => void;
  exporting: boolean;
  /** Deals gathered so far while exporting. */
  exportProgress: number | null;
  onExport: () => void;
}

export const DealsToolbar = ({
  search,
  onSearchChange,
  stage,
  onStageChange,
  exporting,
  exportProgress,
  onExport,
}: DealsToolbarProps) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
    <SearchField
      label="Search deals"
      value={search}
      onChange={onSearchChange}
      sx={{ flex: { xs: '1 1 100%', sm: '0 1 360px' } }}
    />
    <TextField
      select
      size="small"
      value={stage}
      onChange={(event) => onStageChange(event.target.value as StageFilter)}
      sx={{ flex: { xs: '1 1 0', sm: '0 0 180px' } }}
      slotProps={{ htmlInput: { 'aria-label': 'Stage filter' } }}
    >
      <MenuItem value="all">All Stages</MenuItem>
      {DEAL_STAGES.map((option) => (
        <MenuItem key={option} value={option}>
          {stageLabel(option)}
        </MenuItem>
      ))}
    </TextField>
    <Box sx={{ ml: { sm: 'auto' } }}>
      <ExportButton exporting={exporting} progress={exportProgress} onExport={onExport} />
    </Box>
  </Box>
);
