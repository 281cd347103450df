import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TaskDueWindow } from '@salesflow/shared/tasks/task-types';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { tasksOf, useTasksPages } from '../../../components/follow-ups/api/get-tasks';
import { TaskList } from '../../../components/follow-ups/task-list';
import { paths } from '../../../config/paths';

const WINDOWS: { due: TaskDueWindow; label: string }[] = [
  { due: 'overdue', label: 'Overdue' },
  { due: 'today', label: 'Due today' },
  { due: 'tomorrow', label: 'Tomorrow' },
];

/** One window of the user's open tasks: its heading with the count, and the list. */
const MyDayWindow = ({ due, label }: { due: TaskDueWindow; label: string }) => {
  const query = useTasksPages({ status: 'open', due, assignedTo: 'me' });
  const tasks = tasksOf(query.data);
  if (tasks && tasks.length === 0) return null;
  return (
    <Box>
      <Typography
        variant="overline"
        color={due === 'overdue' ? 'error' : 'textSecondary'}
        sx={{ display: 'block', px: 2 }}
      >
        {label}
        {tasks ? ` (${tasks.length}${query.hasNextPage ? '+' : ''})` : ''}
      </Typography>
      <TaskList tasks={tasks} label={label} compact empty={null} />
    </Box>
  );
};

/**
 * My day: the user's overdue follow-ups, those due today and tomorrow, soonest first, each with its one-click
 * tick (and Undo) and its contact a click away for the call, email or WhatsApp; editing is on the
 * Tasks page (its form stays out of the first screen's weight).
 */
export const MyDayCard = () => {
  const headingId = useId();
  const overdue = tasksOf(useTasksPages({ status: 'open', due: 'overdue', assignedTo: 'me' }).data);
  const today = tasksOf(useTasksPages({ status: 'open', due: 'today', assignedTo: 'me' }).data);
  const tomorrow = tasksOf(
    useTasksPages({ status: 'open', due: 'tomorrow', assignedTo: 'me' }).data,
  );
  const clear = overdue?.length === 0 && today?.length === 0 && tomorrow?.length === 0;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ px: 0, '&:last-child': { pb: 1 } }}>
        <Stack
          direction="row"
          sx={{ px: 2, mb: 1, alignItems: 'baseline', justifyContent: 'space-between' }}
        >
          <Typography id={headingId} variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
            My day
          </Typography>
          <Link component={RouterLink} to={paths.app.tasks} variant="body2">
            All tasks
          </Link>
        </Stack>
        {clear ? (
          <Typography variant="body2" color="textSecondary" sx={{ px: 2, pb: 1 }}>
            Nothing due today or tomorrow. Follow-ups you add from a contact show up here on their
            day.
          </Typography>
        ) : (
          WINDOWS.map((window) => <MyDayWindow key={window.due} {...window} />)
        )}
      </CardContent>
    </Card>
  );
};
