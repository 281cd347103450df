import type {
  EmailTemplateInput,
  EmailTemplatePatch,
} from '@salesflow/shared/emails/email-template.schema';
import type { EmailTemplate } from '@salesflow/shared/emails/email-templates';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../config/paths';
import { apiRequest } from '../../lib/api-client';

export const emailTemplatesQueryKey = ['email-templates'] as const;

export const emailTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: emailTemplatesQueryKey,
    queryFn: ({ signal }) =>
      apiRequest<{ items: EmailTemplate[] }>(paths.api.emailTemplates, { signal }),
    staleTime: 60_000,
  });

/** The organization's email templates (Compose Email's choices, Settings' list). */
export const useEmailTemplates = () => useQuery(emailTemplatesQueryOptions());

/** Create, change or delete a template; the list is read again after each. */
export const useEmailTemplateChanges = () => {
  const queryClient = useQueryClient();
  const settle = () => queryClient.invalidateQueries({ queryKey: emailTemplatesQueryKey });
  return {
    create: useMutation({
      mutationFn: (input: EmailTemplateInput) =>
        apiRequest<EmailTemplate>(paths.api.emailTemplates, { method: 'POST', body: input }),
      onSettled: settle,
    }),
    update: useMutation({
      mutationFn: ({ id, patch }: { id: string; patch: EmailTemplatePatch }) =>
        apiRequest<EmailTemplate>(paths.api.emailTemplate(id), { method: 'PUT', body: patch }),
      onSettled: settle,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        apiRequest<void>(paths.api.emailTemplate(id), { method: 'DELETE' }),
      onSettled: settle,
    }),
  };
};
