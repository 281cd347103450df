import type { WebhookDelivery } from '@salesflow/shared/lead-capture/integrations';
import type { WebhookSource } from '@salesflow/shared/lead-capture/lead-sources';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { integrationsPaths } from '../../../config/integrations-paths';
import { apiRequest } from '../../../lib/api-client';
import { integrationsQueryKeys } from './integrations-query-keys';

export const getWebhookDeliveries = (source: WebhookSource, signal?: AbortSignal) =>
  apiRequest<WebhookDelivery[]>(integrationsPaths.webhookDeliveries(source), { signal });

export const webhookDeliveriesQueryOptions = (source: WebhookSource) =>
  queryOptions({
    queryKey: integrationsQueryKeys.deliveries(source),
    queryFn: ({ signal }) => getWebhookDeliveries(source, signal),
  });

export const useWebhookDeliveries = (source: WebhookSource) =>
  useQuery(webhookDeliveriesQueryOptions(source));
