import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import { useId } from 'react';
import { useTeamMembers } from '../api/get-team-members';
import { personName } from '../utils/team-labels';

export interface RoundRobinFieldProps {
  value: string[];
  disabled: boolean;
  error: string | undefined;
  onChange: (value: string[]) => void;
}

/** The members who take turns receiving new leads from webhooks and imports. */
export const RoundRobinField = ({ value, disabled, error, onChange }: RoundRobinFieldProps) => {
  const labelId = useId();
  const members = useTeamMembers();
  const chosen = new Set(value);
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...value, id] : value.filter((item) => item !== id));
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled}>
      <FormLabel component="legend" id={labelId} sx={{ fontWeight: 600, color: 'text.primary' }}>
        Round-Robin Assignment
      </FormLabel>
      <FormHelperText sx={{ mx: 0, mt: 0, mb: 1 }}>
        New leads from webhooks and imports are assigned in turn to the members chosen here. Choose
        nobody to leave them unassigned.
      </FormHelperText>
      {members.data ? (
        <FormGroup aria-labelledby={labelId}>
          {members.data.map((member) => (
            <FormControlLabel
              key={member.id}
              control={
                <Checkbox
                  size="small"
                  checked={chosen.has(member.id)}
                  onChange={(event) => toggle(member.id, event.target.checked)}
                />
              }
              label={personName(member.user)}
            />
          ))}
        </FormGroup>
      ) : members.isError ? (
        <FormHelperText error sx={{ mx: 0 }}>
          Failed to load team members.
        </FormHelperText>
      ) : (
        <Skeleton variant="rounded" height={72} />
      )}
      {error ? <FormHelperText sx={{ mx: 0 }}>{error}</FormHelperText> : null}
    </FormControl>
  );
};
