import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { DealListAddress } from '../hooks/use-deal-list-address';
import { AssigneeFilter } from './assignee-filter';
import { DealRangeFilters } from './deal-range-filters';
import { DealTagFilter } from './deal-tag-filter';
import { StageFilter } from './stage-filter';

export interface DealsFilterBarProps {
  list: DealListAddress;
}

/**
 * Stage, value, close-date, tag and assignee filters under the search, Clear filters while any is set. What they
 * set lives in the address (hooks/use-deal-list-address.ts); on small screens they wrap.
 */
export const DealsFilterBar = ({ list }: DealsFilterBarProps) => (
  <Box
    role="group"
    aria-label="Filters"
    sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}
  >
    <StageFilter value={list.params.stage} onChange={(stage) => list.setParams({ stage })} />
    <DealRangeFilters params={list.params} onApply={(patch) => list.setParams(patch)} />
    <DealTagFilter value={list.params.tag} onApply={(tag) => list.setParams({ tag })} />
    <AssigneeFilter
      value={list.params.assignedTo}
      onChange={(assignedTo) => list.setParams({ assignedTo })}
    />
    {list.clearFilters ? (
      <Button
        startIcon={<FilterAltOffOutlinedIcon />}
        onClick={list.clearFilters}
        sx={{ height: 40 }}
      >
        Clear filters
      </Button>
    ) : null}
  </Box>
);
