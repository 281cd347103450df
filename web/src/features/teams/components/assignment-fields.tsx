import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  ASSIGNMENT_NOTES_MAX,
  ASSIGNMENT_PRIORITIES,
  type AssignmentPriority,
} from '@salesflow/shared/teams/assignment.schema';
import { bindFormFields, type FormFieldsProps } from '../../../lib/form-fields';
import { useTeamMembers } from '../api/get-team-members';
import type { AssignmentFormValues } from '../hooks/use-assignment-form';
import { PRIORITY_LABELS, personName, ROLE_LABELS } from '../utils/team-labels';

/** Team member (from GET /api/team/members), priority (medium by default) and notes. */
export const AssignmentFields = (props: FormFieldsProps<AssignmentFormValues>) => {
  const { values, onChange } = props;
  const members = useTeamMembers();
  const { field, text } = bindFormFields('assignment', props);
  const memberField = field('assignedTo', 'Team Member');
  return (
    <Stack spacing={2.5} sx={{ pt: 1 }}>
      <TextField
        {...memberField}
        select
        value={members.data ? values.assignedTo : ''}
        onChange={(event) => onChange('assignedTo', event.target.value)}
        helperText={
          memberField.helperText ?? (members.isError ? 'Failed to load team members.' : undefined)
        }
        error={memberField.error || members.isError}
      >
        {(members.data ?? []).map((member) => (
          <MenuItem key={member.id} value={member.id}>
            {personName(member.user)} ({ROLE_LABELS[member.role]})
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...field('priority', 'Priority')}
        select
        value={values.priority}
        onChange={(event) => onChange('priority', event.target.value as AssignmentPriority)}
      >
        {ASSIGNMENT_PRIORITIES.map((priority) => (
          <MenuItem key={priority} value={priority}>
            {PRIORITY_LABELS[priority]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...text('notes', 'Notes')}
        multiline
        minRows={3}
        placeholder="What should the assignee know?"
        slotProps={{ htmlInput: { maxLength: ASSIGNMENT_NOTES_MAX } }}
      />
    </Stack>
  );
};
