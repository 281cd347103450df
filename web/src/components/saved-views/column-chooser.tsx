import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';

export interface ColumnChooserProps<C extends string> {
  /** Every column a view of the list may show, in the table's order. */
  options: readonly C[];
  labels: Record<C, string>;
  /** The one always shown (the record's name or title). */
  fixed: C;
  columns: readonly C[];
  onChange: (columns: C[]) => void;
}

/** Which columns the table shows (saved with a view); the record's name is always there. */
export const ColumnChooser = <C extends string>({
  options,
  labels,
  fixed,
  columns,
  onChange,
}: ColumnChooserProps<C>) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const toggle = (column: C) =>
    onChange(
      options.filter((candidate) =>
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
        {options.map((column) => {
          const shown = columns.includes(column);
          return (
            <MenuItem
              key={column}
              role="menuitemcheckbox"
              aria-checked={shown}
              disabled={column === fixed}
              onClick={() => toggle(column)}
              dense
            >
              <ListItemIcon>
                <Checkbox size="small" edge="start" checked={shown} tabIndex={-1} disableRipple />
              </ListItemIcon>
              <ListItemText>{labels[column]}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
};
