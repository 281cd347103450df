import type { WhatsAppTemplate } from '@salesflow/shared/whatsapp/whatsapp-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';

export const whatsAppTemplatesQueryKey = ['whatsapp', 'templates'] as const;

/** GET /api/whatsapp/templates: the organization's synced templates (approved ones usable). */
export const getWhatsAppTemplates = (signal?: AbortSignal) =>
  apiRequest<{ templates: WhatsAppTemplate[] }>(paths.api.whatsappTemplates, { signal });

/** Read only when asked (the window is closed): most messages never need them. */
export const useWhatsAppTemplates = (enabled: boolean) =>
  useQuery({
    ...queryOptions({
      queryKey: whatsAppTemplatesQueryKey,
      queryFn: ({ signal }) => getWhatsAppTemplates(signal),
    }),
    enabled,
    select: (answer) => answer.templates.filter((template) => template.usable),
  });
