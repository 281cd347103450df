import type { RotatedKeyAnswer } from '@salesflow/shared/lead-capture/integrations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { integrationsPaths } from '../../../config/integrations-paths';
import { apiRequest } from '../../../lib/api-client';
import { integrationsQueryKeys } from './integrations-query-keys';

export const rotateWebhookKey = () =>
  apiRequest<RotatedKeyAnswer>(integrationsPaths.rotateWebhookKey, { method: 'POST', body: {} });

/** A new key: every URL on the page changes with it. */
export const useRotateWebhookKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateWebhookKey,
    onSuccess: (answer) => queryClient.setQueryData(integrationsQueryKeys.webhookUrls, answer),
  });
};
