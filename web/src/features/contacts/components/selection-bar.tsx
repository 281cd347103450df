import AssignmentIndOutlinedIcon from '@mui/icons-material/AssignmentIndOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import PhoneForwardedOutlinedIcon from '@mui/icons-material/PhoneForwardedOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BULK_JOB_IDS_MAX } from '@salesflow/shared/contacts/contact-bulk.schema';
import type { ContactStatus } from '@salesflow/shared/contacts/contact-statuses';
import type { BulkTagMode } from './bulk-tag-dialog';
import { StatusMenuButton, TagsMenuButton } from './selection-bar-menus';

export interface SelectionBarProps {
  count: number;
  /** Every contact the list matches is chosen ("Select all N matching"), not only those ticked. */
  matching?: boolean;
  /** How many the list matches when its count says so (no search or filter but whose leads). */
  matchingTotal?: number | null;
  /** Offered while every row shown is ticked and the list has more: choose all it matches. */
  onSelectMatching?: (() => void) | undefined;
  /** Assign the ticked leads (managers and above); absent, not offered. */
  onAssign?: (() => void) | undefined;
  onStatus: (status: ContactStatus) => void;
  /** Add a tag to the ticked contacts, or take one off them; absent, not offered. */
  onTag?: ((mode: BulkTagMode) => void) | undefined;
  /** Ask to delete the ticked contacts (to the trash); absent, not offered. */
  onDelete?: (() => void) | undefined;
  /** Choose the ticked leads for the user's next auto-calling run; absent, not offered. */
  onAutoCall?: (() => void) | undefined;
  /** A bulk action is at work: its buttons wait. */
  pending?: boolean;
  onClear: () => void;
}

const count = (n: number) => n.toLocaleString('en-US');

/** "12 selected", or what "Select all matching" chose. */
const selectedLabel = (selected: number, matching: boolean, total: number | null) => {
  if (!matching) return `${count(selected)} selected`;
  return total === null
    ? 'All matching contacts selected'
    : `All ${count(total)} matching selected`;
};

/**
 * While contacts are ticked: how many (and, once the whole page is, "Select all N matching"),
 * Assign (for those who may), Set status, Tags (add or remove one), Delete (for those who may)
 * and Clear.
 * It follows the list and stays in sight at the bottom of the window, so ticking a row moves no
 * row and the search and filter stay usable. Each contact is checked on the server as its own
 * change would be; the toast names those refused. Past 200 ids, or for a filter, the action runs
 * as a job; past 5,000 ids it is not offered.
 */
export const SelectionBar = ({
  count: selected,
  matching = false,
  matchingTotal = null,
  onSelectMatching,
  onAssign,
  onStatus,
  onTag,
  onDelete,
  onAutoCall,
  pending = false,
  onClear,
}: SelectionBarProps) => {
  const tooMany = !matching && selected > BULK_JOB_IDS_MAX;
  const disabled = tooMany || pending;
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
        {selectedLabel(selected, matching, matchingTotal)}
      </Typography>
      {onSelectMatching && !matching ? (
        <Button size="small" onClick={onSelectMatching} disabled={pending}>
          {matchingTotal === null
            ? 'Select all matching'
            : `Select all ${count(matchingTotal)} matching`}
        </Button>
      ) : null}
      {tooMany ? (
        <Typography variant="body2" color="textSecondary">
          Up to {count(BULK_JOB_IDS_MAX)} at a time
        </Typography>
      ) : null}
      {onAssign ? (
        <Button
          size="small"
          variant="contained"
          startIcon={<AssignmentIndOutlinedIcon />}
          disabled={disabled}
          onClick={onAssign}
          sx={{ ml: 'auto' }}
        >
          Assign
        </Button>
      ) : null}
      <StatusMenuButton
        disabled={disabled}
        onChoose={onStatus}
        sx={onAssign ? undefined : { ml: 'auto' }}
      />
      {onTag ? <TagsMenuButton disabled={disabled} onChoose={onTag} /> : null}
      {onAutoCall ? (
        <Button
          size="small"
          variant="outlined"
          startIcon={<PhoneForwardedOutlinedIcon />}
          disabled={disabled}
          onClick={onAutoCall}
        >
          Add to auto-calling
        </Button>
      ) : null}
      {onDelete ? (
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutlinedIcon />}
          disabled={disabled}
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
