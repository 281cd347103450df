import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';

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

/** A list's custom fields offered as columns (`cf.<key>`), read when the menu first opens. */
export interface CustomColumnChoices {
  /** Undefined until read. */
  fields: readonly { key: string; label: string }[] | undefined;
  loading: boolean;
  load: () => void;
}

export interface ColumnChooserProps<C extends string> {
  /** Every column a view of the list may show, in the table's order. */
  options: readonly C[];
  labels: Record<C, string>;
  /** The one always shown (the record's name or title). */
  fixed: C;
  /** What the table shows: the list's own columns, and custom fields' (`cf.<key>`). */
  columns: readonly string[];
  onChange: (columns: string[]) => void;
  /** The list's custom fields, offered after its own columns in the order they were made. */
  custom?: CustomColumnChoices;
}

/**
 * Which columns the table shows (saved with a view); the record's name is always there. The list's
 * own columns keep the table's order; custom fields' follow in the order they were ticked. A
 * column of a field deleted since is forgotten by the next change.
 */
export const ColumnChooser = <C extends string>({
  options,
  labels,
  fixed,
  columns,
  onChange,
  custom,
}: ColumnChooserProps<C>) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const fields = custom?.fields;
  const toggle = (column: string) => {
    const own = options.filter((candidate) =>
      candidate === column ? !columns.includes(column) : columns.includes(candidate),
    );
    const keys = fields?.map((field) => `cf.${field.key}`);
    const customShown = columns.filter(
      (c) => c.startsWith('cf.') && c !== column && (!keys || keys.includes(c)),
    );
    const added = column.startsWith('cf.') && !columns.includes(column) ? [column] : [];
    onChange([...own, ...customShown, ...added]);
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
          custom?.load();
          setAnchor(event.currentTarget);
        }}
      >
        Columns
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {options.map((column) => (
          <ColumnItem
            key={column}
            label={labels[column]}
            shown={columns.includes(column)}
            disabled={column === fixed}
            onToggle={() => toggle(column)}
          />
        ))}
        {fields?.length ? <ListSubheader>Custom fields</ListSubheader> : null}
        {fields?.map((field) => {
          const column = `cf.${field.key}`;
          return (
            <ColumnItem
              key={column}
              label={field.label}
              shown={columns.includes(column)}
              onToggle={() => toggle(column)}
            />
          );
        })}
        {custom?.loading ? (
          <MenuItem disabled dense>
            Loading custom fields…
          </MenuItem>
        ) : null}
      </Menu>
    </>
  );
};
