import type { SavedView } from '@salesflow/shared/views/view.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { viewPaths } from '../../../config/view-paths';
import { apiRequest } from '../../../lib/api-client';
import { contactViewsQueryKey } from './get-contact-views';

/** A contacts view's fields, as POST /api/views takes them (`entity` is added here). */
export interface ContactViewFields {
  name: string;
  filters: Record<string, string>;
  sort: string | null;
  columns: string[];
  shared: boolean;
}

export const createContactView = (fields: ContactViewFields) =>
  apiRequest<SavedView>(viewPaths.views, {
    method: 'POST',
    body: { entity: 'contacts', ...fields },
  });

export const useCreateContactView = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContactView,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactViewsQueryKey }),
  });
};
