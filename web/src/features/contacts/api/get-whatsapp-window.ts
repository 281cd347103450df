import type { WhatsAppWindow } from '@salesflow/shared/whatsapp/whatsapp-window';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';

export const whatsAppWindowQueryKey = (contactId: string) =>
  ['whatsapp', 'window', contactId] as const;

/** GET /api/whatsapp/window: whether a text can reach the contact now, and until when. */
export const getWhatsAppWindow = (contactId: string, signal?: AbortSignal) =>
  apiRequest<WhatsAppWindow>(paths.api.whatsappWindow, { query: { contactId }, signal });

/** Read each time the WhatsApp dialog opens (the window moves with every message they send). */
export const useWhatsAppWindow = (contactId: string, enabled: boolean) =>
  useQuery({
    ...queryOptions({
      queryKey: whatsAppWindowQueryKey(contactId),
      queryFn: ({ signal }) => getWhatsAppWindow(contactId, signal),
    }),
    enabled,
    refetchOnMount: 'always',
  });
