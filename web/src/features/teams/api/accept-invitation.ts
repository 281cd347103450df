import type { CurrentOrganization } from '@salesflow/shared/teams/team.schema';
import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';

export const acceptInvitation = (token: string) =>
  apiRequest<CurrentOrganization>(paths.api.acceptInvitation(token), { method: 'POST' });

/**
 * The signed-in invitee joins and the session works on the organization joined; the caller then
 * moves the app there (`useEnterOrganization`).
 */
export const useAcceptInvitation = () => useMutation({ mutationFn: acceptInvitation });
