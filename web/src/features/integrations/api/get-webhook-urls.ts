import type { WebhookUrlsAnswer } from '@salesflow/shared/lead-capture/integrations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { integrationsPaths } from '../../../config/integrations-paths';
import { apiRequest } from '../../../lib/api-client';
import { integrationsQueryKeys } from './integrations-query-keys';

export const getWebhookUrls = (signal?: AbortSignal) =>
  apiRequest<WebhookUrlsAnswer>(integrationsPaths.webhookUrls, { signal });

/** Not retried (document 2, section 7); a failure falls back to the default URLs. */
export const webhookUrlsQueryOptions = () =>
  queryOptions({
    queryKey: integrationsQueryKeys.webhookUrls,
    queryFn: ({ signal }) => getWebhookUrls(signal),
    retry: false,
  });

export const useWebhookUrls = () => useQuery(webhookUrlsQueryOptions());
