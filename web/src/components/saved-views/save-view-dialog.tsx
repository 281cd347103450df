import Checkbox from '@mui/material/Checkbox';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import {
  type SavedView,
  VIEW_LIMITS,
  type ViewEntity,
  viewPatchSchema,
} from '@salesflow/shared/views/view.schema';
import { ApiError } from '../../lib/api-client';
import { formValidation, useValidatedForm } from '../../lib/use-validated-form';
import { FormDialog } from '../form-dialog/form-dialog';
import { FormDialogActions } from '../form-dialog/form-dialog-actions';
import { useToast } from '../toast/use-toast';
import { useCreateView, type ViewListFields } from './api/create-view';
import { useUpdateView } from './api/update-view';

interface ViewNameValues {
  name: string;
  shared: boolean;
}

export interface SaveViewDialogProps {
  open: boolean;
  /** The list the view is of. */
  entity: ViewEntity;
  /** The view renamed; none to save the list on screen as a new view. */
  view: SavedView | null;
  /** The list on screen: a new view's filters, sort and columns. */
  list: ViewListFields;
  /** Managers and above: the Shared box. */
  mayShare: boolean;
  onClose: () => void;
  onSaved: (view: SavedView) => void;
}

const fieldOf = (name: unknown) =>
  name === 'name' || name === 'shared' ? (name as keyof ViewNameValues) : undefined;

const validate = (values: ViewNameValues) =>
  formValidation(viewPatchSchema.safeParse(values), fieldOf, (data) => ({
    name: data.name ?? values.name,
    shared: data.shared ?? values.shared,
  }));

const ViewNameForm = ({ entity, view, list, mayShare, onClose, onSaved }: SaveViewDialogProps) => {
  const form = useValidatedForm<ViewNameValues, ViewNameValues>(
    { name: view?.name ?? '', shared: view?.shared ?? false },
    { validate, fieldOf },
  );
  const create = useCreateView(entity);
  const update = useUpdateView(entity);
  const toast = useToast();
  const pending = create.isPending || update.isPending;

  // Every refusal is shown beside a field: the server's details, else its message (a 403 is
  // about sharing; anything else about the view as named).
  const showError = (error: Error) => {
    if (error instanceof ApiError && form.showServerErrors(error.details)) return;
    const field = error instanceof ApiError && error.status === 403 ? 'shared' : 'name';
    const message =
      error instanceof ApiError && error.serverMessage
        ? error.serverMessage
        : 'Failed to save the view. Please try again.';
    form.showServerErrors([{ field, message }]);
  };
  const done = (saved: SavedView) => {
    toast({
      title: view ? 'View updated' : 'View saved',
      description: `"${saved.name}" is in your views.`,
      variant: 'success',
    });
    onSaved(saved);
  };
  const save = (values: ViewNameValues) => {
    const shared = mayShare ? values.shared : (view?.shared ?? false);
    if (view) {
      update.mutate(
        { id: view.id, patch: mayShare ? { name: values.name, shared } : { name: values.name } },
        { onSuccess: done, onError: showError },
      );
    } else {
      create.mutate(
        { ...list, name: values.name, shared },
        { onSuccess: done, onError: showError },
      );
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(save)}>
      <DialogContent sx={{ pt: 1 }}>
        <TextField
          id="view-name"
          label="Name"
          required
          fullWidth
          autoFocus
          margin="dense"
          value={form.values.name}
          onChange={(event) => form.setField('name', event.target.value)}
          error={Boolean(form.errors.name)}
          helperText={form.errors.name}
          disabled={pending}
          slotProps={{ htmlInput: { maxLength: VIEW_LIMITS.name } }}
        />
        {mayShare ? (
          <FormControlLabel
            sx={{ mt: 1 }}
            control={
              <Checkbox
                checked={form.values.shared}
                onChange={(event) => form.setField('shared', event.target.checked)}
                disabled={pending}
              />
            }
            label="Share with the team"
          />
        ) : null}
        {form.errors.shared ? <FormHelperText error>{form.errors.shared}</FormHelperText> : null}
      </DialogContent>
      <FormDialogActions onCancel={onClose} pending={pending} submitLabel="Save" />
    </form>
  );
};

/** Save view (name, and Share with the team for managers and above), or rename one. */
export const SaveViewDialog = (props: SaveViewDialogProps) => (
  <FormDialog
    open={props.open}
    title={props.view ? 'Rename view' : 'Save view'}
    onClose={props.onClose}
    paperMaxWidth={440}
  >
    {props.open ? <ViewNameForm key={props.view?.id ?? 'new'} {...props} /> : null}
  </FormDialog>
);
