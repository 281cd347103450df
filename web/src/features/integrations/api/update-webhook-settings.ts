import type { WebhookUrlsAnswer } from '@salesflow/shared/lead-capture/integrations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { integrationsPaths } from '../../../config/integrations-paths';
import { apiRequest } from '../../../lib/api-client';
import { integrationsQueryKeys } from './integrations-query-keys';

export const updateWebhookSettings = (leadsPerMinute: number) =>
  apiRequest<WebhookUrlsAnswer>(integrationsPaths.webhookSettings, {
    method: 'PUT',
    body: { leadsPerMinute },
  });

export const useUpdateWebhookSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebhookSettings,
    onSuccess: (answer) => queryClient.setQueryData(integrationsQueryKeys.webhookUrls, answer),
  });
};
