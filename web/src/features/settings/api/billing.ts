import type { BillingDetails, InvoiceView } from '@salesflow/shared/plans/invoice';
import type { SubscriptionUsage, UpgradeAnswer } from '@salesflow/shared/plans/subscription.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { billingPaths } from '../../../config/billing-paths';
import { ApiError, apiRequest } from '../../../lib/api-client';

export const usageQueryKey = ['subscription', 'usage'] as const;
export const invoicesQueryKey = ['subscription', 'invoices'] as const;

/** The organization's plan, status and usage. */
export const useSubscriptionUsage = () =>
  useQuery(
    queryOptions({
      queryKey: usageQueryKey,
      queryFn: ({ signal }) =>
        apiRequest<SubscriptionUsage>(billingPaths.api.subscriptionUsage, { signal }),
    }),
  );

/** Invoices and billing details: the owner's; a 403 (not the owner) is an answer. */
export const useInvoices = () =>
  useQuery(
    queryOptions({
      queryKey: invoicesQueryKey,
      queryFn: ({ signal }) =>
        apiRequest<{ invoices: InvoiceView[]; billingDetails: BillingDetails | null }>(
          billingPaths.api.invoices,
          { signal },
        ),
      retry: (count, error) => !(error instanceof ApiError && error.status === 403) && count < 2,
    }),
  );

const useBillingAction = (url: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<UpgradeAnswer>(url, { method: 'POST', body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['subscription'] }),
  });
};

/** Cancels at the end of the paid period. */
export const useCancelSubscription = () => useBillingAction(billingPaths.api.subscriptionCancel);

/** The 30-day money-back guarantee: refund and cancel now. */
export const useRefundSubscription = () => useBillingAction(billingPaths.api.subscriptionRefund);

export const useSaveBillingDetails = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: BillingDetails) =>
      apiRequest<{ billingDetails: BillingDetails }>(billingPaths.api.billingDetails, {
        method: 'PUT',
        body: details,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicesQueryKey }),
  });
};
