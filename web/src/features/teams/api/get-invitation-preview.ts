import type { InvitationPreview } from '@salesflow/shared/teams/team.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';

export const invitationPreviewQueryKey = (token: string) => ['invitation', token] as const;

/** Public: what an invitation link is for, readable before signing in. */
export const getInvitationPreview = (token: string, signal?: AbortSignal) =>
  apiRequest<InvitationPreview>(paths.api.invitation(token), { signal });

export const invitationPreviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: invitationPreviewQueryKey(token),
    queryFn: ({ signal }) => getInvitationPreview(token, signal),
  });

export const useInvitationPreview = (token: string) =>
  useQuery(invitationPreviewQueryOptions(token));
