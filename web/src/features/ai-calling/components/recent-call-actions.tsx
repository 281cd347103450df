import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { AiCall } from '@salesflow/shared/ai-calls/ai-call.schema';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { callContactName } from '../utils/call-labels';

export interface RecentCallActionsProps {
  call: AiCall;
  onView: (call: AiCall) => void;
}

/** The two actions of a recent call: its transcript and recording, and its contact. */
export const RecentCallActions = ({ call, onView }: RecentCallActionsProps) => {
  const navigate = useNavigate();
  const who = callContactName(call);
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
      <Tooltip title="View call">
        <IconButton size="small" aria-label={`View call with ${who}`} onClick={() => onView(call)}>
          <VisibilityOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Open contact">
        <IconButton
          size="small"
          aria-label={`Open contact ${who}`}
          onClick={() => navigate(paths.app.contactDetail(call.contactId))}
        >
          <PersonOutlineIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
};
