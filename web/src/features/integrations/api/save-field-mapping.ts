import type { FieldMappingAnswer } from '@salesflow/shared/lead-capture/integrations';
import type { WebhookSource } from '@salesflow/shared/lead-capture/lead-sources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { integrationsPaths } from '../../../config/integrations-paths';
import { apiRequest } from '../../../lib/api-client';
import { integrationsQueryKeys } from './integrations-query-keys';

export interface SaveFieldMappingInput {
  source: WebhookSource;
  mapping: FieldMappingAnswer['mapping'];
}

export const saveFieldMapping = ({ source, mapping }: SaveFieldMappingInput) =>
  apiRequest<FieldMappingAnswer>(integrationsPaths.webhookFieldMapping(source), {
    method: 'PUT',
    body: { mapping },
  });

export const useSaveFieldMapping = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFieldMapping,
    onSuccess: (saved) =>
      queryClient.setQueryData(integrationsQueryKeys.fieldMapping(saved.source), saved),
  });
};
