import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { emailTemplateInputSchema } from '@salesflow/shared/emails/email-template.schema';
import {
  EMAIL_TEMPLATE_LIMITS,
  type EmailTemplate,
  MERGE_FIELDS,
} from '@salesflow/shared/emails/email-templates';
import { useEmailTemplateChanges } from '../../../components/email-templates/email-templates-api';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { FormDialogActions } from '../../../components/form-dialog/form-dialog-actions';
import { useToast } from '../../../components/toast/use-toast';
import { ApiError } from '../../../lib/api-client';
import { formValidation, useValidatedForm } from '../../../lib/use-validated-form';

interface TemplateValues {
  name: string;
  subject: string;
  body: string;
}

export interface EmailTemplateDialogProps {
  open: boolean;
  /** The template edited; none to add one. */
  template: EmailTemplate | null;
  onClose: () => void;
}

const fieldOf = (name: unknown) =>
  name === 'name' || name === 'subject' || name === 'body'
    ? (name as keyof TemplateValues)
    : undefined;

const validate = (values: TemplateValues) =>
  formValidation(emailTemplateInputSchema.safeParse(values), fieldOf, (data) => data);

const TemplateForm = ({ template, onClose }: EmailTemplateDialogProps) => {
  const form = useValidatedForm<TemplateValues, TemplateValues>(
    {
      name: template?.name ?? '',
      subject: template?.subject ?? '',
      body: template?.body ?? '',
    },
    { validate, fieldOf },
  );
  const { create, update } = useEmailTemplateChanges();
  const toast = useToast();
  const pending = create.isPending || update.isPending;
  const showError = (error: Error) => {
    if (error instanceof ApiError && form.showServerErrors(error.details)) return;
    toast({
      title: 'Template not saved',
      description:
        error instanceof ApiError && error.serverMessage
          ? error.serverMessage
          : 'Failed to save the template. Please try again.',
      variant: 'error',
    });
  };
  const done = (saved: EmailTemplate) => {
    toast({
      title: template ? 'Template updated' : 'Template added',
      description: `"${saved.name}" is in Compose Email's templates.`,
      variant: 'success',
    });
    onClose();
  };
  const save = (values: TemplateValues) => {
    if (template) {
      update.mutate({ id: template.id, patch: values }, { onSuccess: done, onError: showError });
    } else {
      create.mutate(values, { onSuccess: done, onError: showError });
    }
  };
  const field = (name: keyof TemplateValues, label: string, max: number) => ({
    id: `email-template-${name}`,
    label,
    required: true,
    fullWidth: true,
    margin: 'dense' as const,
    value: form.values[name],
    onChange: (event: { target: { value: string } }) => form.setField(name, event.target.value),
    error: Boolean(form.errors[name]),
    helperText: form.errors[name],
    disabled: pending,
    slotProps: { htmlInput: { maxLength: max } },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(save)}>
      <DialogContent sx={{ pt: 1 }}>
        <TextField {...field('name', 'Name', EMAIL_TEMPLATE_LIMITS.name)} autoFocus />
        <TextField {...field('subject', 'Subject', EMAIL_TEMPLATE_LIMITS.subject)} />
        <TextField
          {...field('body', 'Message', EMAIL_TEMPLATE_LIMITS.body)}
          multiline
          minRows={8}
        />
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          Merge fields: {MERGE_FIELDS.map((f) => `{{${f}}}`).join(', ')}. Compose Email fills them
          for the contact and for you.
        </Typography>
      </DialogContent>
      <FormDialogActions
        onCancel={onClose}
        pending={pending}
        submitLabel={template ? 'Save' : 'Add template'}
      />
    </form>
  );
};

/** Add or edit one of the organization's email templates. */
export const EmailTemplateDialog = (props: EmailTemplateDialogProps) => (
  <FormDialog
    open={props.open}
    title={props.template ? 'Edit template' : 'Add template'}
    onClose={props.onClose}
  >
    {props.open ? <TemplateForm key={props.template?.id ?? 'new'} {...props} /> : null}
  </FormDialog>
);
