import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import LinkOffOutlinedIcon from '@mui/icons-material/LinkOffOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { InvitationPreview } from '@salesflow/shared/teams/team.schema';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

interface ClosedProps {
  icon: ReactNode;
  title: string;
  message: string;
  signedIn: boolean;
}

const Closed = ({ icon, title, message, signedIn }: ClosedProps) => (
  <Box sx={{ textAlign: 'center' }}>
    <Box sx={{ color: 'text.secondary', '& svg': { fontSize: 44 }, mb: 1 }}>{icon}</Box>
    <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
      {title}
    </Typography>
    <Typography color="textSecondary" sx={{ mb: 3 }}>
      {message}
    </Typography>
    {signedIn ? (
      <Button variant="contained" component={Link} to={paths.app.dashboard}>
        Go to SalesFlow
      </Button>
    ) : (
      <Button variant="outlined" component={Link} to={paths.home}>
        Go to home page
      </Button>
    )}
  </Box>
);

export interface InvitationClosedProps {
  invitation: InvitationPreview;
  signedIn: boolean;
}

/** An invitation that can no longer be accepted: expired, revoked or already used. */
export const InvitationClosed = ({ invitation, signedIn }: InvitationClosedProps) => {
  const who = invitation.inviterName;
  const where = invitation.organizationName;
  switch (invitation.status) {
    case 'expired':
      return (
        <Closed
          icon={<EventBusyOutlinedIcon />}
          title="This invitation has expired"
          message={`Invitation links work for 7 days. Ask ${who} to send you a new invitation to ${where}.`}
          signedIn={signedIn}
        />
      );
    case 'revoked':
      return (
        <Closed
          icon={<LinkOffOutlinedIcon />}
          title="This invitation was revoked"
          message={`${where} withdrew this invitation. Ask ${who} if you should still join.`}
          signedIn={signedIn}
        />
      );
    default:
      return (
        <Closed
          icon={<TaskAltIcon />}
          title="This invitation was already used"
          message={`Each invitation link works once. If you joined ${where} with it, sign in to continue.`}
          signedIn={signedIn}
        />
      );
  }
};

export interface InvitationInvalidProps {
  /** The server's reason, when it gave one. */
  message: string | undefined;
}

/** A link whose token the server does not know (mistyped, or replaced by a newer invitation). */
export const InvitationInvalid = ({ message }: InvitationInvalidProps) => (
  <Closed
    icon={<LinkOffOutlinedIcon />}
    title="This invitation link is not valid"
    message={message ?? 'Check that you opened the whole link from the latest invitation email.'}
    signedIn={false}
  />
);
