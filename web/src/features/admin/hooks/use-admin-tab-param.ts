import { useSearchParams } from 'react-router';

export const ADMIN_TABS = ['overview', 'users', 'payments', 'analytics', 'audit-log'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** The spec's four tabs, and the audit log of operators' actions after them. */
export const ADMIN_TAB_LABELS: Record<AdminTab, string> = {
  overview: 'Overview',
  users: 'Users',
  payments: 'Payments',
  analytics: 'Analytics',
  'audit-log': 'Audit Log',
};

const isAdminTab = (value: string | null): value is AdminTab =>
  (ADMIN_TABS as readonly (string | null)[]).includes(value);

/**
 * The admin dashboard's tab, kept in the address (`?tab=users`) so a reload opens the same tab.
 * Overview is the absence of the parameter; anything unknown reads as Overview.
 */
export const useAdminTabParam = (): [AdminTab, (tab: AdminTab) => void] => {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: AdminTab = isAdminTab(raw) ? raw : 'overview';
  const setTab = (next: AdminTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'overview') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  return [tab, setTab];
};
