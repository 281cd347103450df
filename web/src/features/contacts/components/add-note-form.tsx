import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { activityInputSchema } from '@salesflow/shared/activities/activity.schema';
import { type FormEvent, useState } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useCreateContactActivity } from '../api/create-contact-activity';

export interface AddNoteFormProps {
  contactId: string;
}

/** Logs a note on the contact's timeline; the subject is required, the note text optional. */
export const AddNoteForm = ({ contactId }: AddNoteFormProps) => {
  const toast = useToast();
  const create = useCreateContactActivity();
  const [subject, setSubject] = useState('');
  const [description, setDescription] = useState('');
  const [subjectError, setSubjectError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = activityInputSchema.safeParse({ type: 'note', subject, description });
    if (!parsed.success) {
      const issue = parsed.error.issues.find((i) => i.path[0] === 'subject');
      setSubjectError(issue?.message ?? parsed.error.issues[0]?.message ?? 'Check the note');
      return;
    }
    setSubjectError(null);
    create.mutate(
      { contactId, activity: parsed.data },
      {
        onSuccess: () => {
          setSubject('');
          setDescription('');
          toast({ title: 'Note Added', variant: 'success' });
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'Failed to add note.'),
            variant: 'error',
          }),
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <TextField
        id={`note-subject-${contactId}`}
        label="Subject"
        value={subject}
        onChange={(event) => {
          setSubject(event.target.value);
          if (subjectError) setSubjectError(null);
        }}
        error={Boolean(subjectError)}
        helperText={subjectError}
        disabled={create.isPending}
        required
        fullWidth
        size="small"
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        id={`note-description-${contactId}`}
        label="Note"
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        disabled={create.isPending}
        multiline
        minRows={2}
        fullWidth
        size="small"
        sx={{ mt: 1.5 }}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1.5 }}>
        <Button type="submit" variant="contained" size="small" loading={create.isPending}>
          Add note
        </Button>
      </Box>
    </Box>
  );
};
