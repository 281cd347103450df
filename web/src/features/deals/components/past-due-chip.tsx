import CancelIcon from '@mui/icons-material/Cancel';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import Chip from '@mui/material/Chip';

export interface PastDueChipProps {
  onDismiss: () => void;
}

/**
 * Says the list shows only open deals past their expected close date; dismissing it (its cross,
 * or Delete on the focused chip) shows every deal again.
 */
export const PastDueChip = ({ onDismiss }: PastDueChipProps) => (
  <Chip
    icon={<EventBusyOutlinedIcon />}
    label="Past close date"
    color="warning"
    variant="outlined"
    onDelete={onDismiss}
    deleteIcon={<CancelIcon titleAccess="Show all deals" />}
    sx={{ alignSelf: 'flex-start' }}
  />
);
