import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { CONTACT_SOURCES } from '@salesflow/shared/contacts/contact-source';
import { CONTACT_STATUSES } from '@salesflow/shared/contacts/contact-statuses';
import { capitalise } from '@salesflow/shared/contacts/score-band';
import type { ReactNode } from 'react';
import { CustomFilterChips } from '../../../components/custom-filters/custom-filter-chips';
import { CustomFilterMenu } from '../../../components/custom-filters/custom-filter-menu';
import { ColumnChooser } from '../../../components/saved-views/column-chooser';
import { ViewsMenu } from '../../../components/saved-views/views-menu';
import { TagFilter } from '../../../components/tags/tag-filter';
import type { ContactsListState } from '../hooks/use-contacts-list';
import { sourceLabel } from '../utils/contact-labels';
import {
  CONTACT_VIEW_COLUMNS,
  readViewColumns,
  VIEW_COLUMN_LABELS,
} from '../utils/contact-view-columns';
import { ChoiceFilter } from './choice-filter';
import { RangeFilters, type RangePatch } from './range-filters';

export interface ContactsFilterBarProps {
  list: ContactsListState;
  /** The column chooser, beside the views (the table's; cards have no columns). */
  showColumns: boolean;
  /** More buttons before the views (Duplicates). */
  extra?: ReactNode;
}

/**
 * Status, source, score, creation-day and tag filters under the search, custom fields' behind
 * More filters (each set one a chip), Clear filters while any is set; the saved views and the
 * column chooser at the end.
 */
export const ContactsFilterBar = ({ list, showColumns, extra }: ContactsFilterBarProps) => {
  const { params, setParams: onChange, columns, setColumns } = list.address;
  const { customFields } = list;
  const removeCustom = (key: string) => {
    const { [key]: _removed, ...rest } = params.custom ?? {};
    onChange({ custom: Object.keys(rest).length ? rest : undefined });
  };
  return (
    <Box
      role="group"
      aria-label="Filters"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5, mt: 1.5 }}
    >
      <ChoiceFilter
        label="Status"
        options={CONTACT_STATUSES}
        labelOf={capitalise}
        value={params.status}
        onChange={(status) => onChange({ status })}
        width={140}
      />
      <ChoiceFilter
        label="Source"
        options={CONTACT_SOURCES}
        labelOf={sourceLabel}
        value={params.source}
        onChange={(source) => onChange({ source })}
        width={160}
      />
      <RangeFilters params={params} onApply={(patch: RangePatch) => onChange(patch)} />
      <TagFilter value={params.tag} onApply={(tag) => onChange({ tag })} />
      <CustomFilterMenu
        customFields={customFields}
        active={params.custom}
        onChange={(custom) => onChange({ custom })}
      />
      <CustomFilterChips
        fields={customFields.fields}
        active={params.custom}
        onRemove={removeCustom}
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
      <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
        {extra}
        <ViewsMenu views={list.views} />
        {showColumns ? (
          <ColumnChooser
            options={CONTACT_VIEW_COLUMNS}
            labels={VIEW_COLUMN_LABELS}
            fixed="name"
            columns={columns}
            onChange={(next) => setColumns(readViewColumns(next))}
            custom={customFields}
          />
        ) : null}
      </Box>
    </Box>
  );
};
