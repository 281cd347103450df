import AssignmentIndOutlinedIcon from '@mui/icons-material/AssignmentIndOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BULK_ASSIGN_MAX } from '@salesflow/shared/teams/assignment.schema';

export interface SelectionBarProps {
  count: number;
  onAssign: () => void;
  onClear: () => void;
}

/**
 * While contacts are ticked: how many, Assign and Clear. It follows the list and stays in sight at
 * the bottom of the window, so ticking a row moves no row and the search and filter stay usable.
 */
export const SelectionBar = ({ count, onAssign, onClear }: SelectionBarProps) => {
  const tooMany = count > BULK_ASSIGN_MAX;
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
          Assign up to {BULK_ASSIGN_MAX} at a time
        </Typography>
      ) : null}
      <Button
        size="small"
        variant="contained"
        startIcon={<AssignmentIndOutlinedIcon />}
        disabled={tooMany}
        onClick={onAssign}
        sx={{ ml: 'auto' }}
      >
        Assign
      </Button>
      <Button size="small" onClick={onClear}>
        Clear
      </Button>
    </Paper>
  );
};
