import type { CurrentOrganization } from '@salesflow/shared/teams/team.schema';
import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';

/** Leaves the named organization (the one this page shows); answers where the session moved. */
export const leaveOrganization = (organizationId: string) =>
  apiRequest<CurrentOrganization>(paths.api.leaveOrganization, {
    method: 'POST',
    body: { organizationId },
  });

/** The caller then moves the app there (`useEnterOrganization`). */
export const useLeaveOrganization = () => useMutation({ mutationFn: leaveOrganization });
