import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { TASK_TYPE_LABELS, TASK_TYPES, type TaskType } from '@salesflow/shared/tasks/task.schema';
import { bindFormFields, type FormFieldsProps } from '../../lib/form-fields';
import { useFollowUpsTeam } from './follow-ups-team';
import type { TaskFormValues } from './hooks/use-task-form';
import { TaskTypeIcon } from './task-type-icon';

export type TaskFormFieldsProps = FormFieldsProps<TaskFormValues>;

/** Title, type, due time (in the organization's zone), assignee (managers and above), notes. */
export const TaskFormFields = (props: TaskFormFieldsProps) => {
  const { values, onChange } = props;
  const team = useFollowUpsTeam();
  const { field, text } = bindFormFields('task', props);
  const assignees = team.seesEveryone ? team.assignees : [];
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <TextField
          {...text('title', 'Title')}
          required
          autoFocus
          placeholder="Call about the quote"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <TextField
          {...field('type', 'Type')}
          select
          value={values.type}
          onChange={(event) => onChange('type', event.target.value as TaskType)}
          // The menu shows each type's icon; the closed field its label alone, like the others.
          slotProps={{ select: { renderValue: (type) => TASK_TYPE_LABELS[type as TaskType] } }}
        >
          {TASK_TYPES.map((type) => (
            <MenuItem key={type} value={type} sx={{ gap: 1 }}>
              <TaskTypeIcon type={type} fontSize="small" color="action" decorative />
              {TASK_TYPE_LABELS[type]}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 7 }}>
        <TextField
          {...text('due', 'Due')}
          type="datetime-local"
          required
          slotProps={{ inputLabel: { shrink: true } }}
          helperText={props.errors.due ?? `Time in ${team.timeZone.replace(/_/g, ' ')}`}
        />
      </Grid>
      {assignees.length > 0 ? (
        <Grid size={12}>
          <TextField
            {...field('assignedTo', 'Assigned to')}
            select
            value={values.assignedTo}
            onChange={(event) => onChange('assignedTo', event.target.value)}
          >
            {assignees.map((member) => (
              <MenuItem key={member.id} value={member.id}>
                {member.id === team.userId ? `${member.name} (you)` : member.name}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      ) : null}
      <Grid size={12}>
        <TextField {...text('notes', 'Notes')} multiline minRows={2} />
      </Grid>
    </Grid>
  );
};
