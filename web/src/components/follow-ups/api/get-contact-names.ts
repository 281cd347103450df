import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { useQueries } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { tasksQueryKey } from '../../../lib/query-keys';

/**
 * The names of the contacts tasks hang on, by id: a task carries only the contact's id, so each
 * contact shown is read once (GET /api/contacts/{id}) and kept. A contact that cannot be read
 * (deleted, or no longer visible) has no name, and its task shows no link.
 */
export const useContactNames = (ids: readonly string[]): ReadonlyMap<string, string> =>
  useQueries({
    queries: [...new Set(ids)].map((id) => ({
      queryKey: [...tasksQueryKey, 'contact-name', id] as const,
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (await apiRequest<Contact>(paths.api.contact(id), { signal })).name,
    })),
    combine: (results) => {
      const names = new Map<string, string>();
      for (const [index, id] of [...new Set(ids)].entries()) {
        const name = results[index]?.data;
        if (name) names.set(id, name);
      }
      return names;
    },
  });
