import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterContactChange } from './refresh-after-contact-change';

export const deleteContact = (id: string) =>
  apiRequest<void>(paths.api.contact(id), { method: 'DELETE' });

export const useDeleteContact = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    onSuccess: () => refreshAfterContactChange(queryClient),
  });
};
