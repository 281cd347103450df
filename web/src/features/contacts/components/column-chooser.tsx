import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import {
  CONTACT_VIEW_COLUMNS,
  type ContactViewColumn,
  VIEW_COLUMN_LABELS,
} from '../utils/contact-view-columns';

export interface ColumnChooserProps {
  columns: readonly ContactViewColumn[];
  onChange: (columns: ContactViewColumn[]) => void;
}

/** Which columns the table shows (saved with a view); the name is always there. */
export const ColumnChooser = ({ columns, onChange }: ColumnChooserProps) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const toggle = (column: ContactViewColumn) =>
    onChange(
      CONTACT_VIEW_COLUMNS.filter((candidate) =>
        candidate === column ? !columns.includes(column) : columns.includes(candidate),
      ),
    );
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ViewColumnOutlinedIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Columns
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {CONTACT_VIEW_COLUMNS.map((column) => {
          const shown = columns.includes(column);
          return (
            <MenuItem
              key={column}
              role="menuitemcheckbox"
              aria-checked={shown}
              disabled={column === 'name'}
              onClick={() => toggle(column)}
              dense
            >
              <ListItemIcon>
                <Checkbox size="small" edge="start" checked={shown} tabIndex={-1} disableRipple />
              </ListItemIcon>
              <ListItemText>{VIEW_COLUMN_LABELS[column]}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
};
