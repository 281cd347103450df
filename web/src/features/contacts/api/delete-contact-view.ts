import { useMutation, useQueryClient } from '@tanstack/react-query';
import { viewPaths } from '../../../config/view-paths';
import { apiRequest } from '../../../lib/api-client';
import { contactViewsQueryKey } from './get-contact-views';

export const deleteContactView = (id: string) =>
  apiRequest<void>(viewPaths.view(id), { method: 'DELETE' });

export const useDeleteContactView = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContactView,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactViewsQueryKey }),
  });
};
