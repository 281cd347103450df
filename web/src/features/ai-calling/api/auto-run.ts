import type { AutoRunAnswer, StartAutoRunInput } from '@salesflow/shared/ai-calls/auto-run.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { aiCallsQueryKey } from '../../../lib/query-keys';
import { refreshAfterCallChange } from './refresh-after-call-change';

/** While a run is on, it is read this often: its next call shows in the panel as it starts. */
export const AUTO_RUN_POLL_MS = 2000;

export const autoRunQueryOptions = () =>
  queryOptions({
    queryKey: [...aiCallsQueryKey, 'auto-run'] as const,
    queryFn: ({ signal }) => apiRequest<AutoRunAnswer>(paths.api.autoRun, { signal }),
    refetchInterval: (query) =>
      query.state.data?.run?.status === 'running' ? AUTO_RUN_POLL_MS : false,
  });

/** The user's latest auto-calling run (GET /api/ai-calling/auto-run). */
export const useAutoRun = () => useQuery(autoRunQueryOptions());

/** POST /api/ai-calling/auto-run: the run with its first call, or `requiresSetup`. */
export const useStartAutoRun = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<StartAutoRunInput>) =>
      apiRequest<AutoRunAnswer>(paths.api.autoRun, { method: 'POST', body: input }),
    onSuccess: async (answer) => {
      if (!answer.run) return;
      queryClient.setQueryData(autoRunQueryOptions().queryKey, answer);
      await refreshAfterCallChange(queryClient, { created: true });
    },
  });
};

/** POST /api/ai-calling/auto-run/stop: no next call; the call on now goes on. */
export const useStopAutoRun = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<AutoRunAnswer>(paths.api.stopAutoRun, { method: 'POST', body: {} }),
    onSuccess: (answer) => queryClient.setQueryData(autoRunQueryOptions().queryKey, answer),
  });
};
