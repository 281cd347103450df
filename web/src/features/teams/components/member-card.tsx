import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { capitalise } from '@salesflow/shared/contacts/score-band';
import type { TeamMember } from '@salesflow/shared/teams/team.schema';
import { MutedText } from '../../../components/muted-text';
import { personName } from '../utils/team-labels';
import type { TeamViewer } from '../utils/team-viewer';
import { type MemberAction, MemberActions } from './member-actions';
import { RoleChip } from './role-icon';

export interface MemberCardProps {
  member: TeamMember;
  viewer: TeamViewer;
  onAction: MemberAction;
}

const initialsOf = (name: string) =>
  name
    .split(/[\s@._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

/** One member: name (or email), email, role with its icon, status, and what the viewer may do. */
export const MemberCard = ({ member, viewer, onAction }: MemberCardProps) => {
  const name = personName(member.user);
  const isYou = member.id === viewer.id;
  return (
    <Card component="li" aria-label={name} sx={{ listStyle: 'none' }}>
      <CardContent sx={{ display: 'flex', gap: 1.5, '&:last-child': { pb: 2 } }}>
        <Avatar sx={{ bgcolor: 'primary.main', width: 40, height: 40 }}>{initialsOf(name)}</Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {name}
            </Typography>
            {isYou ? <Chip size="small" label="You" sx={{ height: 20 }} /> : null}
          </Box>
          <MutedText>{member.user.email}</MutedText>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
            <RoleChip role={member.role} />
            <Chip
              size="small"
              label={capitalise(member.status)}
              color={member.status === 'active' ? 'success' : 'default'}
              variant="outlined"
            />
          </Box>
        </Box>
        <MemberActions member={member} name={name} viewer={viewer} onAction={onAction} />
      </CardContent>
    </Card>
  );
};
