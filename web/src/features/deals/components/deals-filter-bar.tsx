import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { CustomFilterChips } from '../../../components/custom-filters/custom-filter-chips';
import { CustomFilterMenu } from '../../../components/custom-filters/custom-filter-menu';
import { ColumnChooser } from '../../../components/saved-views/column-chooser';
import { ViewsMenu } from '../../../components/saved-views/views-menu';
import { TagFilter } from '../../../components/tags/tag-filter';
import type { DealsListState } from '../hooks/use-deals-list';
import {
  DEAL_VIEW_COLUMN_LABELS,
  DEAL_VIEW_COLUMNS,
  readDealViewColumns,
} from '../utils/deal-view-columns';
import { AssigneeFilter } from './assignee-filter';
import { DealRangeFilters } from './deal-range-filters';
import { StageFilter } from './stage-filter';

export interface DealsFilterBarProps {
  list: DealsListState;
  /** The column chooser, beside the views (the table's; cards have no columns). */
  showColumns: boolean;
}

/**
 * Stage, value, close-date, tag and assignee filters under the search, deal custom fields' behind
 * More filters (each set one a chip), Clear filters while any is set; the saved views and the
 * column chooser at the end. What they set lives in the address (hooks/use-deal-list-address.ts);
 * on small screens they wrap.
 */
export const DealsFilterBar = ({ list, showColumns }: DealsFilterBarProps) => {
  const { params, setParams, clearFilters, columns, setColumns } = list.address;
  const { customFields } = list;
  const removeCustom = (key: string) => {
    const { [key]: _removed, ...rest } = params.custom ?? {};
    setParams({ custom: Object.keys(rest).length ? rest : undefined });
  };
  return (
    <Box
      role="group"
      aria-label="Filters"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}
    >
      <StageFilter value={params.stage} onChange={(stage) => setParams({ stage })} />
      <DealRangeFilters params={params} onApply={(patch) => setParams(patch)} />
      <TagFilter
        width={{ xs: '100%', sm: 130 }}
        value={params.tag}
        onApply={(tag) => setParams({ tag })}
      />
      <AssigneeFilter
        value={params.assignedTo}
        onChange={(assignedTo) => setParams({ assignedTo })}
      />
      <CustomFilterMenu
        customFields={customFields}
        active={params.custom}
        onChange={(custom) => setParams({ custom })}
      />
      <CustomFilterChips
        fields={customFields.fields}
        active={params.custom}
        onRemove={removeCustom}
      />
      {clearFilters ? (
        <Button startIcon={<FilterAltOffOutlinedIcon />} onClick={clearFilters} sx={{ height: 40 }}>
          Clear filters
        </Button>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
        <ViewsMenu views={list.views} />
        {showColumns ? (
          <ColumnChooser
            options={DEAL_VIEW_COLUMNS}
            labels={DEAL_VIEW_COLUMN_LABELS}
            fixed="title"
            columns={columns}
            onChange={(next) => setColumns(readDealViewColumns(next))}
            custom={customFields}
          />
        ) : null}
      </Box>
    </Box>
  );
};
