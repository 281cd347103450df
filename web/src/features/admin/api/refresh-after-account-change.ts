import type { QueryClient } from '@tanstack/react-query';
import { adminQueryKeys } from './admin-query-keys';

/**
 * What an operator's change to an account (its plan, a suspension) makes out of date: the
 * accounts lists, the overview's figures and the audit log that records it.
 */
export const refreshAfterAccountChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminQueryKeys.accounts }),
    queryClient.invalidateQueries({ queryKey: adminQueryKeys.overview }),
    queryClient.invalidateQueries({ queryKey: adminQueryKeys.auditLog }),
  ]);
