import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import type { ContactCustomFieldsState } from '../hooks/use-contact-custom-fields';
import {
  CONTACT_VIEW_COLUMNS,
  type ContactViewColumn,
  customColumnOf,
  isCustomViewColumn,
  readViewColumns,
  VIEW_COLUMN_LABELS,
} from '../utils/contact-view-columns';

interface ColumnItemProps {
  label: string;
  shown: boolean;
  disabled?: boolean;
  onToggle: () => void;
}

const ColumnItem = ({ label, shown, disabled = false, onToggle }: ColumnItemProps) => (
  <MenuItem
    role="menuitemcheckbox"
    aria-checked={shown}
    disabled={disabled}
    onClick={onToggle}
    dense
  >
    <ListItemIcon>
      <Checkbox size="small" edge="start" checked={shown} tabIndex={-1} disableRipple />
    </ListItemIcon>
    <ListItemText>{label}</ListItemText>
  </MenuItem>
);

export interface ColumnChooserProps {
  columns: readonly ContactViewColumn[];
  onChange: (columns: ContactViewColumn[]) => void;
  /** The contact fields, offered as columns too; read when the menu first opens. */
  customFields: ContactCustomFieldsState;
}

/**
 * Which columns the table shows (saved with a view); the name is always there. The custom fields
 * come after the list's own columns, in the order they were made.
 */
export const ColumnChooser = ({ columns, onChange, customFields }: ColumnChooserProps) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const { fields } = customFields;
  const toggle = (column: ContactViewColumn) => {
    const next = columns.includes(column)
      ? columns.filter((candidate) => candidate !== column)
      : [...columns, column];
    // A column of a field deleted since is not shown: a change forgets it.
    const keys = fields?.map((field) => field.key);
    onChange(
      readViewColumns(
        next.filter((c) => !keys || !isCustomViewColumn(c) || keys.includes(c.slice(3))),
      ),
    );
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ViewColumnOutlinedIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          customFields.load();
          setAnchor(event.currentTarget);
        }}
      >
        Columns
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {CONTACT_VIEW_COLUMNS.map((column) => (
          <ColumnItem
            key={column}
            label={VIEW_COLUMN_LABELS[column]}
            shown={columns.includes(column)}
            disabled={column === 'name'}
            onToggle={() => toggle(column)}
          />
        ))}
        {fields?.length ? <ListSubheader>Custom fields</ListSubheader> : null}
        {fields?.map((field) => {
          const column = customColumnOf(field.key);
          return (
            <ColumnItem
              key={column}
              label={field.label}
              shown={columns.includes(column)}
              onToggle={() => toggle(column)}
            />
          );
        })}
        {customFields.loading ? (
          <MenuItem disabled dense>
            Loading custom fields…
          </MenuItem>
        ) : null}
      </Menu>
    </>
  );
};
