import { ApiError, errorMessage } from '../../lib/api-client';
import type { ToastAction } from '../toast/toast-queue';
import { useToast } from '../toast/use-toast';

export interface MutationCallbacks {
  onSuccess: () => void;
  onError: (error: Error) => void;
}

/** What a record's dialog needs of a TanStack mutation. */
export interface RecordMutation<V> {
  mutate: (variables: V, callbacks: MutationCallbacks) => void;
  isPending: boolean;
}

export interface RecordSaveOptions<P> {
  /** "Contact": the toasts say "Contact Created", "Failed to update contact." and so on. */
  noun: string;
  /** The record being edited; none for a new one. */
  id: string | undefined;
  create: RecordMutation<P>;
  update: RecordMutation<{ id: string; payload: P }>;
  /** Puts a failed save's field details beside their fields. */
  showDetails: (error: ApiError) => void;
  /** Runs once saved (closes the dialog). */
  onDone: () => void;
  /** What an edit's toast offers next, if anything (a deal moved to Proposal: its follow-up). */
  updatedAction?: ((payload: P) => ToastAction | undefined) | undefined;
}

const ACTIONS = {
  create: { done: 'Created', past: 'created' },
  update: { done: 'Updated', past: 'updated' },
} as const;

/**
 * Saves an add/edit dialog's record: creates it, or updates the one with `id`. Success says so in a
 * toast and closes; a failure shows the server's field details and its message (or the fallback).
 */
export const useRecordSave = <P>({
  noun,
  id,
  create,
  update,
  showDetails,
  onDone,
  updatedAction,
}: RecordSaveOptions<P>) => {
  const toast = useToast();
  const callbacks = (action: keyof typeof ACTIONS, next?: ToastAction): MutationCallbacks => ({
    onSuccess: () => {
      toast({
        title: `${noun} ${ACTIONS[action].done}`,
        description: `${noun} has been ${ACTIONS[action].past} successfully.`,
        variant: 'success',
        ...(next ? { action: next } : {}),
      });
      onDone();
    },
    onError: (error) => {
      if (error instanceof ApiError) showDetails(error);
      const fallback = `Failed to ${action} ${noun.toLowerCase()}.`;
      toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'error' });
    },
  });

  const save = (payload: P) => {
    if (id) update.mutate({ id, payload }, callbacks('update', updatedAction?.(payload)));
    else create.mutate(payload, callbacks('create'));
  };
  return { save, pending: create.isPending || update.isPending };
};
