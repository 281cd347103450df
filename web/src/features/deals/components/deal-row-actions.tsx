import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { Deal } from '@salesflow/shared/deals/deal.schema';
import type { OpenDealDialog } from '../hooks/use-deal-dialogs';
import { useDealRules } from '../hooks/use-deal-rules';
import { TeammatesDealNote } from './teammates-deal-note';

export interface DealRowActionsProps {
  deal: Deal;
  onAction: OpenDealDialog;
}

/**
 * Edit and Delete for one deal; named after the deal so each row's buttons can be told apart. A
 * deal the user may not change (a member's teammate's) offers neither, and says why.
 */
export const DealRowActions = ({ deal, onAction }: DealRowActionsProps) => {
  const { mayChange } = useDealRules();
  if (!mayChange(deal)) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <TeammatesDealNote />
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.25 }}>
      <Tooltip title="Edit">
        <IconButton
          size="small"
          aria-label={`Edit ${deal.title}`}
          onClick={() => onAction('form', deal)}
        >
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete">
        <IconButton
          size="small"
          aria-label={`Delete ${deal.title}`}
          onClick={() => onAction('delete', deal)}
          sx={{ color: 'error.main' }}
        >
          <DeleteOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
};
