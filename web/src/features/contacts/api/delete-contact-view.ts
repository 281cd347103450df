import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { contactViewsQueryKey } from './get-contact-views';

export const deleteContactView = (id: string) =>
  apiRequest<void>(paths.api.view(id), { method: 'DELETE' });

export const useDeleteContactView = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContactView,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactViewsQueryKey }),
  });
};
