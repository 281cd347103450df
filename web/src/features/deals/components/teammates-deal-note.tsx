import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { TEAMMATES_DEAL, TEAMMATES_DEAL_HINT } from '../utils/deal-labels';

/**
 * Where a deal the user may not change would offer Edit, Delete or dragging: a lock and
 * "Teammate's deal", with the reason on hover and as its accessible name (the server would
 * refuse the change).
 */
export const TeammatesDealNote = () => (
  <Tooltip title={TEAMMATES_DEAL_HINT}>
    <Box
      role="note"
      aria-label={TEAMMATES_DEAL_HINT}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}
    >
      <LockOutlinedIcon aria-hidden sx={{ fontSize: 16 }} />
      <Typography variant="caption" noWrap>
        {TEAMMATES_DEAL}
      </Typography>
    </Box>
  </Tooltip>
);
