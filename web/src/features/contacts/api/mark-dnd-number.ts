import type { DndUpload, DndUploadAnswer } from '@salesflow/shared/calls/dnd-numbers';
import { todayIn } from '@salesflow/shared/dates/calendar-date';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { settingsQueryKeys } from '../../../lib/query-keys';

/** POST /api/calling/dnd-numbers with one contact's number, as registered on the NCPR today. */
export const markDndNumber = (e164: string) => {
  const upload: DndUpload = {
    scrubbedOn: todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone),
    numbers: [e164],
    source: 'contact',
  };
  return apiRequest<DndUploadAnswer>(paths.api.dndNumbers, { method: 'POST', body: upload });
};

export const useMarkDndNumber = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markDndNumber,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsQueryKeys.dndNumbers }),
  });
};
