import type { CurrentOrganization } from '@salesflow/shared/teams/team.schema';
import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';

export const switchOrganization = (organizationId: string) =>
  apiRequest<CurrentOrganization>(paths.api.switchOrganization, {
    method: 'POST',
    body: { organizationId },
  });

/** The caller then moves the app there (`useEnterOrganization`). */
export const useSwitchOrganization = () => useMutation({ mutationFn: switchOrganization });
