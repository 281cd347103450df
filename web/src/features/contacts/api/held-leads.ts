import type { HeldLeadsAnswer, HeldLeadsRelease } from '@salesflow/shared/contacts/held-lead';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Where held leads are read and released (kept off the app's first screen). */
const HELD_LEADS = '/api/held-leads';
/** Read again after an import, whose rows past the plan's room are held. */
export const heldLeadsKey = ['held-leads'] as const;

/** Leads that arrived while the plan had no room: how many, and why they wait. */
export const useHeldLeads = () =>
  useQuery(
    queryOptions({
      queryKey: heldLeadsKey,
      queryFn: ({ signal }) => apiRequest<HeldLeadsAnswer>(HELD_LEADS, { signal }),
    }),
  );

/** Makes as many held leads contacts as the plan has room for; then the lists refresh. */
export const useReleaseHeldLeads = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<HeldLeadsRelease>(`${HELD_LEADS}/release`, { method: 'POST', body: {} }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: heldLeadsKey }),
        queryClient.invalidateQueries({ queryKey: ['contacts'] }),
      ]),
  });
};
