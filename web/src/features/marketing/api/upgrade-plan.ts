import type {
  SubscriptionUsage,
  UpgradeAnswer,
  UpgradeInput,
} from '@salesflow/shared/plans/subscription.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { billingPaths } from '../../../config/billing-paths';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/query-keys';
import { payWithCheckout } from '../../../lib/razorpay-checkout';

/** The plan of a signed-in visitor; null when signed out (401). */
export const useCurrentPlan = () =>
  useQuery(
    queryOptions({
      queryKey: ['subscription', 'usage'],
      queryFn: async ({ signal }) => {
        try {
          return await apiRequest<SubscriptionUsage>(billingPaths.api.subscriptionUsage, {
            signal,
          });
        } catch (error) {
          if (error instanceof ApiError && error.status === 401) return null;
          throw error;
        }
      },
      retry: false,
    }),
  );

/**
 * The plan button's upgrade: the server answers a message, or a payment to take first through
 * Razorpay Checkout, whose signed response the server verifies before the plan changes. Then
 * usage, limits and the current user are refetched (document 2 section 7).
 */
export const upgradePlan = async (input: UpgradeInput): Promise<UpgradeAnswer> => {
  const answer = await apiRequest<UpgradeAnswer>(billingPaths.api.subscriptionUpgrade, {
    method: 'POST',
    body: input,
  });
  if (!answer.checkout) return answer;
  const paid = await payWithCheckout(answer.checkout);
  return apiRequest<UpgradeAnswer>(billingPaths.api.subscriptionVerify, {
    method: 'POST',
    body: paid,
  });
};

export const useUpgradePlan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upgradePlan,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['subscription'] }),
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
      ]),
  });
};
