import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { WebhookSource } from '@salesflow/shared/lead-capture/lead-sources';
import { SOURCE_GUIDES } from '../utils/source-guides';

export interface SourceTabsProps {
  label: string;
  value: WebhookSource;
  onChange: (source: WebhookSource) => void;
}

/** One tab per lead source, for the cards that show one source at a time. */
export const SourceTabs = ({ label, value, onChange }: SourceTabsProps) => (
  <Tabs
    value={value}
    onChange={(_event, next: WebhookSource) => onChange(next)}
    aria-label={label}
    variant="scrollable"
    sx={{ mb: 2 }}
  >
    {SOURCE_GUIDES.map((guide) => (
      <Tab key={guide.source} value={guide.source} label={guide.title} />
    ))}
  </Tabs>
);
