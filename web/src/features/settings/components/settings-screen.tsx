import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PageHeader } from '../../../components/page-header';
import { type SettingsTab, useSettingsTab } from '../hooks/use-settings-tab';
import { NotificationSettingsPanel } from './notification-settings-panel';
import { ProfilePanel } from './profile-panel';
import { SecurityPanel } from './security-panel';

const TAB_LABELS: Record<SettingsTab, string> = {
  notifications: 'Notifications',
  profile: 'Profile',
  security: 'Security',
};

/**
 * /app/settings. Only the tabs that work are shown: the AI Agent tab of the spec comes with the
 * issue that builds it.
 */
export const SettingsScreen = () => {
  const [tab, selectTab] = useSettingsTab();
  return (
    <>
      <PageHeader title="Settings" subtitle="Manage your notifications and profile" />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: SettingsTab) => selectTab(value)}
          aria-label="Settings"
        >
          {(Object.keys(TAB_LABELS) as SettingsTab[]).map((value) => (
            <Tab
              key={value}
              value={value}
              label={TAB_LABELS[value]}
              id={`settings-tab-${value}`}
              aria-controls={`settings-panel-${value}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box
        role="tabpanel"
        id={`settings-panel-${tab}`}
        aria-labelledby={`settings-tab-${tab}`}
        sx={{ maxWidth: 760 }}
      >
        {tab === 'security' ? (
          <SecurityPanel />
        ) : tab === 'notifications' ? (
          <NotificationSettingsPanel />
        ) : (
          <ProfilePanel />
        )}
      </Box>
    </>
  );
};
