import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { lazy, Suspense, useId } from 'react';
import { PageHeader } from '../../../components/page-header';
import { useIsMobile } from '../../../lib/use-is-mobile';
import {
  ADMIN_TAB_LABELS,
  ADMIN_TABS,
  type AdminTab,
  useAdminTabParam,
} from '../hooks/use-admin-tab-param';
import { AuditLogTab } from './audit-log-tab';
import { ExportDataButton } from './export-data-button';
import { OverviewTab } from './overview-tab';
import { PaymentsTab } from './payments-tab';
import { UsersTab } from './users-tab';

// The chart library loads with the Analytics tab, not with the page.
const AnalyticsTab = lazy(async () => ({
  default: (await import('./analytics-tab')).AnalyticsTab,
}));

/**
 * /app/admin for platform operators (document 2, "Admin dashboard", with real figures): Overview,
 * Users, Payments, Analytics and the Audit Log of operators' actions; Export Data downloads every
 * account as CSV.
 */
export const AdminScreen = () => {
  const ids = useId();
  const isMobile = useIsMobile();
  const [tab, setTab] = useAdminTabParam();
  return (
    <>
      <PageHeader title="Admin Dashboard" action={<ExportDataButton />} />
      <Tabs
        value={tab}
        onChange={(_event, next: AdminTab) => setTab(next)}
        aria-label="Admin sections"
        // Five tabs do not fit a phone: they scroll sideways there.
        variant={isMobile ? 'scrollable' : 'standard'}
        scrollButtons={false}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {ADMIN_TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={ADMIN_TAB_LABELS[value]}
            id={`${ids}-${value}-tab`}
            aria-controls={`${ids}-${value}`}
            sx={isMobile ? { minWidth: 0, px: 1.5 } : undefined}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${ids}-${tab}`} aria-labelledby={`${ids}-${tab}-tab`}>
        <TabContent tab={tab} />
      </Box>
    </>
  );
};

const TabContent = ({ tab }: { tab: AdminTab }) => {
  switch (tab) {
    case 'users':
      return <UsersTab />;
    case 'payments':
      return <PaymentsTab />;
    case 'analytics':
      return (
        <Suspense
          fallback={<Skeleton variant="rounded" height={320} aria-label="Loading analytics" />}
        >
          <AnalyticsTab />
        </Suspense>
      );
    case 'audit-log':
      return <AuditLogTab />;
    default:
      return <OverviewTab />;
  }
};
