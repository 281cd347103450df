import type { SavedView, ViewPatch } from '@salesflow/shared/views/view.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { viewPaths } from '../../../config/view-paths';
import { apiRequest } from '../../../lib/api-client';
import { contactViewsQueryKey } from './get-contact-views';

export interface UpdateContactViewInput {
  id: string;
  patch: ViewPatch;
}

/** PUT /api/views/{id}: only the fields given change. */
export const updateContactView = ({ id, patch }: UpdateContactViewInput) =>
  apiRequest<SavedView>(viewPaths.view(id), { method: 'PUT', body: patch });

export const useUpdateContactView = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContactView,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactViewsQueryKey }),
  });
};
