import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ComponentType } from 'react';
import { PageHeader } from '../../../components/page-header';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { type SettingsTab, useSettingsTab } from '../hooks/use-settings-tab';
import type { SettingsPanelProps, SettingsViewer } from '../types/settings-viewer';
import { AiAgentPanel } from './ai-agent-panel';
import { BillingTab } from './billing-tab';
import { CustomFieldsPanel } from './custom-fields-panel';
import { EmailTemplatesPanel } from './email-templates-panel';
import { NotificationSettingsPanel } from './notification-settings-panel';
import { ProfilePanel } from './profile-panel';
import { SecurityTab } from './security-tab';

const TAB_LABELS: Record<SettingsTab, string> = {
  'ai-agent': 'AI Agent',
  notifications: 'Notifications',
  profile: 'Profile',
  security: 'Security',
  'email-templates': 'Email Templates',
  'custom-fields': 'Custom Fields',
  billing: 'Billing',
};

const TAB_PANELS: Record<SettingsTab, ComponentType<SettingsPanelProps>> = {
  'ai-agent': AiAgentPanel,
  notifications: NotificationSettingsPanel,
  profile: ProfilePanel,
  security: SecurityTab,
  'email-templates': EmailTemplatesPanel,
  'custom-fields': CustomFieldsPanel,
  billing: BillingTab,
};

export interface SettingsScreenProps {
  /** What the caller may change; until the app knows, nothing beyond what each tab's answer says. */
  viewer?: SettingsViewer | undefined;
}

const NOBODY: SettingsViewer = { mayManageCustomFields: false };

/**
 * /app/settings: the four tabs of document 2, in its order, then Email Templates and Custom Fields
 * (issue 27) and Billing (issue 13: the plan, invoices); `?tab=` keeps the one shown.
 */
export const SettingsScreen = ({ viewer = NOBODY }: SettingsScreenProps) => {
  const [tab, selectTab] = useSettingsTab();
  const isMobile = useIsMobile();
  const Panel = TAB_PANELS[tab];
  return (
    <>
      <PageHeader
        title="Settings"
        subtitle="Manage your AI agent, notifications, profile, API keys and billing"
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: SettingsTab) => selectTab(value)}
          aria-label="Settings"
          // Seven tabs do not fit a phone: they scroll sideways, arrows at each end saying so.
          variant={isMobile ? 'scrollable' : 'standard'}
          scrollButtons={isMobile}
          allowScrollButtonsMobile
          sx={{ '& .MuiTabs-scrollButtons.Mui-disabled': { opacity: 0.3 } }}
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
        sx={{ maxWidth: tab === 'ai-agent' ? 960 : 760 }}
      >
        <Panel viewer={viewer} />
      </Box>
    </>
  );
};
