import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import { CONTACT_STATUSES, type ContactStatus } from '@salesflow/shared/contacts/contact-statuses';
import { useState } from 'react';
import type { BulkTagMode } from './bulk-tag-dialog';

const STATUS_LABELS: Record<ContactStatus, string> = { hot: 'Hot', warm: 'Warm', cold: 'Cold' };

interface MenuButtonProps<T> {
  disabled: boolean;
  onChoose: (choice: T) => void;
  sx?: SxProps<Theme> | undefined;
}

/** The selection bar's Set status: a menu of the statuses. */
export const StatusMenuButton = ({ disabled, onChoose, sx }: MenuButtonProps<ContactStatus>) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        disabled={disabled}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={sx}
      >
        Set status
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {CONTACT_STATUSES.map((status) => (
          <MenuItem
            key={status}
            onClick={() => {
              setAnchor(null);
              onChoose(status);
            }}
          >
            {STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};

const TAG_CHOICES: { mode: BulkTagMode; label: string }[] = [
  { mode: 'tag', label: 'Add a tag' },
  { mode: 'untag', label: 'Remove a tag' },
];

/** The selection bar's Tags: add a tag to the selection, or take one off it. */
export const TagsMenuButton = ({ disabled, onChoose }: MenuButtonProps<BulkTagMode>) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<LocalOfferOutlinedIcon />}
        disabled={disabled}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Tags
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {TAG_CHOICES.map(({ mode, label }) => (
          <MenuItem
            key={mode}
            onClick={() => {
              setAnchor(null);
              onChoose(mode);
            }}
          >
            {label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
