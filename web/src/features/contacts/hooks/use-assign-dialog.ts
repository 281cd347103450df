import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { contactsQueryKey } from '../api/get-contacts';
import type { AssignContactsDialogProps } from '../types/contacts-team';

/**
 * Which contacts the assign dialog is for. Closing keeps them so its title does not change while it
 * fades out. Once leads are assigned every contacts list (and the open detail) reads again, since
 * they now show someone else or leave "Unassigned"; `onAssigned` unticks them.
 */
export const useAssignDialog = (onAssigned: (contactIds: string[]) => void) => {
  const queryClient = useQueryClient();
  const [state, setState] = useState({ open: false, contactIds: [] as string[] });
  const dialog: AssignContactsDialogProps = {
    ...state,
    onClose: () => setState((current) => ({ ...current, open: false })),
    onAssigned: (contactIds) => {
      onAssigned(contactIds);
      void queryClient.invalidateQueries({ queryKey: contactsQueryKey });
    },
  };
  return { dialog, open: (contactIds: string[]) => setState({ open: true, contactIds }) };
};
