import { useSearchParams } from 'react-router';

export const TEAM_TABS = ['overview', 'members', 'assignments', 'settings'] as const;
export type TeamTab = (typeof TEAM_TABS)[number];

export const TEAM_TAB_LABELS: Record<TeamTab, string> = {
  overview: 'Overview',
  members: 'Team Members',
  assignments: 'Lead Assignments',
  settings: 'Settings',
};

const isTeamTab = (value: string | null): value is TeamTab =>
  (TEAM_TABS as readonly (string | null)[]).includes(value);

/**
 * The Team page's tab, kept in the address (`?tab=members`) so a reload or a shared link opens the
 * same tab. Overview is the absence of the parameter; anything unknown reads as Overview.
 */
export const useTeamTabParam = (): [TeamTab, (tab: TeamTab) => void] => {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: TeamTab = isTeamTab(raw) ? raw : 'overview';
  const setTab = (next: TeamTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'overview') updated.delete('tab');
        else updated.set('tab', next);
        // A filter belongs to the assignments tab.
        if (next !== 'assignments') updated.delete('filter');
        return updated;
      },
      { replace: true },
    );
  return [tab, setTab];
};
