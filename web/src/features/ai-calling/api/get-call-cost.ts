import type { CallCost } from '@salesflow/shared/ai-calls/call-cost.schema';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';

/** Prices change rarely: one read per number an hour is plenty. */
const PRICE_FRESH_MS = 60 * 60_000;

/** What a real call to this number would cost (GET /api/ai-calling/call-cost). */
export const useCallCost = (phoneNumber: string, enabled = true) =>
  useQuery({
    queryKey: ['ai-calling', 'call-cost', phoneNumber] as const,
    queryFn: ({ signal }) => apiRequest<CallCost>(paths.api.callCost(phoneNumber), { signal }),
    staleTime: PRICE_FRESH_MS,
    enabled,
  });
