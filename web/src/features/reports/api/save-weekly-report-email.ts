import type {
  WeeklyReportEmail,
  WeeklyReportEmailInput,
} from '@salesflow/shared/reports/weekly-report-email.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { weeklyReportEmailQueryKey } from './get-weekly-report-email';

export const saveWeeklyReportEmail = (input: WeeklyReportEmailInput) =>
  apiRequest<WeeklyReportEmail>(paths.api.reportsWeeklyEmail, { method: 'PUT', body: input });

/** Turns the weekly email on (for the report given) or off; the answer is shown from then on. */
export const useSaveWeeklyReportEmail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWeeklyReportEmail,
    onSuccess: (saved) => queryClient.setQueryData(weeklyReportEmailQueryKey, saved),
  });
};
