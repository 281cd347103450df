import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The signed-in user (the sidebar's name, the auth gate). Here because saving the profile (the
 * settings feature) changes the name it shows.
 */
export const currentUserQueryKey = ['auth', 'user'] as const;

/**
 * What the plan allows and whether the organization is read-only (the shell's banner): read again
 * when any change answers 402, which is how a trial ending mid-session shows.
 */
export const planLimitsQueryKey = ['subscription', 'limits'] as const;

/** The user's own settings, one query per tab. */
export const settingsQueryKeys = {
  notifications: ['settings', 'notifications'] as const,
  profile: ['settings', 'profile'] as const,
  aiAgent: ['settings', 'ai-agent'] as const,
  trainingFiles: ['settings', 'ai-agent', 'training-files'] as const,
  calling: ['settings', 'calling'] as const,
  indiaCalling: ['settings', 'india-calling'] as const,
  /** The NCPR numbers' pages (Settings), also changed by marking a contact "on NCPR". */
  dndNumbers: ['settings', 'dnd-numbers'] as const,
};

/** The bell: every page of the user's notices, with the unread count. */
export const notificationsQueryKey = ['notifications'] as const;

/**
 * Every dashboard query sits below `dashboardQueryKeys.all`: a mutation that changes contacts or
 * deals invalidates that one key and the metrics, insights, recent leads and analytics refresh.
 * The keys live here, not in a feature, because the contacts and deals features invalidate them.
 */
export const dashboardQueryKeys = {
  all: ['dashboard'] as const,
  metrics: ['dashboard', 'metrics'] as const,
  insights: ['dashboard', 'insights'] as const,
  recentLeads: ['dashboard', 'recent-leads'] as const,
  analytics: ['dashboard', 'analytics'] as const,
};

/**
 * Every deals list, board column and the deal summary sit below this key. It lives here because
 * a contact's change also touches deals: they carry a copy of its name and company.
 */
export const dealsQueryKey = ['deals'] as const;

/**
 * Every follow-up list (the Tasks page's, a contact's, My day's) sits below this key. It lives here
 * because the Tasks page, the contact drawer and the dashboard all show and change tasks.
 */
export const tasksQueryKey = ['tasks'] as const;

/**
 * Every AI-call query (recent calls, the call queue, one call) sits below this key. It lives here
 * because the contacts feature starts real calls and the dashboard shows the simple panel.
 */
export const aiCallsQueryKey = ['ai-calls'] as const;

/**
 * A contact's timeline (the contacts feature's key), for a change made elsewhere that puts an
 * entry on it: a deal's entries are written from the table's stream, a moment after its answer.
 */
export const contactTimelineQueryKey = (contactId: string) =>
  ['contacts', 'detail', contactId, 'activities'] as const;

/** The server flips milestones (first contact, first deal, ...): creating one invalidates this. */
export const onboardingQueryKey = ['onboarding', 'state'] as const;

/**
 * What creating, changing or deleting a record makes out of date: every query under its list's
 * root, the dashboard's figures and, for a new record, the onboarding milestones the server flips.
 * `staleAlso` names lists the server brings up to date a moment later (through a queue).
 */
export const refreshAfterRecordChange = (
  queryClient: QueryClient,
  listKey: QueryKey,
  { created = false, staleAlso = [] }: { created?: boolean; staleAlso?: QueryKey[] } = {},
) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: listKey }),
    queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.all }),
    created ? queryClient.invalidateQueries({ queryKey: onboardingQueryKey }) : undefined,
    // Updated by the server in the background: marked stale, read again when next shown.
    ...staleAlso.map((queryKey) =>
      queryClient.invalidateQueries({ queryKey, refetchType: 'none' }),
    ),
  ]);

/** How long the counts and indexes derived from the table's stream take to follow, with room. */
export const PROJECTIONS_FOLLOW_MS = 1_500;

/**
 * Reads `keys` again once the counters and indexes derived from the table's stream have followed
 * a change (the read made at once may still show the figures from before it).
 */
export const refreshOnceProjected = (queryClient: QueryClient, keys: readonly QueryKey[]) => {
  setTimeout(() => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  }, PROJECTIONS_FOLLOW_MS);
};
