import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { settingsQueryKeys } from '../../../lib/query-keys';

export const deleteTrainingFile = (id: string) =>
  apiRequest<void>(paths.api.trainingFile(id), { method: 'DELETE' });

/** Deletes the file and its knowledge, then reads the list again. */
export const useDeleteTrainingFile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTrainingFile,
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsQueryKeys.trainingFiles }),
  });
};
