import FilterListIcon from '@mui/icons-material/FilterList';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import type { CustomFieldEntity } from '@salesflow/shared/custom-fields/custom-field';
import { useId, useState } from 'react';
import { CustomFilterForm } from './custom-filter-form';
import type { CustomFilters } from './custom-filters';
import type { ListCustomFieldsState } from './use-list-custom-fields';

const NOUNS: Record<CustomFieldEntity, string> = { contact: 'Contacts', deal: 'Deals' };

export interface CustomFilterMenuProps {
  /** Read when the menu first opens. */
  customFields: ListCustomFieldsState;
  active: CustomFilters | undefined;
  onChange: (custom: CustomFilters) => void;
}

/**
 * "More filters": one compact button (the filter row is full at 1280 px) opening a filter by one
 * of the list's custom fields; the filters set show as chips beside it (custom-filter-chips.tsx).
 */
export const CustomFilterMenu = ({
  customFields,
  active = {},
  onChange,
}: CustomFilterMenuProps) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const { fields, loading, failed } = customFields;
  const note = loading
    ? 'Loading custom fields…'
    : failed
      ? 'Could not load the custom fields. Please try again.'
      : `${NOUNS[customFields.entity]} have no custom fields yet. Admins add them in Settings, under Custom fields.`;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FilterListIcon />}
        aria-haspopup="dialog"
        aria-controls={anchor ? popoverId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          customFields.load();
          setAnchor(event.currentTarget);
        }}
        sx={{ height: 40 }}
      >
        More filters
      </Button>
      <Popover
        id={popoverId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Filter by a custom field' } }}
      >
        {fields?.length ? (
          <CustomFilterForm
            fields={fields}
            active={active}
            onApply={(key, value) => {
              setAnchor(null);
              onChange({ ...active, [key]: value });
            }}
          />
        ) : (
          <Typography variant="body2" sx={{ p: 2, maxWidth: 280 }}>
            {note}
          </Typography>
        )}
      </Popover>
    </>
  );
};
