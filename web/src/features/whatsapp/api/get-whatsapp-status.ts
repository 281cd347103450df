import { queryOptions, useQuery } from '@tanstack/react-query';
import { whatsappPaths } from '../../../config/whatsapp-paths';
import { apiRequest } from '../../../lib/api-client';
import { whatsappQueryKeys } from './whatsapp-query-keys';

/** `GET /api/whatsapp/status`: whether the credentials are saved, and where Meta should post. */
export interface WhatsappStatus {
  configured: boolean;
  status: string;
  phoneNumber: string | null;
  webhookUrl: string;
}

export const getWhatsappStatus = (signal?: AbortSignal) =>
  apiRequest<WhatsappStatus>(whatsappPaths.status, { signal });

export const whatsappStatusQueryOptions = () =>
  queryOptions({
    queryKey: whatsappQueryKeys.status,
    queryFn: ({ signal }) => getWhatsappStatus(signal),
  });

export const useWhatsappStatus = () => useQuery(whatsappStatusQueryOptions());
