import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { contactsQueryKey } from './get-contacts';

export const deleteContact = (id: string) =>
  apiRequest<void>(paths.api.contact(id), { method: 'DELETE' });

export const useDeleteContact = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsQueryKey }),
  });
};
