import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../lib/api-client';
import { tasksOf, useTasksPages } from './api/get-tasks';
import { useTaskDialogs } from './hooks/use-task-dialogs';
import { TaskDialogs } from './task-dialogs';
import { TaskList } from './task-list';

export interface ContactFollowUpsProps {
  contactId: string;
  /** Whether the user may add follow-ups to this lead (the server allows its holders). */
  mayAdd: boolean;
}

/** A contact's open follow-ups, soonest first, with the tick, edit, delete and "Add follow-up". */
export const ContactFollowUps = ({ contactId, mayAdd }: ContactFollowUpsProps) => {
  const query = useTasksPages({ status: 'open', contactId });
  const dialogs = useTaskDialogs();
  const tasks = tasksOf(query.data);
  return (
    <>
      {query.isError && !tasks ? (
        <Alert severity="error">
          Failed to load follow-ups. {errorMessage(query.error, 'Please try again.')}
        </Alert>
      ) : (
        <Box sx={{ mx: { xs: -1, sm: -2 } }}>
          <TaskList
            tasks={tasks}
            label="Follow-ups"
            showContacts={false}
            compact
            onEdit={(task) => dialogs.open('form', task)}
            onDelete={(task) => dialogs.open('delete', task)}
            empty={
              <Typography variant="body2" color="textSecondary" sx={{ px: { xs: 1, sm: 2 } }}>
                Nothing planned with this contact. Add a follow-up so it does not slip.
              </Typography>
            }
          />
        </Box>
      )}
      {query.hasNextPage ? (
        <Button
          size="small"
          onClick={() => query.fetchNextPage()}
          loading={query.isFetchingNextPage}
        >
          Show more
        </Button>
      ) : null}
      {mayAdd ? (
        <Button
          size="small"
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => dialogs.open('form')}
          sx={{ mt: 1.5 }}
        >
          Add follow-up
        </Button>
      ) : null}
      <TaskDialogs dialogs={dialogs} contactId={contactId} />
    </>
  );
};
