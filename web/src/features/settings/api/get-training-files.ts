import type { TrainingFileView } from '@salesflow/shared/ai-agent/training-files';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { settingsQueryKeys } from '../../../lib/query-keys';

/** How often the list is read again while a document's text is being read. */
const POLL_MS = 2000;

export const trainingFilesQueryOptions = () =>
  queryOptions({
    queryKey: settingsQueryKeys.trainingFiles,
    queryFn: ({ signal }) => apiRequest<TrainingFileView[]>(paths.api.trainingFiles, { signal }),
    refetchInterval: (query) =>
      query.state.data?.some((file) => file.status === 'processing') ? POLL_MS : false,
  });

export const useTrainingFiles = () => useQuery(trainingFilesQueryOptions());
