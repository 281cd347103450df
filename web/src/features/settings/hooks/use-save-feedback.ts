import type { FieldError } from '@salesflow/shared/errors/error-body';
import { useToast } from '../../../components/toast/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';

export interface SaveTexts {
  /** The success toast's title and description. */
  title: string;
  description: string;
  /** The error toast's description when the server says nothing better. */
  failed: string;
}

/**
 * What a settings form's save tells the user, written once: a success toast, or the server's
 * errors under their fields and an error toast. Pass the result to the mutation's `mutate`.
 */
export const useSaveFeedback = (
  form: { showServerErrors: (details: readonly FieldError[]) => void },
  texts: SaveTexts,
) => {
  const toast = useToast();
  return {
    onSuccess: () =>
      toast({ title: texts.title, description: texts.description, variant: 'success' }),
    onError: (error: Error) => {
      if (error instanceof ApiError) form.showServerErrors(error.details);
      toast({ title: 'Error', description: errorMessage(error, texts.failed), variant: 'error' });
    },
  };
};
