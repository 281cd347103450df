import type {
  ConfirmEmailSenderInput,
  EmailSenderAnswer,
  EmailSenderInput,
} from '@salesflow/shared/emails/email-sender.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { billingPaths } from '../../../config/billing-paths';
import { apiRequest } from '../../../lib/api-client';

export const emailSenderQueryKey = ['settings', 'email-sender'] as const;

/** Where the organization's emails come from: its own address (and how far along), or ours. */
export const useEmailSender = () =>
  useQuery(
    queryOptions({
      queryKey: emailSenderQueryKey,
      queryFn: ({ signal }) =>
        apiRequest<EmailSenderAnswer>(billingPaths.api.emailSender, { signal }),
    }),
  );

const useSenderMutation = <I>(request: (input: I) => Promise<EmailSenderAnswer>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (answer) => queryClient.setQueryData(emailSenderQueryKey, answer),
  });
};

/** PUT: emails a 6-digit code to the address. */
export const useRequestEmailSender = () =>
  useSenderMutation((input: EmailSenderInput) =>
    apiRequest<EmailSenderAnswer>(billingPaths.api.emailSender, { method: 'PUT', body: input }),
  );

/** POST confirm: the code from that email. */
export const useConfirmEmailSender = () =>
  useSenderMutation((input: ConfirmEmailSenderInput) =>
    apiRequest<EmailSenderAnswer>(billingPaths.api.confirmEmailSender, {
      method: 'POST',
      body: input,
    }),
  );

/** DELETE (204): emails go from SalesFlow's address again; the GET says so. */
export const useRemoveEmailSender = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>(billingPaths.api.emailSender, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailSenderQueryKey }),
  });
};
