import type { Deal } from '@salesflow/shared/deals/deal.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { contactDetailQueryKey } from './get-contact';

export const getContactDeals = (id: string, signal?: AbortSignal) =>
  apiRequest<Deal[]>(paths.api.contactDeals(id), { signal });

export const contactDealsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...contactDetailQueryKey(id), 'deals'] as const,
    queryFn: ({ signal }) => getContactDeals(id, signal),
    staleTime: 0,
  });

/** `enabled: false` waits (the delete dialog asks only once it is open). */
export const useContactDeals = (id: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...contactDealsQueryOptions(id), enabled });
