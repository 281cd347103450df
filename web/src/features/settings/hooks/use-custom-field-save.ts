import {
  CUSTOM_FIELD_LIMITS,
  type CustomField,
} from '@salesflow/shared/custom-fields/custom-field';
import type { FieldError } from '@salesflow/shared/errors/error-body';
import { useCustomFieldChanges } from '../../../components/custom-fields/custom-fields-api';
import { useToast } from '../../../components/toast/use-toast';
import { ApiError } from '../../../lib/api-client';
import type { CustomFieldSave } from './use-custom-field-form';

export interface CustomFieldSaveOptions {
  /** Whether a field is being added (not changed). */
  adding: boolean;
  /** How many fields its kind has already: at the limit, a 409 is the limit, not the key. */
  count: number;
  /** Puts the server's details beside their fields; returns whether any matched. */
  showServerErrors: (details: readonly FieldError[]) => boolean;
  onDone: () => void;
}

/**
 * Sends the add/edit field dialog's payload. Success says so and closes; field details go beside
 * their fields, a new field's 409 under Key (its key is taken), anything else in a toast.
 */
export const useCustomFieldSave = ({
  adding,
  count,
  showServerErrors,
  onDone,
}: CustomFieldSaveOptions) => {
  const { create, update } = useCustomFieldChanges();
  const toast = useToast();
  const showError = (error: Error) => {
    if (error instanceof ApiError && showServerErrors(error.details)) return;
    if (
      error instanceof ApiError &&
      error.status === 409 &&
      adding &&
      count < CUSTOM_FIELD_LIMITS.perEntity &&
      error.serverMessage
    ) {
      showServerErrors([{ field: 'key', message: error.serverMessage }]);
      return;
    }
    toast({
      title: 'Field not saved',
      description:
        error instanceof ApiError && error.serverMessage
          ? error.serverMessage
          : 'Failed to save the field. Please try again.',
      variant: 'error',
    });
  };
  const done = (saved: CustomField) => {
    toast({
      title: adding ? 'Field added' : 'Field updated',
      description: `"${saved.label}" is on every ${saved.entity}'s form.`,
      variant: 'success',
    });
    onDone();
  };
  const save = (payload: CustomFieldSave) => {
    if (payload.kind === 'update') {
      update.mutate(payload, { onSuccess: done, onError: showError });
    } else {
      create.mutate(payload.input, { onSuccess: done, onError: showError });
    }
  };
  return { save, pending: create.isPending || update.isPending };
};
