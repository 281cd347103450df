import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatCalendarDate } from '@salesflow/shared/dates/format-date';
import type { LeadAssignment } from '@salesflow/shared/teams/assignment.schema';
import { LabelledItem } from '../../../components/labelled-item';
import { MutedText } from '../../../components/muted-text';
import { personName } from '../utils/team-labels';
import { can, type TeamViewer } from '../utils/team-viewer';
import { AssignmentStatusBadge, PriorityBadge } from './priority-badge';

export interface AssignmentCardProps {
  assignment: LeadAssignment;
  viewer: TeamViewer;
  completing: boolean;
  onComplete: (assignment: LeadAssignment) => void;
  onReassign: (assignment: LeadAssignment) => void;
}

/**
 * One assignment: contact, company, score out of 100, assignee, priority, status, assigned date
 * and notes. Complete is for the assignee and managers up; Reassign for managers up.
 */
export const AssignmentCard = ({
  assignment,
  viewer,
  completing,
  onComplete,
  onReassign,
}: AssignmentCardProps) => {
  const name = assignment.contact.name;
  const active = assignment.status === 'active';
  const manages = can(viewer, 'all-records');
  const mayComplete = active && (manages || assignment.assignedTo === viewer.id);
  const mayReassign = active && manages;
  return (
    <Card component="li" aria-label={name} sx={{ listStyle: 'none', display: 'flex' }}>
      <CardContent
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', '&:last-child': { pb: 2 } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {name}
            </Typography>
            <MutedText>{assignment.contact.company || 'No company'}</MutedText>
          </Box>
          <Typography
            variant="body2"
            sx={{ fontWeight: 700, color: 'primary.main', whiteSpace: 'nowrap' }}
            aria-label={`Score ${assignment.contact.score} out of 100`}
          >
            {assignment.contact.score}/100
          </Typography>
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, mt: 1.5 }}>
          <LabelledItem label="Assigned to" sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
              {personName(assignment.assignee)}
            </Typography>
          </LabelledItem>
          <LabelledItem label="Assigned">
            <Typography
              variant="body2"
              sx={{ fontWeight: 500, display: 'flex', alignItems: 'center', gap: 0.5 }}
            >
              <EventOutlinedIcon sx={{ fontSize: 16, color: 'text.secondary' }} aria-hidden />
              {formatCalendarDate(assignment.assignedAt)}
            </Typography>
          </LabelledItem>
          <LabelledItem label="Priority">
            <PriorityBadge priority={assignment.priority} />
          </LabelledItem>
          <LabelledItem label="Status">
            <AssignmentStatusBadge status={assignment.status} />
          </LabelledItem>
        </Box>
        {assignment.notes ? (
          <Typography
            variant="body2"
            sx={{ mt: 1.5, p: 1, bgcolor: 'grey.50', borderRadius: 1, whiteSpace: 'pre-wrap' }}
          >
            {assignment.notes}
          </Typography>
        ) : null}
        {mayComplete || mayReassign ? (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 'auto', pt: 1.5 }}>
            {mayReassign ? (
              <Button
                size="small"
                onClick={() => onReassign(assignment)}
                aria-label={`Reassign ${name}`}
              >
                Reassign
              </Button>
            ) : null}
            {mayComplete ? (
              <Button
                size="small"
                variant="outlined"
                startIcon={<TaskAltIcon />}
                loading={completing}
                onClick={() => onComplete(assignment)}
                aria-label={`Complete ${name}`}
              >
                Complete
              </Button>
            ) : null}
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
};
