import type { ContactPage } from '@salesflow/shared/contacts/contact-list.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { dashboardQueryKeys } from '../../../lib/query-keys';

/** Recent leads on the dashboard (document 1, section 9). */
export const RECENT_LEADS_COUNT = 5;

/** The first page of GET /api/contacts, newest first. */
export const getRecentLeads = (signal?: AbortSignal) =>
  apiRequest<ContactPage>(paths.api.contacts, { query: { limit: RECENT_LEADS_COUNT }, signal });

export const recentLeadsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardQueryKeys.recentLeads,
    queryFn: ({ signal }) => getRecentLeads(signal),
    select: (page) => page.items.slice(0, RECENT_LEADS_COUNT),
  });

export const useRecentLeads = () => useQuery(recentLeadsQueryOptions());
