import type { OutboxRedriveAnswer } from '@salesflow/shared/admin/outbox-dead-letters.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPaths } from '../../../config/admin-paths';
import { apiRequest } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** POST …/dead-letters/{id}/redrive: back to its queue (`sent`), or to the outbox to try again. */
export const redriveDeadLetter = (id: string) =>
  apiRequest<OutboxRedriveAnswer>(adminPaths.redriveDeadLetter(id), { method: 'POST', body: {} });

export const useRedriveDeadLetter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redriveDeadLetter,
    // Sent or not, it has left the dead letters (or was gone already).
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.deadLetters }),
  });
};
