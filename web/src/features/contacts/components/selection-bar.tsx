import AssignmentIndOutlinedIcon from '@mui/icons-material/AssignmentIndOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BULK_JOB_IDS_MAX } from '@salesflow/shared/contacts/contact-bulk.schema';
import { CONTACT_STATUSES, type ContactStatus } from '@salesflow/shared/contacts/contact-statuses';
import { useState } from 'react';
import type { BulkTagMode } from './bulk-tag-dialog';

export interface SelectionBarProps {
  count: number;
  /** Assign the ticked leads (managers and above); absent, not offered. */
  onAssign?: (() => void) | undefined;
  onStatus: (status: ContactStatus) => void;
  /** Add a tag to the ticked contacts, or take one off them; absent, not offered. */
  onTag?: ((mode: BulkTagMode) => void) | undefined;
  /** Ask to delete the ticked contacts (to the trash); absent, not offered. */
  onDelete?: (() => void) | undefined;
  /** A bulk action is at work: its buttons wait. */
  pending?: boolean;
  onClear: () => void;
}

const STATUS_LABELS: Record<ContactStatus, string> = { hot: 'Hot', warm: 'Warm', cold: 'Cold' };

/**
 * While contacts are ticked: how many, Assign (for those who may), Set status, Tags (add or
 * remove one), Delete (for those who may) and Clear.
 * It follows the list and stays in sight at the bottom of the window, so ticking a row moves no
 * row and the search and filter stay usable. Each contact is checked on the server as its own
 * change would be; the toast names those refused. Past 200 contacts the action runs as a job;
 * past 5,000 it is not offered.
 */
export const SelectionBar = ({
  count,
  onAssign,
  onStatus,
  onTag,
  onDelete,
  pending = false,
  onClear,
}: SelectionBarProps) => {
  const tooMany = count > BULK_JOB_IDS_MAX;
  const [statusMenu, setStatusMenu] = useState<HTMLElement | null>(null);
  const [tagMenu, setTagMenu] = useState<HTMLElement | null>(null);
  return (
    <Paper
      role="toolbar"
      aria-label="Selected contacts"
      elevation={6}
      sx={{
        position: 'sticky',
        bottom: 16,
        zIndex: 'appBar',
        mt: 2,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1,
        rowGap: 0.5,
        px: 2,
        py: 1,
        border: 1,
        borderColor: 'primary.main',
      }}
    >
      <Typography sx={{ fontWeight: 600, mr: 1 }} aria-live="polite">
        {count.toLocaleString('en-US')} selected
      </Typography>
      {tooMany ? (
        <Typography variant="body2" color="textSecondary">
          Up to {BULK_JOB_IDS_MAX.toLocaleString('en-US')} at a time
        </Typography>
      ) : null}
      {onAssign ? (
        <Button
          size="small"
          variant="contained"
          startIcon={<AssignmentIndOutlinedIcon />}
          disabled={tooMany || pending}
          onClick={onAssign}
          sx={{ ml: 'auto' }}
        >
          Assign
        </Button>
      ) : null}
      <Button
        size="small"
        variant="outlined"
        disabled={tooMany || pending}
        aria-haspopup="menu"
        onClick={(event) => setStatusMenu(event.currentTarget)}
        sx={onAssign ? undefined : { ml: 'auto' }}
      >
        Set status
      </Button>
      <Menu anchorEl={statusMenu} open={statusMenu !== null} onClose={() => setStatusMenu(null)}>
        {CONTACT_STATUSES.map((status) => (
          <MenuItem
            key={status}
            onClick={() => {
              setStatusMenu(null);
              onStatus(status);
            }}
          >
            {STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </Menu>
      {onTag ? (
        <>
          <Button
            size="small"
            variant="outlined"
            startIcon={<LocalOfferOutlinedIcon />}
            disabled={tooMany || pending}
            aria-haspopup="menu"
            onClick={(event) => setTagMenu(event.currentTarget)}
          >
            Tags
          </Button>
          <Menu anchorEl={tagMenu} open={tagMenu !== null} onClose={() => setTagMenu(null)}>
            <MenuItem
              onClick={() => {
                setTagMenu(null);
                onTag('tag');
              }}
            >
              Add a tag
            </MenuItem>
            <MenuItem
              onClick={() => {
                setTagMenu(null);
                onTag('untag');
              }}
            >
              Remove a tag
            </MenuItem>
          </Menu>
        </>
      ) : null}
      {onDelete ? (
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutlinedIcon />}
          disabled={tooMany || pending}
          aria-haspopup="dialog"
          onClick={onDelete}
        >
          Delete
        </Button>
      ) : null}
      <Button size="small" onClick={onClear}>
        Clear
      </Button>
    </Paper>
  );
};
