import type {
  WhatsAppSettingsInput,
  WhatsAppSettingsView,
  WhatsAppTemplate,
} from '@salesflow/shared/whatsapp/whatsapp-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { whatsAppSettingsQueryKey } from './get-whatsapp-settings';

export const saveWhatsAppSettings = (input: WhatsAppSettingsInput) =>
  apiRequest<WhatsAppSettingsView>(paths.api.whatsappSettings, { method: 'PUT', body: input });

/** Saves the card (the server checks the connection as it saves), then shows what is stored. */
export const useSaveWhatsAppSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWhatsAppSettings,
    onSuccess: async (saved) => {
      queryClient.setQueryData(whatsAppSettingsQueryKey, saved);
      // The WhatsApp page's status reads the same settings.
      await queryClient.invalidateQueries({ queryKey: ['whatsapp'] });
    },
  });
};

/** POST /api/whatsapp/templates/sync: the business account's templates, from WhatsApp. */
export const useSyncWhatsAppTemplates = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ templates: WhatsAppTemplate[] }>(`${paths.api.whatsappTemplates}/sync`, {
        method: 'POST',
        body: {},
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['whatsapp', 'templates'] }),
  });
};
