import {
  DND_LIMITS,
  type DndUpload,
  type DndUploadAnswer,
  readDndNumbers,
} from '@salesflow/shared/calls/dnd-numbers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { settingsQueryKeys } from '../../../lib/query-keys';

/** POST /api/calling/dnd-numbers: at most 5,000 numbers. */
export const postDndNumbers = (upload: DndUpload) =>
  apiRequest<DndUploadAnswer>(paths.api.dndNumbers, { method: 'POST', body: upload });

export interface DndUploadInput {
  scrubbedOn: string;
  /** A CSV file's text, or numbers pasted one a line. */
  text: string;
  /** Called after each part with the numbers sent so far and in all. */
  onProgress?: (sent: number, total: number) => void;
}

export interface DndUploadResult {
  saved: number;
  invalid: DndUploadAnswer['invalid'];
  invalidCount: number;
}

/**
 * Reads the numbers in the browser (the server's own reading), then sends them in parts of at
 * most DND_LIMITS.perUpload, so a scrub of any size fits the route's limits.
 */
export const uploadDndNumbers = async ({
  scrubbedOn,
  text,
  onProgress,
}: DndUploadInput): Promise<DndUploadResult> => {
  const read = readDndNumbers({ csv: text });
  let saved = 0;
  for (let from = 0; from < read.numbers.length; from += DND_LIMITS.perUpload) {
    const numbers = read.numbers.slice(from, from + DND_LIMITS.perUpload);
    const answer = await postDndNumbers({ scrubbedOn, numbers, source: 'scrub' });
    saved += answer.saved;
    onProgress?.(from + numbers.length, read.numbers.length);
  }
  return { saved, invalid: read.invalid, invalidCount: read.invalidCount };
};

export const useUploadDndNumbers = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDndNumbers,
    // Also after a part failed: the parts before it are saved.
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsQueryKeys.dndNumbers }),
  });
};
