import {
  type CreatedTrainingFile,
  defaultContentType,
  type TrainingFileView,
  trainingFileExtension,
} from '@salesflow/shared/ai-agent/training-files';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { settingsQueryKeys } from '../../../lib/query-keys';

export class TrainingUploadError extends Error {}

/** The type the browser gives, or the one its extension stands for when it gives none. */
const contentTypeOf = (file: File) => {
  const extension = trainingFileExtension(file.name);
  return file.type || (extension ? defaultContentType(extension) : 'application/octet-stream');
};

/**
 * A training file: the server makes its record and a presigned URL, the file goes straight to
 * storage, and the server is told the upload is complete (it checks the file and, for a document,
 * starts reading its text).
 */
export const uploadTrainingFile = async (file: File): Promise<TrainingFileView> => {
  const created = await apiRequest<CreatedTrainingFile>(paths.api.trainingFiles, {
    method: 'POST',
    body: { name: file.name, type: contentTypeOf(file), size: file.size },
  });
  const put = await fetch(created.uploadUrl, {
    method: 'PUT',
    headers: created.uploadHeaders,
    body: file,
  });
  await put.text();
  if (!put.ok) throw new TrainingUploadError('The file could not be uploaded. Please try again.');
  return apiRequest<TrainingFileView>(paths.api.completeTrainingFile(created.id), {
    method: 'POST',
    body: {},
  });
};

export const useUploadTrainingFile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadTrainingFile,
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsQueryKeys.trainingFiles }),
  });
};
