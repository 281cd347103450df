import type { WhatsAppSettingsView } from '@salesflow/shared/whatsapp/whatsapp-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { ApiError, apiRequest } from '../../../lib/api-client';

export const whatsAppSettingsQueryKey = ['settings', 'whatsapp'] as const;

export const getWhatsAppSettings = (signal?: AbortSignal) =>
  apiRequest<WhatsAppSettingsView>(paths.api.whatsappSettings, { signal });

/** The organization's WhatsApp credentials (masked); a 403 (not an admin) is an answer. */
export const useWhatsAppSettings = () =>
  useQuery(
    queryOptions({
      queryKey: whatsAppSettingsQueryKey,
      queryFn: ({ signal }) => getWhatsAppSettings(signal),
      retry: (count, error) => !(error instanceof ApiError && error.status === 403) && count < 2,
    }),
  );
