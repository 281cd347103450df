import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Task } from '@salesflow/shared/tasks/task-types';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { useFollowUpsTeam } from './follow-ups-team';
import { TaskTypeIcon } from './task-type-icon';
import { dueLabel, isOverdue } from './utils/due-time';
import { assigneeLabel, mayChangeTask } from './utils/task-rules';

export interface TaskRowProps {
  task: Task;
  /** The contact's name: shown as a link to the contact; without it, no link. */
  contactName?: string | undefined;
  /** Say who it is for (lists of everyone's tasks). */
  showAssignee?: boolean;
  onToggle: (task: Task, done: boolean) => void;
  onEdit?: ((task: Task) => void) | undefined;
  onDelete?: ((task: Task) => void) | undefined;
}

/**
 * One follow-up: tick, type, title, when it is due (or was done), whether the contact replied
 * since it was made (which closes nothing), its contact and notes.
 */
export const TaskRow = ({
  task,
  contactName,
  showAssignee = false,
  onToggle,
  onEdit,
  onDelete,
}: TaskRowProps) => {
  const team = useFollowUpsTeam();
  const changeable = mayChangeTask(team, task);
  const overdue = isOverdue(task);
  const meta = [
    showAssignee ? assigneeLabel(team, task.assignedTo) : null,
    task.done && task.doneAt ? `Done ${dueLabel(task.doneAt, team.timeZone)}` : null,
  ].filter(Boolean);
  return (
    <Box
      component="li"
      aria-label={task.title}
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, py: 1.25, px: { xs: 1, sm: 2 } }}
    >
      {/* The browser's own checkbox, in the theme's colour: MUI's would add 2.7 KiB to the
          dashboard's first screen, where My day shows these rows. */}
      <Box
        component="input"
        type="checkbox"
        checked={task.done}
        disabled={!changeable}
        onChange={(event) => onToggle(task, event.currentTarget.checked)}
        aria-label={task.done ? 'Mark as not done' : 'Mark as done'}
        sx={{
          width: 18,
          height: 18,
          m: 0,
          mt: 0.25,
          flexShrink: 0,
          accentColor: (theme) => theme.palette.primary.main,
          cursor: changeable ? 'pointer' : 'default',
        }}
      />
      <TaskTypeIcon type={task.type} fontSize="small" color="action" sx={{ mt: 0.25 }} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          variant="body2"
          sx={{
            fontWeight: 600,
            wordBreak: 'break-word',
            ...(task.done && { textDecoration: 'line-through', color: 'text.secondary' }),
          }}
        >
          {task.title}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: 1,
            rowGap: 0.25,
            mt: 0.25,
          }}
        >
          {overdue ? <Chip label="Overdue" color="error" size="small" variant="outlined" /> : null}
          {task.reply ? (
            <Chip
              label={`Replied on WhatsApp · ${dueLabel(task.reply.at, team.timeZone)}`}
              color="success"
              size="small"
              variant="outlined"
            />
          ) : null}
          <Typography variant="caption" color={overdue ? 'error' : 'textSecondary'}>
            {dueLabel(task.dueAt, team.timeZone)}
          </Typography>
          {contactName && task.contactId ? (
            <Link
              component={RouterLink}
              to={paths.app.contactDetail(task.contactId)}
              variant="caption"
              sx={{ fontWeight: 500 }}
            >
              {contactName}
            </Link>
          ) : null}
          {meta.map((text) => (
            <Typography key={text} variant="caption" color="textSecondary">
              {text}
            </Typography>
          ))}
        </Box>
        {task.notes ? (
          <Typography
            variant="caption"
            component="p"
            color="textSecondary"
            title={task.notes}
            sx={{ mt: 0.25, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {task.notes}
          </Typography>
        ) : null}
      </Box>
      {changeable && onEdit ? (
        <IconButton size="small" aria-label={`Edit ${task.title}`} onClick={() => onEdit(task)}>
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      ) : null}
      {changeable && onDelete ? (
        <IconButton size="small" aria-label={`Delete ${task.title}`} onClick={() => onDelete(task)}>
          <DeleteOutlinedIcon fontSize="small" />
        </IconButton>
      ) : null}
    </Box>
  );
};
