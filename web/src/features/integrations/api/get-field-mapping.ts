import type { FieldMappingAnswer } from '@salesflow/shared/lead-capture/integrations';
import type { WebhookSource } from '@salesflow/shared/lead-capture/lead-sources';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { integrationsPaths } from '../../../config/integrations-paths';
import { apiRequest } from '../../../lib/api-client';
import { integrationsQueryKeys } from './integrations-query-keys';

export const getFieldMapping = (source: WebhookSource, signal?: AbortSignal) =>
  apiRequest<FieldMappingAnswer>(integrationsPaths.webhookFieldMapping(source), { signal });

export const fieldMappingQueryOptions = (source: WebhookSource) =>
  queryOptions({
    queryKey: integrationsQueryKeys.fieldMapping(source),
    queryFn: ({ signal }) => getFieldMapping(source, signal),
  });

export const useFieldMapping = (source: WebhookSource) =>
  useQuery(fieldMappingQueryOptions(source));
