import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import type { WhatsappStatus } from '../api/get-whatsapp-status';
import { CommandsTab } from './commands-tab';
import { ExamplesTab } from './examples-tab';
import { SetupGuideTab } from './setup-guide-tab';
import { TestingTab } from './testing-tab';

const TABS = [
  { id: 'commands', label: 'Commands' },
  { id: 'setup', label: 'Setup Guide' },
  { id: 'testing', label: 'Testing' },
  { id: 'examples', label: 'Examples' },
] as const;

type TabId = (typeof TABS)[number]['id'];

/** Commands, Setup Guide, Testing and Examples; only the open tab is mounted. */
export const WhatsappTabs = ({ status }: { status: WhatsappStatus }) => {
  const [tab, setTab] = useState<TabId>('commands');
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_, value: TabId) => setTab(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="WhatsApp sections"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map(({ id, label }) => (
          <Tab
            key={id}
            value={id}
            label={label}
            id={`whatsapp-tab-${id}`}
            aria-controls="whatsapp-tabpanel"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="whatsapp-tabpanel" aria-labelledby={`whatsapp-tab-${tab}`}>
        {tab === 'commands' ? <CommandsTab /> : null}
        {tab === 'setup' ? <SetupGuideTab webhookUrl={status.webhookUrl} /> : null}
        {tab === 'testing' ? <TestingTab configured={status.configured} /> : null}
        {tab === 'examples' ? <ExamplesTab /> : null}
      </Box>
    </>
  );
};
