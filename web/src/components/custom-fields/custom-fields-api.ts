import type { CustomField, CustomFieldEntity } from '@salesflow/shared/custom-fields/custom-field';
import type {
  CustomFieldInput,
  CustomFieldUpdate,
} from '@salesflow/shared/custom-fields/custom-field.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { customFieldPaths } from '../../config/custom-field-paths';
import { apiRequest } from '../../lib/api-client';

export const customFieldsQueryKey = ['custom-fields'] as const;

/**
 * Both kinds' fields in one read, kept for the session: they change only from Settings, which
 * reads them again after each change. Every screen picks its kind from the same answer.
 */
export const customFieldsQueryOptions = () =>
  queryOptions({
    queryKey: customFieldsQueryKey,
    queryFn: ({ signal }) => apiRequest<CustomField[]>(customFieldPaths.customFields, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * The organization's fields on `entity` records, in the order made (Settings' lists, the contact
 * form's "More fields", the drawer's labels). `enabled: false` reads nothing until it is needed.
 */
export const useCustomFields = (entity: CustomFieldEntity, { enabled = true } = {}) =>
  useQuery({
    ...customFieldsQueryOptions(),
    select: (fields: CustomField[]) => fields.filter((field) => field.entity === entity),
    enabled,
  });

/** Add, change or delete a field (admins and the owner); the list is read again after each. */
export const useCustomFieldChanges = () => {
  const queryClient = useQueryClient();
  const settle = () => queryClient.invalidateQueries({ queryKey: customFieldsQueryKey });
  return {
    create: useMutation({
      mutationFn: (input: CustomFieldInput) =>
        apiRequest<CustomField>(customFieldPaths.customFields, { method: 'POST', body: input }),
      onSettled: settle,
    }),
    update: useMutation({
      mutationFn: ({ id, patch }: { id: string; patch: CustomFieldUpdate }) =>
        apiRequest<CustomField>(customFieldPaths.customField(id), { method: 'PUT', body: patch }),
      onSettled: settle,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        apiRequest<void>(customFieldPaths.customField(id), { method: 'DELETE' }),
      onSettled: settle,
    }),
  };
};
